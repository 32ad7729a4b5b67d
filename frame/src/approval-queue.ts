/**
 * The frame's approvals, one at a time: a newer request waits for the older. A page cannot bury the
 * visitor in requests: at most {@link MAX_WAITING_APPROVALS} wait at once (more are refused at once, and
 * the app is told why), and "Reject all from this site" answers every one waiting behind the one on
 * screen.
 */
import type { ApprovalOutcome } from './approval.ts'
import type { Described } from './decode/describe.ts'
import { t } from './i18n/index.ts'
import { RpcError } from './rpc-error.ts'

/** How many approvals may wait at once, the one on screen included; more are refused with 4001. */
export const MAX_WAITING_APPROVALS = 10

/** The approval screen and its clickjacking guard load with the first approval, not with the frame. */
const approvalScreen = () => import('./approval.ts')

const rejected = () => new RpcError('User rejected the request.', 4001)

/**
 * The queue of one frame's approvals. `approve` resolves once the visitor approves and rejects with 4001
 * otherwise (rejected, aborted, answered by "Reject all", refused as tampered with, or over the cap).
 *
 * @example
 * const { approve, abort } = createApprovalQueue({ onShow, onHide, site: () => 'App (https://app.example)' })
 * await approve('personal_sign', { title: 'Sign message', details, warnings: [] })
 */
export function createApprovalQueue(ui: {
  onShow: (method: string) => void
  onHide: () => void
  /** Who asks, as the approval names it. */
  site: () => string
}): { approve: (method: string, described: Described) => Promise<void>; abort: () => void } {
  let pending: AbortController | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let waiting = 0
  // Bumped by "Reject all": a request queued in an older round is answered without being shown.
  let round = 0
  const approve = (method: string, described: Described): Promise<void> => {
    if (waiting >= MAX_WAITING_APPROVALS)
      return Promise.reject(new RpcError(t().tooManyApprovals(MAX_WAITING_APPROVALS), 4001))
    waiting++
    const mine = round
    const turn = queue.then(async () => {
      if (mine !== round) throw rejected()
      const { askApproval, showRefusal } = await approvalScreen()
      pending = new AbortController()
      ui.onShow(method)
      let outcome: ApprovalOutcome = 'reject'
      try {
        outcome = await askApproval(
          { ...described, details: [...described.details, { label: t().site, value: ui.site() }] },
          pending.signal,
          waiting - 1,
        )
      } finally {
        pending = undefined
        // A tampered approval's refusal stays on screen until the visitor closes it.
        if (outcome === 'tampered') showRefusal(ui.onHide)
        else ui.onHide()
      }
      if (outcome === 'reject-all') round++
      if (outcome === 'tampered') throw new RpcError(t().tampered, 4001)
      if (outcome !== 'approve') throw rejected()
    })
    const settled = turn.finally(() => {
      waiting--
    })
    queue = settled.catch(() => {})
    return settled
  }
  return { approve, abort: () => pending?.abort() }
}
