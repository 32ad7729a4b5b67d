/**
 * What the frame shows when it is visible over the modal: an approval (what is signed or sent, in
 * readable form, with Reject and Approve) or the recovery code. Built with DOM text nodes only: nothing
 * a dapp passes in is ever parsed as markup. The host page cannot click inside this frame, and an approval
 * it hides, covers, moves or resizes is refused (guard.ts).
 */
import './surface.css'
import type { Detail } from './detail.ts'
import { t } from './i18n/index.ts'

/** The element the frame shows its screens in. */
export const surfaceElement = (): HTMLElement => document.getElementById('surface') as HTMLElement
const surface = surfaceElement

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

/**
 * A field for a code the visitor types (the recovery code, a handover code): its input, its label, and
 * the alert that says what is wrong with it.
 *
 * @example
 * const { input, label, problem } = codeField('recovery-code', t().codeLabel)
 */
export function codeField(id: string, labelText: string) {
  const input = el('input', { className: 'code' })
  input.id = id
  input.autocomplete = 'off'
  input.spellcheck = false
  input.setAttribute('aria-describedby', `${id}-problem`)
  const label = el('label', { text: labelText })
  label.htmlFor = id
  const problem = el('p', { className: 'problem' })
  problem.id = `${id}-problem`
  problem.setAttribute('role', 'alert')
  return { input, label, problem }
}

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
    const { input, label, problem } = codeField('recovery-code', t().codeLabel)
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
