/**
 * The approval on the frame's surface: what is signed or sent, in words, with Reject and Approve. Loaded
 * with the first approval, not with the frame (rpc.ts). Approve counts only when the visitor sees it
 * (guard.ts); where the browser cannot tell, it opens in a window of its own (review-window.ts).
 */
import type { Described } from './decode/describe.ts'
import type { Detail } from './detail.ts'
import { canTrackVisibility, guardApproval, VISIBLE_MS } from './guard.ts'
import { t } from './i18n/index.ts'
import { openReviewWindow } from './review-window.ts'
import { el, hideSurface, show, surfaceElement } from './surface.ts'

/**
 * How an approval ended: approved, rejected (or aborted), rejected with every other request of the site
 * waiting behind it, or refused because the page tampered with it.
 */
export type ApprovalOutcome = 'approve' | 'reject' | 'reject-all' | 'tampered'

/** A button of the approval screens. */
export const button = (text: string, className: 'primary' | 'secondary'): HTMLButtonElement => {
  const b = el('button', { text, className })
  b.type = 'button'
  return b
}
const detailList = (details: readonly Detail[]) => {
  const list = el('dl')
  for (const d of details)
    list.append(
      el('dt', { text: d.label }),
      el('dd', { text: d.value, ...(d.mono ? { className: 'mono' } : {}) }),
    )
  return list
}
const focusFirst = (heading: HTMLElement, children: Node[]) => {
  show([heading, ...children])
  heading.focus({ preventScroll: true })
}
/** A screen's heading, focusable so focus can start there. */
export const headingOf = (text: string): HTMLHeadingElement => {
  const heading = el('h1', { text })
  heading.tabIndex = -1
  return heading
}

/** What an approval shows: title, warnings, details, the raw data, and what must be acknowledged. */
export type ApprovalView = Described

/**
 * The approval's body: its warnings first (with `acknowledge`, the box that answers them, right below),
 * then the details, then the raw data behind a disclosure.
 */
export function approvalBody(view: ApprovalView, acknowledge?: Node): Node[] {
  const nodes: Node[] = []
  for (const w of view.warnings) {
    const p = el('p', { text: w, className: 'warning' })
    p.setAttribute('role', 'alert')
    nodes.push(p)
  }
  if (acknowledge) nodes.push(acknowledge)
  nodes.push(detailList(view.details))
  if (view.raw)
    nodes.push(
      el(
        'details',
        {},
        el('summary', { text: t().rawData }),
        el('pre', { text: view.raw, className: 'mono' }),
      ),
    )
  return nodes
}

/**
 * A checkbox the visitor ticks to acknowledge what the approval says (a signature for another network);
 * `onChange` hears its state. Undefined when there is nothing to acknowledge.
 */
export function acknowledgement(
  text: string | undefined,
  onChange: (ticked: boolean) => void,
): Node | undefined {
  if (!text) return undefined
  const box = el('input')
  box.type = 'checkbox'
  box.id = 'acknowledge'
  box.addEventListener('change', () => onChange(box.checked))
  const label = el('label', { text, className: 'acknowledge' })
  label.prepend(box)
  return label
}

/**
 * Shows an approval and resolves with the visitor's choice; `abort` resolves it as rejected. Approve
 * counts only once the browser has seen the frame fully visible for 500 ms and the visitor's own input
 * reached it (guard.ts), and once anything the approval asks to acknowledge is ticked; a page that hides,
 * covers, moves or resizes it gets 'tampered'. Where the browser cannot tell, the approval opens in a
 * window of its own on this origin (review-window.ts). A press the guard does not count says so (press
 * again), and so does a resize of the visitor's own window, which re-arms the approval. With `waiting`
 * other requests of the site queued behind it, "Reject all from this site" answers them all.
 *
 * @example
 * const outcome = await askApproval({ title: 'Sign message', details, warnings: [] }, signal, 0)
 */
export function askApproval(view: ApprovalView, signal: AbortSignal, waiting = 0): Promise<ApprovalOutcome> {
  return new Promise((resolve) => {
    let stopGuard = () => {}
    const done = (outcome: ApprovalOutcome) => {
      signal.removeEventListener('abort', onAbort)
      stopGuard()
      hideSurface()
      resolve(outcome)
    }
    const onAbort = () => done('reject')
    signal.addEventListener('abort', onAbort, { once: true })
    const reject = button(t().reject, 'secondary')
    reject.addEventListener('click', () => done('reject'))
    const rejectAll = waiting > 0 ? [button(t().rejectAll, 'secondary')] : []
    for (const b of rejectAll) b.addEventListener('click', () => done('reject-all'))
    if (!canTrackVisibility()) {
      const review = button(t().openReview, 'primary')
      const problem = el('p', { className: 'problem' })
      problem.setAttribute('role', 'alert')
      review.addEventListener('click', () => {
        problem.textContent = ''
        const opened = openReviewWindow(view, signal)
        if (!opened) problem.textContent = t().popupBlocked
        else opened.then((ok) => done(ok ? 'approve' : 'reject'))
      })
      focusFirst(headingOf(view.title), [
        el('p', { text: t().reviewText }),
        ...approvalBody(view),
        problem,
        el('div', { className: 'actions' }, ...rejectAll, reject, review),
      ])
      return
    }
    const approve = button(t().approve, 'primary')
    let armed = false
    let acknowledged = !view.acknowledge
    const update = () => {
      approve.disabled = !(armed && acknowledged)
    }
    update()
    // What the visitor is told about a press that did not count, or a re-armed approval.
    const note = el('p', { className: 'note' })
    note.setAttribute('role', 'status')
    const guard = guardApproval(surfaceElement(), {
      onArmed: (on) => {
        armed = on
        update()
      },
      onTamper: () => done('tampered'),
      onReset: () => {
        note.textContent = t().windowChanged
      },
    })
    stopGuard = guard.stop
    approve.addEventListener('click', (e) => {
      if (!acknowledged) return
      if (guard.accepts(e)) return done('approve')
      // Armed, but the press came as the pointer arrived (or a key's click without its key): not counted.
      note.textContent = t().pressAgain
    })
    const ack = acknowledgement(view.acknowledge, (ticked) => {
      acknowledged = ticked
      update()
    })
    focusFirst(headingOf(view.title), [
      ...approvalBody(view, ack),
      note,
      el('div', { className: 'actions' }, ...rejectAll, reject, approve),
    ])
  })
}

/**
 * Says, in the frame, why an approval the page tampered with was refused; Close hides it and runs
 * `onClose`. Close takes no press for the first {@link VISIBLE_MS}: the press the page steered at
 * Approve (a move under the pointer) lands where Close now is, and must not dismiss the one warning the
 * visitor gets.
 *
 * @example
 * showRefusal(() => post({ type: 'HIDE', payload: {} }))
 */
export function showRefusal(onClose: () => void): void {
  const close = button(t().close, 'primary')
  close.disabled = true
  setTimeout(() => {
    close.disabled = false
  }, VISIBLE_MS)
  close.addEventListener('click', () => {
    hideSurface()
    onClose()
  })
  const text = el('p', { text: t().tampered })
  text.setAttribute('role', 'alert')
  focusFirst(headingOf(t().refusedTitle), [text, el('div', { className: 'actions' }, close)])
}
