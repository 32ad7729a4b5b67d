/**
 * The approval in a window of its own, for browsers that cannot tell whether the host page shows the
 * frame as it is (no IntersectionObserver v2): a top-level pop-up on the secure origin, which no page
 * can style, cover or move. The frame opens it from the visitor's click, hands it the approval, and
 * hears back Approve or Reject; both sides speak only to their own origin and their own window.
 */
import type { LocaleCode } from '@latch/core'
import { AUTH_PATHS } from '@latch/core/frame'
import type { Described } from './decode/describe.ts'

/** The tag of the frame ↔ review window messages. */
export const REVIEW_PROTOCOL = 'latch-review/1'

/** What the frame hands the review window. */
export type ReviewRequest = {
  protocol: typeof REVIEW_PROTOCOL
  type: 'REVIEW'
  view: Described
  locale: LocaleCode
  theme: string
  /** The accent the frame paints with (checked again by the window: it is one more page). */
  accent?: string
}
/** What the review window says: it is ready, or the visitor's choice. */
export type ReviewMessage =
  | { protocol: typeof REVIEW_PROTOCOL; type: 'READY' }
  | { protocol: typeof REVIEW_PROTOCOL; type: 'RESULT'; ok: boolean }

const POLL_MS = 500

/**
 * Opens the review window (call it from the visitor's click) and resolves with their choice: false when
 * they reject, close the window, or `signal` aborts. Undefined when the browser blocked the window.
 *
 * @example
 * const choice = openReviewWindow({ title: 'Sign message', details, warnings: [] }, signal)
 * if (!choice) showBlocked()
 */
export function openReviewWindow(view: Described, signal: AbortSignal): Promise<boolean> | undefined {
  const win = window.open(
    `${location.origin}${AUTH_PATHS.review}`,
    'latch-review',
    'popup,width=420,height=640',
  )
  if (!win) return undefined
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      clearInterval(poll)
      window.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
      if (!win.closed) win.close()
      resolve(ok)
    }
    const onAbort = () => finish(false)
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== win || event.origin !== location.origin) return
      const m = event.data as Partial<ReviewMessage> | null
      if (!m || m.protocol !== REVIEW_PROTOCOL) return
      if (m.type === 'READY') {
        const request: ReviewRequest = {
          protocol: REVIEW_PROTOCOL,
          type: 'REVIEW',
          view,
          locale: (document.documentElement.lang || 'en') as LocaleCode,
          theme: document.documentElement.dataset.theme ?? 'light',
          accent: document.documentElement.style.getPropertyValue('--latch-accent'),
        }
        win.postMessage(request, location.origin)
      } else if (m.type === 'RESULT') finish(m.ok === true)
    }
    const poll = setInterval(() => win.closed && finish(false), POLL_MS)
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
