import { LatchError, latchError } from '../plumbing/errors.ts'

/** A catalogue of a server's visitor refusals (`SWAP_REFUSALS`, `ONRAMP_REFUSALS`): code → English message. */
export type RefusalCatalogue = Readonly<Record<string, string | ((...args: string[]) => string)>>

/**
 * A server's refusal from the given catalogue as the Latch error of the same code (said in the
 * visitor's language), with as many arguments as the code's message takes; any other error as it is.
 *
 * @example
 * refusalError(e, SWAP_REFUSALS).code // 'SWAP_INSUFFICIENT_LIQUIDITY'
 */
export function refusalError(e: unknown, catalogue: RefusalCatalogue): unknown {
  const refusal = (e as { refusal?: { code: string; args: (string | number)[] } } | undefined)?.refusal
  if (!(e instanceof LatchError) || !refusal || !Object.hasOwn(catalogue, refusal.code)) return e
  const entry = catalogue[refusal.code]
  const arity = typeof entry === 'function' ? entry.length : 0
  const args = refusal.args.map(String).slice(0, arity) as never
  return latchError(refusal.code as never, { args, cause: e })
}
