/**
 * What the frame shows when it is visible over the modal: an approval (what is signed or sent, in
 * readable form, with Reject and Approve) or the recovery code. Built with DOM text nodes only: nothing
 * a dapp passes in is ever parsed as markup. The host page cannot click inside this frame, and an approval
 * it hides, covers, moves or resizes is refused (guard.ts).
 */
import './surface.css'
import type { Detail } from './detail.ts'

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
  // A new screen starts at its top (focus moved in a hidden, 0 px frame would have scrolled it).
  root.scrollTop = 0
  root.hidden = false
}

/** Hides the surface and empties it. */
export function hideSurface(): void {
  const root = surface()
  root.hidden = true
  root.replaceChildren()
}
