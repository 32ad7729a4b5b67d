import { useLatchAccount } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { latch } from './latch.ts'

/** How each namespace's wallets sign a message, for the signatures this page does not check itself. */
const SCHEMES: Record<string, string> = { bip122: 'BIP-322', cosmos: 'ADR-36', polkadot: 'signRaw' }

type Outcome =
  | { kind: 'verified' | 'invalid' | 'signed'; signature: string }
  | { kind: 'error'; message: string }

/** Asks the connected wallet to sign a message, then checks the signature against the address (EVM or Solana). */
export function SignMessagePanel(): ReactNode {
  const { caipAddress, isConnected } = useLatchAccount()
  const [message, setMessage] = useState('Hello from the Latch demo')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const sign = async () => {
    if (!caipAddress) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const signature = await latch.signMessage(message)
      // The verifiers (viem's recovery, ed25519) load with the first signature, not with the page.
      const { verifySignature } = await import('./verify.ts')
      const ok = await verifySignature(caipAddress, message, signature)
      setOutcome({ kind: ok === undefined ? 'signed' : ok ? 'verified' : 'invalid', signature })
    } catch (e) {
      setOutcome({ kind: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="sign-title" className="panel">
      <h2 id="sign-title">Sign a message</h2>
      <label htmlFor="sign-message">Message</label>{' '}
      <input id="sign-message" value={message} onChange={(e) => setMessage(e.target.value)} />{' '}
      <button type="button" className="ghost" disabled={!isConnected || busy} onClick={() => void sign()}>
        Sign message
      </button>
      <p role="status">
        {outcome?.kind === 'verified'
          ? 'Signature verified'
          : outcome?.kind === 'invalid'
            ? 'Signature does not match the address'
            : outcome?.kind === 'signed'
              ? `Signed (${SCHEMES[caipAddress?.split(':')[0] ?? ''] ?? 'unchecked'})`
              : outcome?.kind === 'error'
                ? `Signing failed: ${outcome.message}`
                : busy
                  ? 'Waiting for the wallet…'
                  : ''}
      </p>
      {outcome && outcome.kind !== 'error' ? <code className="wrap">{outcome.signature}</code> : null}
    </section>
  )
}
