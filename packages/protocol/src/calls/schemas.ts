/**
 * Batched calls on the wire (ERC-5792) as schemas: a batch's calls as both sides check them (Latch's
 * actions before asking a wallet, the embedded wallet before showing an approval) and a wallet's
 * status answer as Latch reads it. zod's mini build; the page load never imports this module (the
 * constants and types stay in `wire.ts`).
 */
import * as z from 'zod/mini'
import { ADDRESS_PATTERN, HEX_BYTES_PATTERN, MAX_CALLS, QUANTITY_PATTERN } from './values.ts'

const HASH = /^0x[0-9a-fA-F]{64}$/

/** A string of the pattern, or the message (for anything else too). */
const hex = (pattern: RegExp, error: string) =>
  z.string({ error }).check(z.regex(pattern, { error })) as unknown as z.ZodMiniType<`0x${string}`>

/** One call of a batch: an address `to`, optional hex `data`, an optional hex quantity `value` in wei. */
export const walletCall = z.object(
  {
    to: hex(ADDRESS_PATTERN, 'must be an address (0x and 40 hex characters)'),
    data: z.optional(hex(HEX_BYTES_PATTERN, 'must be hex bytes starting 0x')),
    value: z.optional(hex(QUANTITY_PATTERN, 'must be a hex quantity string (e.g. "0x1")')),
  },
  { error: 'must be an object' },
)

/** A batch's calls: a non-empty list of at most {@link MAX_CALLS}. */
export const batchCalls = z
  .array(walletCall, { error: 'calls must be a non-empty list' })
  .check(
    z.minLength(1, { error: 'calls must be a non-empty list' }),
    z.maxLength(MAX_CALLS, { error: `a batch holds at most ${MAX_CALLS} calls` }),
  )

/**
 * What is wrong with a batch's calls, or undefined when every call is well formed: the first problem,
 * named by where it is.
 *
 * @example
 * callsProblem([{ to: '0xabc' }]) // 'calls[0].to must be an address (0x and 40 hex characters)'
 */
export function callsProblem(calls: unknown): string | undefined {
  const read = batchCalls.safeParse(calls)
  if (read.success) return undefined
  const issue = read.error.issues[0]!
  const [index, field] = issue.path
  if (index === undefined) return issue.message
  return `calls[${String(index)}]${field === undefined ? '' : `.${String(field)}`} ${issue.message}`
}

/**
 * A receipt in `wallet_getCallsStatus`'s answer, as Latch reads it: its transaction hash, and a status
 * (`0x1` succeeded; anything else reverted).
 */
export const callsReceipt = z.object({
  status: z.optional(z.unknown()),
  transactionHash: hex(HASH, 'must be a transaction hash'),
})

/**
 * `wallet_getCallsStatus`'s answer as Latch reads it: a numeric status; `atomic` true or not; the
 * receipts, each read with {@link callsReceipt} (one of another shape is left out).
 */
export const callsStatusAnswer = z.object({
  status: z.number(),
  atomic: z.catch(z.boolean(), false),
  receipts: z.catch(z.array(z.unknown()), []),
})
