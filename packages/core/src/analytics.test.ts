import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAnalytics, ERROR_REPORTS_PER_MINUTE } from './analytics.ts'
import { createLatch } from './latch.ts'
import { baseOptions, scripted } from './test-support.ts'

/** A real HTTP endpoint that records what POST /e receives and answers with a chosen status. */
let server: Server
let apiUrl: string
let received: { url: string; body: unknown }[] = []
let status = 204
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => {
      body += d
    })
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: JSON.parse(body || 'null') })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  apiUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((r) => server.close(r)))
beforeEach(() => {
  received = []
  status = 204
})

const event = (name: string, type: 'track' | 'error' = 'track') => ({
  timestamp: 1,
  data: { type, event: name },
})
const base = () => ({
  apiUrl,
  projectId: 'latch-demo',
  sdkType: 'latch',
  sdkVersion: '0.1.0',
  address: () => '0xabc',
  clientId: () => 'test-client-1',
  onStatus: () => {},
})

describe('analytics (SPEC §7)', () => {
  it('"Analytics events: not sent for modal-created events"', () => {
    const a = createAnalytics({ ...base(), enabled: true })
    expect(a.record(event('MODAL_CREATED'))).toBe(false)
    expect(a.record(event('MODAL_OPEN'))).toBe(true)
  })

  it('"sent only if analytics is on or event is INITIALIZE"', () => {
    const a = createAnalytics({ ...base(), enabled: false })
    expect(a.record(event('MODAL_OPEN'))).toBe(false)
    expect(a.record(event('INITIALIZE'))).toBe(true)
  })

  it('"Event data plus address goes in props", posted with projectId, st, sv and clientId', async () => {
    const a = createAnalytics({ ...base(), enabled: true })
    a.record({
      timestamp: 42,
      data: { type: 'track', event: 'CONNECT_SUCCESS', properties: { name: 'Dev Wallet' } },
    })
    a.start()
    await expect.poll(() => received.length).toBe(1)
    a.stop()
    expect(received[0]!.url).toBe('/e?projectId=latch-demo&st=latch&sv=0.1.0&clientId=test-client-1')
    expect(received[0]!.body).toEqual([
      {
        eventId: expect.any(String),
        url: '',
        domain: '',
        timestamp: 42,
        props: {
          type: 'track',
          event: 'CONNECT_SUCCESS',
          properties: { name: 'Dev Wallet' },
          address: '0xabc',
        },
      },
    ])
  })

  it('"error reports 5 per 60 s"', () => {
    let t = 0
    const a = createAnalytics({ ...base(), enabled: true, now: () => t })
    const sent = Array.from({ length: 8 }, () => a.record(event('CONNECT_ERROR', 'error')))
    expect(sent.filter(Boolean)).toHaveLength(ERROR_REPORTS_PER_MINUTE)
    t = 60_000
    expect(a.record(event('CONNECT_ERROR', 'error'))).toBe(true)
  })

  it('sends nothing before the modal first opens, then delivers the queue', async () => {
    const latch = createLatch(baseOptions({ apiUrl }))
    const unmount = latch.mount()
    await new Promise((r) => setTimeout(r, 50))
    expect(received).toEqual([])
    latch.open()
    await expect.poll(() => received.length).toBe(1)
    unmount()
    const events = (received[0]!.body as { props: { event: string } }[]).map((e) => e.props.event)
    expect(events).toEqual(['INITIALIZE', 'MODAL_OPEN'])
  })

  it('"\'Invalid App Configuration\' ... shown once on analytics 403"', async () => {
    status = 403
    const s = scripted({})
    const latch = createLatch(baseOptions({ apiUrl, adapters: [s.adapter] }))
    const unmount = latch.mount()
    latch.open()
    await expect.poll(() => latch.getState().alert.open).toBe(true)
    expect(latch.getState().alert).toEqual({
      open: true,
      message: 'Invalid App Configuration',
      variant: 'error',
      invalidAppConfiguration: true,
    })
    latch.notifications.closeAlert()
    latch.track('SOMETHING')
    latch.close()
    await new Promise((r) => setTimeout(r, 5_300))
    expect(received.length).toBeGreaterThanOrEqual(2)
    expect(latch.getState().alert.open).toBe(false)
    unmount()
  }, 10_000)
})
