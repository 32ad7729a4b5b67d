import { testTokens } from '@latch/devnet/chains'
import { useLatchAccount, useSendCalls } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { encodeFunctionData, erc20Abi } from 'viem'

/** The two transfers of the demo's batch, in wei: 0.0001 and 0.0002 of the chain's coin. */
const VALUES = [100_000_000_000_000n, 200_000_000_000_000n] as const
/**
 * Or of the devnet's LUSD (6 decimals): 0.1 and 0.2, each an ERC-20 `transfer`. Its address is computed
 * when a batch is made (its keccak hashes cost a fresh page ~25 ms of its first render).
 */
const lusd = () => testTokens()[0]!
const LUSD_AMOUNTS = [100_000n, 200_000n] as const

const callsOf = (coin: 'ETH' | 'LUSD', to: `0x${string}`) =>
  coin === 'ETH'
    ? VALUES.map((value) => ({ to, value }))
    : LUSD_AMOUNTS.map((amount) => ({
        to: lusd().address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }))

type Outcome = { kind: 'busy' | 'done' | 'error'; text: string }

/**
 * Sends two transfers (of ETH, or of the devnet's LUSD) as one batch (ERC-5792) through `useSendCalls`,
 * then waits for the batch: the email wallet approves both at once; a wallet without batches says so.
 * "All or nothing" asks for an atomic batch (`atomicRequired`): the email wallet then runs it as a smart
 * account (EIP-7702), whose gas the demo's project sponsors.
 */
export function BatchPanel(): ReactNode {
  const { isConnected, caipAddress } = useLatchAccount()
  const { sendCalls, waitForCallsStatus } = useSendCalls()
  const [receiver, setReceiver] = useState('')
  const [coin, setCoin] = useState<'ETH' | 'LUSD'>('ETH')
  const [atomic, setAtomic] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const evm = isConnected && caipAddress?.startsWith('eip155:') === true
  const send = async () => {
    setOutcome({ kind: 'busy', text: 'Waiting for the wallet…' })
    try {
      const to = receiver.trim() as `0x${string}`
      const { id } = await sendCalls({ calls: callsOf(coin, to), atomicRequired: atomic })
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
      <p>
        Two transfers (0.0001 and 0.0002 ETH, or 0.1 and 0.2 LUSD) to one address, approved once (ERC-5792).
      </p>
      <label htmlFor="batch-receiver">Receiver</label>{' '}
      <input
        id="batch-receiver"
        placeholder="0x…"
        spellCheck={false}
        autoComplete="off"
        value={receiver}
        onChange={(e) => setReceiver(e.target.value)}
      />{' '}
      <label htmlFor="batch-coin">Coin</label>{' '}
      <select id="batch-coin" value={coin} onChange={(e) => setCoin(e.target.value as 'ETH' | 'LUSD')}>
        <option value="ETH">ETH</option>
        <option value="LUSD">LUSD</option>
      </select>{' '}
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
