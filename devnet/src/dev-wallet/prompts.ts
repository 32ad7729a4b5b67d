/** What a dev wallet asks "the person": approve unless told to decline the next request, and report each. */
import { userRejected } from './errors.ts'

type Listener = (method: string, outcome: 'approved' | 'rejected') => void

/**
 * The prompts of one dev wallet: `ask` approves, or declines with error 4001 when `rejectNext` was
 * called; each outcome goes to the `onPrompt` listeners.
 *
 * @example
 * const prompts = createPrompts()
 * prompts.ask('bitcoin:signMessage') // throws after prompts.rejectNext()
 */
export function createPrompts() {
  const listeners = new Set<Listener>()
  let rejecting = false
  return {
    ask(method: string): void {
      const outcome = rejecting ? 'rejected' : 'approved'
      rejecting = false
      for (const l of listeners) l(method, outcome)
      if (outcome === 'rejected') throw userRejected()
    },
    rejectNext(): void {
      rejecting = true
    },
    onPrompt(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
