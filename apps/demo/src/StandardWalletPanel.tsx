import { type ReactNode, useId } from 'react'
import { type PromptingWallet, useWalletPrompts } from './WalletPrompts.tsx'

/** What the panel drives of a dev wallet (Solana, Bitcoin, Cosmos). */
type DevStandardWallet = PromptingWallet & { disconnectInWallet?: () => void }

/**
 * A dev wallet's panel (Solana, Bitcoin, Cosmos): what it holds, what it approved since this
 * page loaded, and buttons to make it decline the next request or end the grant from its side.
 */
export function StandardWalletPanel({
  title,
  chain,
  accounts,
  wallet,
}: {
  title: string
  /** The chain's name, in the buttons' labels ("Reject next Solana request"). */
  chain: string
  accounts: ReactNode
  wallet: DevStandardWallet
}): ReactNode {
  const id = useId()
  const prompts = useWalletPrompts(wallet, chain)
  return (
    <section aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`}>{title}</h2>
      <p>
        A {chain} wallet built into this demo, holding {accounts}. It approves every request unless told
        otherwise.
      </p>
      <div className="panel-actions">
        {prompts.button}
        {wallet.disconnectInWallet ? (
          <button type="button" className="ghost" onClick={() => wallet.disconnectInWallet?.()}>
            Disconnect in the {chain} wallet
          </button>
        ) : null}
      </div>
      {prompts.log}
    </section>
  )
}
