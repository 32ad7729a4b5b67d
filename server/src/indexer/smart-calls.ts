/**
 * Native value a smart account moves inside its calls, which no transaction's value shows: an EIP-7702
 * account's transaction to itself (`execute` / `executeBatch`, an all-or-nothing batch), and the user
 * operations ERC-4337's EntryPoint v0.8 ran for it (`handleOps`, a sponsored send). Read from the
 * transaction's input and, for user operations, the EntryPoint's `UserOperationEvent` (its `success`).
 * Only for accounts delegating, at that block, to a smart-account implementation the server enables:
 * their `execute` does what it says; any other code could claim transfers it never made.
 */
import { delegateOf, ENTRY_POINT_FUNCTIONS, ENTRY_POINT_V08 } from '@latch/protocol/calls'
import {
  type Block,
  decodeEventLog,
  decodeFunctionData,
  type Hash,
  type Hex,
  parseAbi,
  type Transaction,
  type TransactionReceipt,
  toFunctionSelector,
} from 'viem'
import { SMART_ACCOUNT_SELECTORS, smartAccountCalls } from '../chain/smart-account-calls.ts'
import type { TransferRow } from './extract.ts'

const ENTRY_POINT_ABI = parseAbi(ENTRY_POINT_FUNCTIONS)
const ENTRY_POINT = ENTRY_POINT_V08.toLowerCase()
/** The selectors of the account's `execute` and `executeBatch` and the EntryPoint's `handleOps`. */
const SELECTORS = new Set([...SMART_ACCOUNT_SELECTORS, toFunctionSelector(ENTRY_POINT_FUNCTIONS[0])])

/** A transaction that may hold such calls: to itself, or to the EntryPoint, with a known selector. */
export const isSmartCall = (tx: Transaction): boolean =>
  Boolean(tx.to) &&
  SELECTORS.has(tx.input.slice(0, 10)) &&
  (tx.to!.toLowerCase() === tx.from.toLowerCase() || tx.to!.toLowerCase() === ENTRY_POINT)

/**
 * The native transfers inside the smart-account calls of these blocks. `receipts` holds the receipt of
 * every transaction `isSmartCall` picks; `codeAt` reads an account's code at a block; `implementations`
 * are the smart-account implementations the server enables on this chain (lower case).
 *
 * @example
 * const rows = await extractSmartTransfers('eip155:1', blocks, receipts, { implementations, codeAt })
 */
export async function extractSmartTransfers(
  chain: string,
  blocks: readonly Block<bigint, true>[],
  receipts: ReadonlyMap<Hash, Pick<TransactionReceipt, 'status' | 'logs'>>,
  deps: {
    implementations: ReadonlySet<string>
    codeAt: (address: Hex, block: bigint) => Promise<Hex | undefined>
  },
): Promise<TransferRow[]> {
  if (deps.implementations.size === 0) return []
  const rows: TransferRow[] = []
  const known = new Map<string, Promise<boolean>>()
  /** Whether the account runs an enabled implementation at the block (read once per account and block). */
  const trusted = (account: string, block: bigint) => {
    const key = `${account.toLowerCase()}@${block}`
    let found = known.get(key)
    if (!found) {
      found = deps.codeAt(account as Hex, block).then(
        (code) => deps.implementations.has(delegateOf(code) ?? ''),
        () => false,
      )
      known.set(key, found)
    }
    return found
  }
  for (const block of blocks) {
    for (const tx of block.transactions as Transaction[]) {
      if (!isSmartCall(tx)) continue
      const receipt = receipts.get(tx.hash)
      if (receipt?.status !== 'success') continue
      // Each account's calls that went through: the transaction's own, or each successful operation's.
      const ran: { account: string; calls: { target: string; value: bigint }[] }[] = []
      if (tx.to!.toLowerCase() !== ENTRY_POINT)
        ran.push({ account: tx.from, calls: smartAccountCalls(tx.input) ?? [] })
      else {
        let ops: readonly { sender: Hex; nonce: bigint; callData: Hex }[] = []
        try {
          const call = decodeFunctionData({ abi: ENTRY_POINT_ABI, data: tx.input })
          if (call.functionName === 'handleOps') ops = call.args[0]
        } catch {
          continue
        }
        const succeeded = new Set<string>()
        for (const log of receipt.logs) {
          if (log.address.toLowerCase() !== ENTRY_POINT) continue
          try {
            const event = decodeEventLog({ abi: ENTRY_POINT_ABI, data: log.data, topics: log.topics })
            if (event.eventName === 'UserOperationEvent' && event.args.success)
              succeeded.add(`${event.args.sender.toLowerCase()}:${event.args.nonce}`)
          } catch {}
        }
        for (const op of ops)
          if (succeeded.has(`${op.sender.toLowerCase()}:${op.nonce}`))
            ran.push({ account: op.sender, calls: smartAccountCalls(op.callData) ?? [] })
      }
      let index = -2
      for (const { account, calls } of ran) {
        const moving = calls.filter((c) => c.value > 0n)
        if (moving.length === 0 || !(await trusted(account, block.number!))) continue
        for (const c of moving)
          rows.push({
            chain,
            txHash: tx.hash,
            // Below the transaction's own value move (-1), one per call, in order.
            logIndex: index--,
            blockNumber: block.number!,
            blockHash: block.hash!,
            minedAt: new Date(Number(block.timestamp) * 1000),
            sender: account.toLowerCase(),
            recipient: c.target.toLowerCase(),
            kind: 'native',
            token: null,
            value: c.value.toString(),
            status: 'confirmed',
            txFrom: tx.from.toLowerCase(),
            txTo: tx.to!.toLowerCase(),
            txNonce: tx.nonce,
          })
      }
    }
  }
  return rows
}
