import type { DevWallet } from '@latch/devnet/dev-wallet'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import type { ReactNode } from 'react'
import { useWalletPrompts } from './WalletPrompts.tsx'

/** The devnet's second chain, which the Dev Wallet does not know until it is added. */
const chainB = DEFAULT_DEVNET_ENDPOINTS[1]!

/** Shows what the Dev Wallet approved since this page loaded, and lets a person make it decline. */
export function DevWalletPanel({ wallet }: { wallet: DevWallet }): ReactNode {
  const prompts = useWalletPrompts(wallet)
  /** Moves the wallet to a chain as a person would in its own window (wallet_addEthereumChain). */
  const moveWallet = (id: number, chainName: string, rpcUrl: string) =>
    void wallet.provider
      .request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: `0x${id.toString(16)}`, chainName, rpcUrls: [rpcUrl] }],
      })
      .catch(() => {})
  return (
    <section aria-labelledby="dev-wallet-title" className="panel">
      <h2 id="dev-wallet-title">Dev Wallet</h2>
      <p>
        A wallet built into this demo, holding devnet test account <code>{wallet.address}</code>. It approves
        every request unless told otherwise.
      </p>
      <div className="panel-actions">
        {prompts.button}
        <button
          type="button"
          className="ghost"
          onClick={() => moveWallet(0x7a6b, 'Unlisted Devnet', 'http://127.0.0.1:8545')}
        >
          Move the wallet to an unsupported network
        </button>
        {/* What a person does in a wallet's own window: the app hears of it only through wallet events. */}
        <button
          type="button"
          className="ghost"
          onClick={() => moveWallet(chainB.id, chainB.name, chainB.rpcUrl)}
        >
          Switch the wallet to {chainB.name}
        </button>
        {/* A wallet that misses its events: the page is not told, and finds out only when it asks. */}
        <button type="button" className="ghost" onClick={() => wallet.moveSilently(chainB)}>
          Move the wallet to {chainB.name} without telling the page
        </button>
        <button
          type="button"
          className="ghost"
          onClick={() =>
            void wallet.provider
              .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
              .catch(() => {})
          }
        >
          Disconnect in the wallet
        </button>
      </div>
      {prompts.log}
    </section>
  )
}
