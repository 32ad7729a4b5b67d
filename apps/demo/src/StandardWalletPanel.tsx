import { type ReactNode, useEffect, useId, useState } from 'react'

/** What the panel drives of a dev wallet (Solana, Bitcoin, Cosmos). */
type DevStandardWallet = {
  rejectNext: () => void
  disconnectInWallet?: () => void
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
}

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
  const [armed, setArmed] = useState(false)
  const [log, setLog] = useState<string[]>([])
  useEffect(
    () =>
      wallet.onPrompt((method, outcome) => {
        setLog((l) => [...l, `${method}: ${outcome}`])
        setArmed(false)
      }),
    [wallet],
  )
  return (
    <section aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`}>{title}</h2>
      <p>
        A {chain} wallet built into this demo, holding {accounts}. It approves every request unless told
        otherwise.
      </p>
      <div className="panel-actions">
        <button
          type="button"
          className="ghost"
          aria-pressed={armed}
          onClick={() => {
            wallet.rejectNext()
            setArmed(true)
          }}
        >
          Reject next {chain} request
        </button>
        {wallet.disconnectInWallet ? (
          <button type="button" className="ghost" onClick={() => wallet.disconnectInWallet?.()}>
            Disconnect in the {chain} wallet
          </button>
        ) : null}
      </div>
      {armed ? <p role="status">The next {chain} request will be declined.</p> : null}
      <h3 id={`${id}-prompts`}>{chain} requests since this page loaded</h3>
      {log.length === 0 ? (
        <p>None</p>
      ) : (
        <ol aria-labelledby={`${id}-prompts`}>
          {log.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i}>{m}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
