import { useLatchAccount, useSendCalls } from '@latch/react'
import { type ReactNode, useState } from 'react'

/** The two transfers of the demo's batch, in wei: 0.0001 and 0.0002 of the chain's coin. */
const VALUES = [100_000_000_000_000n, 200_000_000_000_000n] as const

type Outcome = { kind: 'busy' | 'done' | 'error'; text: string }

/**
 * Sends two transfers as one batch (ERC-5792) through `useSendCalls`, then waits for the batch: the
 * email wallet approves both at once; a wallet without batches says so. "All or nothing" asks for an
 * atomic batch (`atomicRequired`): the email wallet then runs it as a smart account (EIP-7702).
 */
export function BatchPanel(): ReactNode {
  const { isConnected, caipAddress } = useLatchAccount()
  const { sendCalls, waitForCallsStatus } = useSendCalls()
  const [receiver, setReceiver] = useState('')
  const [atomic, setAtomic] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const evm = isConnected && caipAddress?.startsWith('eip155:') === true
  const send = async () => {
    setOutcome({ kind: 'busy', text: 'Waiting for the wallet…' })
    try {
      const to = receiver.trim() as `0x${string}`
      const { id } = await sendCalls({
        calls: VALUES.map((value) => ({ to, value })),
        atomicRequired: atomic,
      })
      setOutcome({ kind: 'busy', text: 'Batch sent, waiting for the chain…' })
      const result = await waitForCallsStatus({ id, pollingIntervalMs: 500 })
      setOutcome(
        result.status === 'success'
          ? {
              kind: 'done',
              text: result.atomic
                ? 'Batch confirmed: one transaction, all or nothing'
                : `Batch confirmed: ${result.receipts.length} transactions`,
            }
          : { kind: 'error', text: `Batch failed (status ${result.statusCode})` },
      )
    } catch (e) {
      setOutcome({ kind: 'error', text: `Batch failed: ${e instanceof Error ? e.message : String(e)}` })
    }
  }
  return (
    <section aria-labelledby="batch-title" className="panel">
      <h2 id="batch-title">Send calls in one batch</h2>
      <p>Two transfers (0.0001 and 0.0002) to one address, approved once (ERC-5792).</p>
      <label htmlFor="batch-receiver">Receiver</label>{' '}
      <input
        id="batch-receiver"
        placeholder="0x…"
        spellCheck={false}
        autoComplete="off"
        value={receiver}
        onChange={(e) => setReceiver(e.target.value)}
      />{' '}
      <label>
        <input type="checkbox" checked={atomic} onChange={(e) => setAtomic(e.target.checked)} /> All or
        nothing
      </label>{' '}
      <button
        type="button"
        className="ghost"
        disabled={!evm || outcome?.kind === 'busy'}
        onClick={() => void send()}
      >
        Send 2 calls
      </button>
      <p role="status" className="wrap">
        {outcome?.text ?? ''}
      </p>
    </section>
  )
}
