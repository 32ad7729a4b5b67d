/**
 * What the frame shows when it is visible over the modal: an approval (what is signed or sent, in
 * readable form, with Reject and Approve) or the recovery code. Built with DOM text nodes only: nothing
 * a dapp passes in is ever parsed as markup. The host page cannot click inside this frame, and an approval
 * it hides, covers, moves or resizes is refused (guard.ts).
 */
import './surface.css'
import type { Described } from './decode/describe.ts'
import type { Detail } from './detail.ts'
import { canTrackVisibility, guardApproval } from './guard.ts'
import { t } from './i18n/index.ts'
import { openReviewWindow } from './review-window.ts'

const surface = () => document.getElementById('surface') as HTMLElement

/** An element with text (never markup) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { text?: string; className?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (props.text !== undefined) node.textContent = props.text
  if (props.className) node.className = props.className
  node.append(...children)
  return node
}

export type { Detail }

/** Shows the surface with these children. */
export function show(children: Node[]): void {
  const root = surface()
  root.replaceChildren(...children)
  root.hidden = false
}

/** Hides the surface and empties it. */
export function hideSurface(): void {
  const root = surface()
  root.hidden = true
  root.replaceChildren()
}

/** How an approval ended: approved, rejected (or aborted), or refused because the page tampered with it. */
export type ApprovalOutcome = 'approve' | 'reject' | 'tampered'

const button = (text: string, className: 'primary' | 'secondary') => {
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
  heading.focus()
}
const headingOf = (text: string) => {
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
function acknowledgement(text: string | undefined, onChange: (ticked: boolean) => void): Node | undefined {
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
 * window of its own on this origin (review-window.ts).
 *
 * @example
 * const outcome = await askApproval({ title: 'Sign message', details, warnings: [] }, signal)
 */
export function askApproval(view: ApprovalView, signal: AbortSignal): Promise<ApprovalOutcome> {
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
        el('div', { className: 'actions' }, reject, review),
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
    const guard = guardApproval(surface(), {
      onArmed: (on) => {
        armed = on
        update()
      },
      onTamper: () => done('tampered'),
    })
    stopGuard = guard.stop
    approve.addEventListener('click', (e) => {
      if (acknowledged && guard.accepts(e)) done('approve')
    })
    const ack = acknowledgement(view.acknowledge, (ticked) => {
      acknowledged = ticked
      update()
    })
    focusFirst(headingOf(view.title), [
      ...approvalBody(view, ack),
      el('div', { className: 'actions' }, reject, approve),
    ])
  })
}

/**
 * Says, in the frame, why an approval the page tampered with was refused; Close hides it and runs
 * `onClose`.
 *
 * @example
 * showRefusal(() => post({ type: 'HIDE', payload: {} }))
 */
export function showRefusal(onClose: () => void): void {
  const close = button(t().close, 'primary')
  close.addEventListener('click', () => {
    hideSurface()
    onClose()
  })
  const text = el('p', { text: t().tampered })
  text.setAttribute('role', 'alert')
  focusFirst(headingOf(t().refusedTitle), [text, el('div', { className: 'actions' }, close)])
}

/**
 * Shows a new wallet's recovery code once and resolves when the visitor says they saved it.
 *
 * @example
 * await showRecoveryCode('K3Q9-…')
 */
export function showRecoveryCode(code: string): Promise<void> {
  return new Promise((resolve) => {
    const saved = el('button', { text: t().savedCode, className: 'primary' })
    saved.type = 'button'
    saved.addEventListener('click', () => {
      hideSurface()
      resolve()
    })
    const heading = el('h1', { text: t().saveTitle })
    heading.tabIndex = -1
    show([
      heading,
      el('p', { text: t().saveText }),
      el('p', { text: code, className: 'code' }),
      el('div', { className: 'actions' }, saved),
    ])
    heading.focus()
  })
}

/**
 * Asks for the recovery code until `check` accepts one (its answer is resolved), showing why each try
 * failed; rejects when the visitor says they do not have it. A `warning` (a handover that did not open)
 * is said first, as an alert.
 *
 * @example
 * const seed = await askRecoveryCode(undefined, (code) => recoverSeed(code))
 */
export function askRecoveryCode<T>(
  warning: string | undefined,
  check: (typed: string) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const heading = el('h1', { text: t().enterTitle })
    heading.tabIndex = -1
    const input = el('input', { className: 'code' })
    input.id = 'recovery-code'
    input.autocomplete = 'off'
    input.spellcheck = false
    input.setAttribute('aria-describedby', 'recovery-problem')
    const label = el('label', { text: t().codeLabel })
    label.htmlFor = input.id
    const problem = el('p', { className: 'problem' })
    problem.id = 'recovery-problem'
    problem.setAttribute('role', 'alert')
    const none = el('button', { text: t().noCode, className: 'secondary' })
    const recover = el('button', { text: t().recover, className: 'primary' })
    none.type = 'button'
    recover.type = 'button'
    none.addEventListener('click', () => {
      hideSurface()
      reject(new Error(t().noRecoveryCode))
    })
    // No <form>: the frame is sandboxed without allow-forms, so a submit would never fire.
    const submit = () => {
      if (recover.disabled) return
      recover.disabled = true
      problem.textContent = ''
      check(input.value).then(
        (value) => {
          hideSurface()
          resolve(value)
        },
        (error: unknown) => {
          recover.disabled = false
          problem.textContent = error instanceof Error ? error.message : String(error)
          input.focus()
        },
      )
    }
    recover.addEventListener('click', submit)
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') submit()
    })
    const form = el(
      'div',
      { className: 'form' },
      label,
      input,
      problem,
      el('div', { className: 'actions' }, none, recover),
    )
    const why = warning
      ? el('p', { text: warning, className: 'warning' })
      : el('p', { text: t().recoverText })
    if (warning) why.setAttribute('role', 'alert')
    show([heading, why, form])
    input.focus()
  })
}
