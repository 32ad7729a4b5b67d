/**
 * What the frame shows when it is visible over the modal: an approval (what is signed or sent, in
 * readable form, with Reject and Approve) or the recovery code. Built with DOM text nodes only: nothing
 * a dapp passes in is ever parsed as markup. The host page cannot click inside this frame.
 */
import './surface.css'
import { t } from './i18n/index.ts'

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

/** One labelled value of an approval. */
export type Detail = { label: string; value: string; mono?: boolean }

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

/**
 * Shows an approval and resolves with the visitor's choice; `abort` resolves it as declined.
 *
 * @example
 * const ok = await askApproval('Sign message', [{ label: 'Message', value: 'hello' }], signal)
 */
export function askApproval(
  title: string,
  details: readonly Detail[],
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      signal.removeEventListener('abort', onAbort)
      hideSurface()
      resolve(ok)
    }
    const onAbort = () => done(false)
    signal.addEventListener('abort', onAbort, { once: true })
    const list = el('dl')
    for (const d of details) {
      list.append(
        el('dt', { text: d.label }),
        el('dd', { text: d.value, ...(d.mono ? { className: 'mono' } : {}) }),
      )
    }
    const reject = el('button', { text: t().reject, className: 'secondary' })
    const approve = el('button', { text: t().approve, className: 'primary' })
    reject.type = 'button'
    approve.type = 'button'
    reject.addEventListener('click', () => done(false))
    approve.addEventListener('click', () => done(true))
    const heading = el('h1', { text: title })
    heading.tabIndex = -1
    show([heading, list, el('div', { className: 'actions' }, reject, approve)])
    heading.focus()
  })
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
 * failed; rejects when the visitor says they do not have it.
 *
 * @example
 * const seed = await askRecoveryCode((code) => recoverSeed(code))
 */
export function askRecoveryCode<T>(check: (typed: string) => Promise<T>): Promise<T> {
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
    show([heading, el('p', { text: t().recoverText }), form])
    input.focus()
  })
}
