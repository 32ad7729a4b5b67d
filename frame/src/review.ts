/**
 * The review window's page: an approval the frame could not show safely, in a top-level window on the
 * secure origin. It takes the approval only from the frame that opened it (same origin, its opener),
 * enables Approve once the window has been shown and in front for the guard's 500 ms, and answers the
 * visitor's choice to that frame alone.
 */
import { LOCALE_CODES, type LocaleCode } from '@latch/core'
import { acknowledgement, approvalBody, button, headingOf } from './approval.ts'
import { VISIBLE_MS } from './guard.ts'
import { setLocale, t } from './i18n/index.ts'
import { REVIEW_PROTOCOL, type ReviewMessage, type ReviewRequest } from './review-window.ts'
import { el, show } from './surface.ts'
import { applyTheme } from './theme.ts'

const opener = window.opener as Window | null
const answer = (
  message: ReviewMessage extends infer M ? (M extends ReviewMessage ? Omit<M, 'protocol'> : never) : never,
) => opener?.postMessage({ protocol: REVIEW_PROTOCOL, ...message }, location.origin)

const isRequest = (m: unknown): m is ReviewRequest => {
  const r = m as Partial<ReviewRequest> | null
  const v = r?.view
  return (
    !!r &&
    r.protocol === REVIEW_PROTOCOL &&
    r.type === 'REVIEW' &&
    !!v &&
    typeof v.title === 'string' &&
    Array.isArray(v.details) &&
    v.details.every((d) => typeof d?.label === 'string' && typeof d.value === 'string') &&
    Array.isArray(v.warnings) &&
    v.warnings.every((w) => typeof w === 'string') &&
    (v.raw === undefined || typeof v.raw === 'string') &&
    (v.acknowledge === undefined || typeof v.acknowledge === 'string')
  )
}

async function render(request: ReviewRequest): Promise<void> {
  if ((LOCALE_CODES as readonly string[]).includes(request.locale))
    await setLocale(request.locale as LocaleCode).catch(() => {})
  applyTheme(document.documentElement, request.theme === 'dark' ? 'dark' : 'light', request.accent)
  const { view } = request
  document.title = view.title
  const reject = button(t().reject, 'secondary')
  const approve = button(t().approve, 'primary')
  approve.disabled = true
  let timer: ReturnType<typeof setTimeout> | undefined
  // What says the window is not in front yet, shown once it has stayed so for a moment.
  let hint: ReturnType<typeof setTimeout> | undefined
  // The frame closes this window once it has the answer: closing it here could let the frame's poll see
  // a closed window (a rejection) before the answer's message arrives. Left open only if the frame is gone.
  let chosen = false
  const choose = (ok: boolean) => {
    if (chosen) return
    chosen = true
    clearTimeout(timer)
    clearTimeout(hint)
    reject.disabled = approve.disabled = true
    answer({ type: 'RESULT', ok })
    setTimeout(() => window.close(), 3000)
  }
  reject.addEventListener('click', () => choose(false))
  let acknowledged = !view.acknowledge
  approve.addEventListener('click', (e) => e.isTrusted && acknowledged && !approve.disabled && choose(true))
  // Approve waits until the window has been shown and in front for 500 ms: a window that pops up under a
  // click meant for something else cannot take that click. The clock starts again only when the window
  // comes back after being hidden or left; a late `focus` event for a window already focused changes
  // nothing (it used to disarm Approve under the visitor's press). A window the system opened behind, or
  // without focus, says so, and a press inside it (which no page can make) brings it in front.
  const note = el('p', { className: 'note' })
  note.setAttribute('role', 'status')
  let seen = false
  let pressedIn = false
  const arm = (event?: Event) => {
    if (chosen) return
    if (event?.type === 'blur') pressedIn = false
    const now =
      event?.type !== 'blur' && document.visibilityState === 'visible' && (pressedIn || document.hasFocus())
    if (now === seen) return
    seen = now
    clearTimeout(timer)
    clearTimeout(hint)
    approve.disabled = true
    note.textContent = ''
    if (now)
      timer = setTimeout(() => {
        approve.disabled = false
      }, VISIBLE_MS)
    else
      hint = setTimeout(() => {
        note.textContent = t().reviewInFront
      }, VISIBLE_MS)
  }
  addEventListener('focus', arm)
  addEventListener('blur', arm)
  document.addEventListener('visibilitychange', arm)
  document.addEventListener('pointerdown', (event) => {
    if (!event.isTrusted || seen) return
    pressedIn = true
    arm(event)
  })
  arm()
  const heading = headingOf(view.title)
  const ack = acknowledgement(view.acknowledge, (ticked) => {
    acknowledged = ticked
  })
  show([heading, ...approvalBody(view, ack), note, el('div', { className: 'actions' }, reject, approve)])
  heading.focus()
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!opener || event.source !== opener || event.origin !== location.origin || !isRequest(event.data)) return
  void render(event.data)
})
addEventListener('pagehide', () => answer({ type: 'RESULT', ok: false }))
if (opener) answer({ type: 'READY' })
else show([el('h1', { text: t().linkBroken })])
