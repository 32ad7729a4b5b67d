/**
 * The review window's page: an approval the frame could not show safely, in a top-level window on the
 * secure origin. It takes the approval only from the frame that opened it (same origin, its opener),
 * enables Approve once the window has been shown and focused for the guard's 500 ms, and answers the
 * visitor's choice to that frame alone.
 */
import { LOCALE_CODES, type LocaleCode } from '@latch/core'
import { VISIBLE_MS } from './guard.ts'
import { setLocale, t } from './i18n/index.ts'
import { REVIEW_PROTOCOL, type ReviewMessage, type ReviewRequest } from './review-window.ts'
import { el, show } from './surface.ts'

const opener = window.opener as Window | null
const answer = (
  message: ReviewMessage extends infer M ? (M extends ReviewMessage ? Omit<M, 'protocol'> : never) : never,
) => opener?.postMessage({ protocol: REVIEW_PROTOCOL, ...message }, location.origin)

const isRequest = (m: unknown): m is ReviewRequest => {
  const r = m as Partial<ReviewRequest> | null
  return (
    !!r &&
    r.protocol === REVIEW_PROTOCOL &&
    r.type === 'REVIEW' &&
    typeof r.title === 'string' &&
    Array.isArray(r.details) &&
    r.details.every((d) => typeof d?.label === 'string' && typeof d.value === 'string')
  )
}

async function render(request: ReviewRequest): Promise<void> {
  if ((LOCALE_CODES as readonly string[]).includes(request.locale))
    await setLocale(request.locale as LocaleCode).catch(() => {})
  document.documentElement.dataset.theme = request.theme === 'dark' ? 'dark' : 'light'
  document.title = request.title
  const list = el('dl')
  for (const d of request.details)
    list.append(
      el('dt', { text: d.label }),
      el('dd', { text: d.value, ...(d.mono ? { className: 'mono' } : {}) }),
    )
  const reject = el('button', { text: t().reject, className: 'secondary' })
  const approve = el('button', { text: t().approve, className: 'primary' })
  reject.type = 'button'
  approve.type = 'button'
  approve.disabled = true
  const choose = (ok: boolean) => {
    answer({ type: 'RESULT', ok })
    window.close()
  }
  reject.addEventListener('click', () => choose(false))
  approve.addEventListener('click', (e) => e.isTrusted && !approve.disabled && choose(true))
  // Approve waits until the window has been shown and focused for 500 ms: a window that pops up under a
  // click meant for something else cannot take that click.
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    approve.disabled = true
    if (document.visibilityState === 'visible' && document.hasFocus())
      timer = setTimeout(() => {
        approve.disabled = false
      }, VISIBLE_MS)
  }
  addEventListener('focus', arm)
  addEventListener('blur', arm)
  document.addEventListener('visibilitychange', arm)
  arm()
  const heading = el('h1', { text: request.title })
  heading.tabIndex = -1
  show([heading, list, el('div', { className: 'actions' }, reject, approve)])
  heading.focus()
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!opener || event.source !== opener || event.origin !== location.origin || !isRequest(event.data)) return
  void render(event.data)
})
addEventListener('pagehide', () => answer({ type: 'RESULT', ok: false }))
if (opener) answer({ type: 'READY' })
else show([el('h1', { text: t().linkBroken })])
