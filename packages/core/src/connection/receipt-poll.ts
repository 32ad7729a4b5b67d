import type { Network } from '../networks/types.ts'
import { latchError } from '../plumbing/errors.ts'

/** How long a send waits for its receipt (SPEC §9). */
export const RECEIPT_TIMEOUT_MS = 25_000
/** A node that fails every poll this long is reported unreachable, not "not confirmed". */
export const NODE_UNREACHABLE_AFTER_MS = 5_000
const POLL_MS = 250

/**
 * Polls a sent transaction's outcome, for adapters: `check` answers `success`, `reverted`, or
 * undefined while it is pending, and throws when the node fails. Not settled by `timeoutMs`: "not
 * confirmed within 25 seconds". A node failing for {@link NODE_UNREACHABLE_AFTER_MS}: that is what the
 * visitor is told, with the transaction's hash, since the send may still land.
 *
 * @example
 * await pollTransaction({ network, hash, timeoutMs: 25_000 }, async () => (await receipt(hash))?.status)
 */
export async function pollTransaction(
  p: { network: Pick<Network, 'name'>; hash: string; timeoutMs: number },
  check: () => Promise<'success' | 'reverted' | undefined>,
): Promise<'success' | 'reverted'> {
  const deadline = Date.now() + p.timeoutMs
  let failingSince: number | undefined
  for (;;) {
    try {
      const outcome = await check()
      if (outcome) return outcome
      failingSince = undefined
    } catch (cause) {
      failingSince ??= Date.now()
      if (Date.now() - failingSince >= NODE_UNREACHABLE_AFTER_MS)
        throw latchError('RPC_UNREACHABLE', { cause, args: [p.network.name], detail: p.hash })
    }
    if (Date.now() >= deadline) throw latchError('SEND_RECEIPT_TIMEOUT', { detail: p.hash })
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
}
