/**
 * A refusal in a non-OK answer (`{ error, reason, args? }`): a stable code the client translates and
 * its arguments, as a schema both the API's client and the wallet frame read answers with. zod's mini
 * build: `reason.ts` keeps the zod-free reading of the `error` text for the page load's callers.
 */
import * as z from 'zod/mini'
import { errorText } from './reason.ts'

/**
 * A refusal's part of an error answer: `reason`, a plain identifier, and at most four short strings or
 * numbers to fill its message with.
 *
 * @example
 * refusalAnswer.parse({ error: 'Wrong code', reason: 'codeWrong', args: [2] }) // { reason: 'codeWrong', args: [2] }
 */
export const refusalAnswer = z.object({
  reason: z.string().check(z.regex(/^[A-Za-z_]{1,64}$/)),
  args: z._default(
    z.array(z.union([z.number(), z.string().check(z.maxLength(100))])).check(z.maxLength(4)),
    [],
  ),
})

/** A refusal as the client keeps it: its code and arguments. */
export type Refusal = { code: string; args: z.infer<typeof refusalAnswer>['args'] }

/** What a non-OK answer's body says: its reason (the `error` text), and a refusal when it has one. */
export type ErrorAnswer = { reason?: string; refusal?: Refusal }

/**
 * The refusal in an answer's body, read with {@link refusalAnswer}; undefined when it has none or
 * another shape.
 *
 * @example
 * refusalOf({ error: '…', reason: 'codeWrong', args: [2] }) // { code: 'codeWrong', args: [2] }
 */
export function refusalOf(body: unknown): Refusal | undefined {
  const read = refusalAnswer.safeParse(body)
  return read.success ? { code: read.data.reason, args: read.data.args } : undefined
}

/**
 * Reads a non-OK answer: the `error` text clipped to 300 characters, and its refusal.
 *
 * @example
 * const { reason, refusal } = await errorAnswerOf(res) // refusal: { code: 'SWAP_INSUFFICIENT_BALANCE', args: ['ETH'] }
 */
export async function errorAnswerOf(res: Response): Promise<ErrorAnswer> {
  const body: unknown = await res.json().catch(() => undefined)
  const refusal = refusalOf(body)
  return { reason: errorText(body), ...(refusal ? { refusal } : {}) }
}
