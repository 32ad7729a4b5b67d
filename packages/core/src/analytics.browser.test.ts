/**
 * The beacon that carries the queued analytics events when the page hides, in a real browser against the
 * real Latch server on another origin (as every app's API is): the events arrive. A beacon carries the
 * page's credentials, so one the browser must preflight (a JSON body) needs the server to allow
 * credentials, and Chromium and Firefox dropped it; a plain-text body is sent without a preflight.
 */
import { describe, expect, inject, it } from 'vitest'
import { commands } from 'vitest/browser'
import { createAnalytics } from './analytics.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** The browser project's Latch server (`packages/react/src/test/api-setup.ts`). */
    apiUrl: string
  }
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The analytics events that server stored with names starting so (`scripts/api-server-commands.ts`). */
    storedAnalyticsEvents: (
      eventPrefix: string,
    ) => Promise<{ eventId: string; origin: string | null; event: string }[]>
  }
}

describe('analytics when the page hides', () => {
  it('the events queued at that moment reach the server, once, by beacon', async () => {
    const name = `BEACON_TEST_${crypto.randomUUID().slice(0, 8)}`
    const analytics = createAnalytics({
      apiUrl: inject('apiUrl'),
      projectId: 'latch-demo',
      sdkType: 'latch',
      sdkVersion: '0.1.0',
      enabled: true,
      address: () => undefined,
      clientId: () => 'beacon-test',
      onStatus: () => {},
    })
    analytics.start()
    const beacons: unknown[] = []
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, body) => {
      beacons.push(body)
      return send(url, body)
    }
    analytics.record({ timestamp: Date.now(), data: { type: 'track', event: `${name}_A` } })
    analytics.record({ timestamp: Date.now(), data: { type: 'track', event: `${name}_B` } })
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    try {
      document.dispatchEvent(new Event('visibilitychange'))
      // Sent by the browser's own beacon, and taken from the queue.
      expect(beacons).toHaveLength(1)
      expect(analytics.pending()).toEqual([])
      const stored = async () =>
        (await commands.storedAnalyticsEvents(name)).map((e) => `${e.event} from ${e.origin}`).sort()
      await expect
        .poll(stored, { timeout: 5_000 })
        .toEqual([`${name}_A from ${location.origin}`, `${name}_B from ${location.origin}`])
    } finally {
      Reflect.deleteProperty(document, 'visibilityState')
      navigator.sendBeacon = send
      analytics.stop()
    }
  })
})
