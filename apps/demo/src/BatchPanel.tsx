import { testTokens } from '@latch/devnet/chains'
import {
  type CallsProgress,
  useCapabilities,
  useLatchAccount,
  useSendCalls,
  type WalletCapabilities,
} from '@latch/react'
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

const lusdTransfer = (to: `0x${string}`, amount: bigint) => ({
  to: lusd().address,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
/** More LUSD than any account holds: a transfer of it fails. */
const TOO_MUCH = 2n ** 200n

const callsOf = (coin: 'ETH' | 'LUSD', to: `0x${string}`, secondFails: boolean) => {
  const calls =
    coin === 'ETH'
      ? VALUES.map((value) => ({ to, value }))
      : LUSD_AMOUNTS.map((amount) => lusdTransfer(to, amount))
  return secondFails ? [calls[0]!, lusdTransfer(to, TOO_MUCH)] : calls
}

/** What the wallet does with a batch, in words. */
function howItBatches(status: string, caps: WalletCapabilities | undefined): string {
  if (status === 'loading') return 'Asking the wallet what it can do…'
  if (status === 'error') return 'The wallet did not say what it can do with calls.'
  const atomic = caps?.atomic?.status
  if (atomic === 'supported') return 'This wallet runs the calls as one transaction, all or nothing.'
  if (atomic === 'ready')
    return 'This wallet can run the calls all or nothing once it makes the account a smart account (EIP-7702).'
  if (atomic === 'unsupported') return 'This wallet sends the calls one transaction at a time.'
  return 'This wallet has no batched calls (ERC-5792): the calls go one transaction at a time.'
}

/** A step of the batch, in words. */
function progressText(p: CallsProgress): string {
  if (p.stage === 'upgrade')
    return 'The wallet will ask to make this account a smart account (EIP-7702), so the calls run as one transaction…'
  const which = `Call ${p.index + 1} of ${p.total}`
  if (p.stage === 'sending') return `${which}: waiting for the wallet…`
  if (p.stage === 'sent') return `${which} sent, waiting for the chain…`
  return `${which} landed`
}

type Outcome = { kind: 'busy' | 'done' | 'error'; text: string }

/**
 * Sends two transfers (of ETH, or of the devnet's LUSD) through `useSendCalls` as the wallet allows, and
 * says what the wallet can do (`useCapabilities`): one batch (ERC-5792) that the email wallet approves at
 * once, or one transaction per call with progress. "All or nothing" asks for an atomic batch
 * (`atomicRequired`): the email wallet then runs it as a smart account (EIP-7702), whose gas the demo's
 * project sponsors. "Second call fails" shows what a failure part way says.
 */
export function BatchPanel(): ReactNode {
  const { isConnected, caipAddress } = useLatchAccount()
  const { sendCalls, waitForCallsStatus } = useSendCalls()
  const capabilities = useCapabilities()
  const [receiver, setReceiver] = useState('')
  const [coin, setCoin] = useState<'ETH' | 'LUSD'>('ETH')
  const [atomic, setAtomic] = useState(false)
  const [secondFails, setSecondFails] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const evm = isConnected && caipAddress?.startsWith('eip155:') === true
  const send = async () => {
    setOutcome({ kind: 'busy', text: 'Waiting for the wallet…' })
    try {
      const to = receiver.trim() as `0x${string}`
      const { id, sentAs } = await sendCalls({
        calls: callsOf(coin, to, secondFails),
        atomicRequired: atomic,
        onProgress: (p) => setOutcome({ kind: 'busy', text: progressText(p) }),
      })
      if (sentAs === 'batch') setOutcome({ kind: 'busy', text: 'Batch sent, waiting for the chain…' })
      const result = await waitForCallsStatus({ id, pollingIntervalMs: 500 })
      capabilities.refetch()
      setOutcome(
        result.status === 'success'
          ? {
              kind: 'done',
              text: result.atomic
                ? 'Batch confirmed: one transaction, all or nothing'
                : `Calls confirmed: ${result.receipts.length} transactions, one by one`,
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
        Two transfers (0.0001 and 0.0002 ETH, or 0.1 and 0.2 LUSD) to one address: one batch (ERC-5792) where
        the wallet can, else one transaction each.
      </p>
      {evm && <p>{howItBatches(capabilities.status, capabilities.capabilities)}</p>}
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
      <label>
        <input type="checkbox" checked={secondFails} onChange={(e) => setSecondFails(e.target.checked)} />{' '}
        Second call fails
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
