import type { HTTPRequest } from 'puppeteer-core'
import { DEMO, expect, test } from './fixtures.ts'

const API_EVENTS = 'http://127.0.0.1:8787/e'

test('the analytics queued when the page goes away reach the server by beacon (no CORS preflight lost)', async ({
  person,
  tab,
}) => {
  test.skip(!tab, 'WebDriver classic (the WebKit lane) reports no network traffic to watch')
  if (!tab) return
  const deliveries: { request: HTTPRequest; status?: number; failure?: string }[] = []
  tab.on('request', (request) => {
    if (request.url().startsWith(API_EVENTS) && request.method() === 'POST') deliveries.push({ request })
  })
  tab.on('response', (response) => {
    const d = deliveries.find((x) => x.request === response.request())
    if (d) d.status = response.status()
  })
  tab.on('requestfailed', (request) => {
    const d = deliveries.find((x) => x.request === request)
    if (d) d.failure = request.failure()?.errorText ?? 'failed'
  })
  await person.goto(DEMO)
  await person.role('button', 'Connect Wallet').click()
  await person.role('dialog', 'Connect Wallet').see()
  // Opening the modal starts delivery with a flush (JSON, by fetch): it is answered.
  await expect.poll(() => deliveries[0]?.status, { timeout: 10_000 }).toBe(204)
  // Within the next 5 s heartbeat: an event is queued (the modal closes), then the page goes away.
  await person.role('dialog', 'Connect Wallet').role('button', 'Close').click()
  await person.role('dialog', 'Connect Wallet').gone()
  await person.goto('about:blank')
  await expect
    .poll(
      () => deliveries.slice(1).map((d) => `${d.request.headers()['content-type']} ${d.status ?? d.failure}`),
      {
        timeout: 10_000,
      },
    )
    .toEqual(['text/plain;charset=UTF-8 204'])
})
