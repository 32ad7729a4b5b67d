import { latchDevnetA } from '@latch/core/networks'
import { createDevWallet, type DevWallet } from '@latch/devnet/dev-wallet'

/**
 * Installs the Dev Wallet on the page: announced over EIP-6963 like any extension, signing with devnet
 * test account #0 and remembering its grant in localStorage, as a real extension would. It starts out
 * knowing devnet A only, so the first switch to devnet B goes through wallet_addEthereumChain.
 */
export function installDevWallet(): DevWallet {
  const wallet = createDevWallet({
    chains: [latchDevnetA].map((n) => ({
      id: Number(n.id),
      name: n.name,
      rpcUrl: n.rpcUrls.default.http[0]!,
    })),
    storage: localStorage,
  })
  wallet.announce(window)
  return wallet
}
