/**
 * The recovery code's screens on the frame's surface: a new wallet's code shown once, and asking for it
 * to rebuild the wallet. Loaded with setup.ts.
 */
import { t } from './i18n/index.ts'
import { codeField, el, hideSurface, show } from './surface.ts'

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
    heading.focus({ preventScroll: true })
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
    input.focus({ preventScroll: true })
  })
}
