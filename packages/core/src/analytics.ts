import { reasonOf } from '@latch/protocol/api/reason'
import { type AnalyticsPayload, API_PATHS, apiEndpoint } from '@latch/protocol/api/wire'

/** An event record (SPEC §3 Analytics event). */
export type LatchEvent = {
  timestamp: number
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }
}

/** Queued events are sent on this heartbeat (SPEC §9). */
export const ANALYTICS_HEARTBEAT_MS = 5_000
/** At most this many error reports per minute (SPEC §9). */
export const ERROR_REPORTS_PER_MINUTE = 5
/** Events kept local, never sent (SPEC §7). */
export const UNSENT_EVENTS: readonly string[] = ['MODAL_CREATED']

/** Options of {@link createAnalytics}. */
export type AnalyticsOptions = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  enabled: boolean
  /** The connected address, added to every event's props. */
  address: () => string | undefined
  /** This browser's anonymous id, sent as `clientId` (SPEC §7). */
  clientId: () => string
  /** Called with a non-OK status and the server's reason (403: the origin is not allowed for this project). */
  onStatus: (status: number, reason?: string) => void
  now?: () => number
}

/**
 * Batches events for `POST /e`: only events the rules allow, error reports rate-limited, sent on a 5 s
 * heartbeat and with `sendBeacon` when the page is hidden. Nothing is sent before `start()`, which the
 * instance calls when the modal first opens: no network call before that.
 *
 * @example
 * const analytics = createAnalytics({ apiUrl, projectId, sdkType: 'latch', sdkVersion: '0.1.0', enabled: true, address: () => undefined, clientId: () => 'c0ffee00', onStatus })
 * analytics.record(event)
 */
export function createAnalytics(opts: AnalyticsOptions) {
  const now = opts.now ?? Date.now
  const queue: AnalyticsPayload[] = []
  const errorTimes: number[] = []
  let timer: ReturnType<typeof setInterval> | undefined
  let started = false
  // Built on the first delivery (the clientId is read from storage then), never at page load.
  let endpoint: string | undefined
  const url = () => {
    if (endpoint) return endpoint
    endpoint = apiEndpoint(opts.apiUrl, API_PATHS.analytics, { ...opts, clientId: opts.clientId() })
    return endpoint
  }

  const allowed = (e: LatchEvent) => {
    if (UNSENT_EVENTS.includes(e.data.event)) return false
    if (!opts.enabled && e.data.event !== 'INITIALIZE') return false
    if (e.data.type !== 'error') return true
    const t = now()
    while (errorTimes.length > 0 && t - errorTimes[0]! >= 60_000) errorTimes.shift()
    if (errorTimes.length >= ERROR_REPORTS_PER_MINUTE) return false
    errorTimes.push(t)
    return true
  }

  const take = () => queue.splice(0, queue.length)
  // The page is going away: the queue leaves as a beacon. A beacon carries the page's credentials, so a
  // body the browser must preflight (JSON) would need the API to allow credentials, and Chromium and
  // Firefox drop it; plain text (the server reads it as JSON) is sent as it is, in every engine.
  const onHide = () => {
    if (globalThis.document?.visibilityState !== 'hidden' || !started || queue.length === 0) return
    const body = JSON.stringify(take())
    if (!globalThis.navigator?.sendBeacon?.(url(), body)) {
      void fetch(url(), {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        keepalive: true,
      }).catch(() => {})
    }
  }

  const analytics = {
    /** Queues an event when the rules allow it. Returns whether it was queued. */
    record(e: LatchEvent): boolean {
      if (!allowed(e)) return false
      const loc = globalThis.location
      const address = opts.address()
      queue.push({
        eventId: globalThis.crypto?.randomUUID?.() ?? `${e.timestamp}-${Math.random()}`,
        url: loc?.href ?? '',
        domain: loc?.hostname ?? '',
        timestamp: e.timestamp,
        props: { ...e.data, ...(address ? { address } : {}) },
      })
      return true
    },
    /** Sends what is queued; a 403 reports the origin as not allowed. */
    async flush(): Promise<void> {
      if (!started || queue.length === 0) return
      const batch = take()
      try {
        const res = await fetch(url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
        })
        if (!res.ok) opts.onStatus(res.status, await reasonOf(res))
      } catch {
        // Analytics is best effort: a failed batch is dropped, never retried in a loop.
      }
    },
    /** Starts delivery: an immediate flush, then every heartbeat, and a beacon when the page hides. */
    start(): void {
      if (started) return
      started = true
      void analytics.flush()
      timer = setInterval(() => void analytics.flush(), ANALYTICS_HEARTBEAT_MS)
      globalThis.document?.addEventListener('visibilitychange', onHide)
    },
    stop(): void {
      started = false
      if (timer) clearInterval(timer)
      globalThis.document?.removeEventListener('visibilitychange', onHide)
    },
    pending: (): readonly AnalyticsPayload[] => queue,
  }
  return analytics
}
