import type { DevSolanaWallet } from '@latch/devnet/dev-wallet/solana'
import { type ReactNode, useEffect, useState } from 'react'

/** Shows what the Dev Solana Wallet approved since this page loaded, and lets a person make it decline. */
export function DevSolanaWalletPanel({ wallet }: { wallet: DevSolanaWallet }): ReactNode {
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
    <section aria-labelledby="dev-solana-wallet-title" className="panel">
      <h2 id="dev-solana-wallet-title">Dev Solana Wallet</h2>
      <p>
        A Solana wallet built into this demo (Wallet Standard), holding devnet Solana test account{' '}
        <code>{wallet.address}</code>. It approves every request unless told otherwise.
      </p>
      <button
        type="button"
        aria-pressed={armed}
        onClick={() => {
          wallet.rejectNext()
          setArmed(true)
        }}
      >
        Reject next Solana request
      </button>
      <button type="button" onClick={() => wallet.disconnectInWallet()}>
        Disconnect in the Solana wallet
      </button>
      {armed ? <p role="status">The next Solana request will be declined.</p> : null}
      <h3 id="solana-prompts-title">Solana requests since this page loaded</h3>
      {log.length === 0 ? (
        <p>None</p>
      ) : (
        <ol aria-labelledby="solana-prompts-title">
          {log.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={i}>{m}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
