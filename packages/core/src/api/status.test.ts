import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions } from '../test-support.ts'

/** A real server answering every call with the status the test chose, and recording the queries. */
let server: Server
let apiUrl: string
let status = 200
const queries: URLSearchParams[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    queries.push(new URL(req.url ?? '/', 'http://x').searchParams)
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 200 ? '{"name":null,"avatar":null}' : '{"error":"no"}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  apiUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((r) => server.close(r)))

const alertAfter = async (code: number, debug: boolean) => {
  status = code
  const latch = createLatch(baseOptions({ apiUrl, debug }))
  await expect(latch.api!.identity(`0x${'1'.repeat(40)}`)).rejects.toThrowError(`HTTP status code: ${code}`)
  return { alert: latch.getState().alert, log: latch.log.entries() }
}

describe('debug-only alerts (SPEC §8)', () => {
  it.each([
    [401, 'Invalid Project ID'],
    [429, 'Rate Limited'],
    [500, 'Server Error'],
    [503, 'Server Error'],
  ])('with debug on, a %i shows "%s" and logs it', async (code, message) => {
    const { alert, log } = await alertAfter(code, true)
    expect(alert).toEqual({ open: true, message, variant: 'error' })
    expect(log.map((e) => e.message)).toEqual([`API server answered ${code}: ${message}`])
  })

  it('with debug off, the same statuses show nothing and log nothing', async () => {
    for (const code of [401, 429, 500]) {
      const { alert, log } = await alertAfter(code, false)
      expect(alert.open).toBe(false)
      expect(log).toEqual([])
    }
  })

  it('a 403 shows "Invalid App Configuration" whether or not debug is on, once per instance', async () => {
    for (const debug of [false, true]) {
      status = 403
      const latch = createLatch(baseOptions({ apiUrl, debug }))
      await expect(latch.api!.identity(`0x${'2'.repeat(40)}`)).rejects.toThrowError('HTTP status code: 403')
      expect(latch.getState().alert).toEqual({
        open: true,
        message: 'Invalid App Configuration',
        variant: 'error',
        invalidAppConfiguration: true,
      })
      latch.notifications.closeAlert()
      await expect(latch.api!.identity(`0x${'3'.repeat(40)}`)).rejects.toThrowError('HTTP status code: 403')
      expect(latch.getState().alert.open).toBe(false)
    }
  })
})

describe('a refused project or origin is explained to the developer', () => {
  it("prints the server's reason on the console once per instance, with debug off", async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const latch = createLatch(baseOptions({ apiUrl }))
      for (const code of [403, 403, 401, 401]) {
        status = code
        await expect(latch.api!.identity(`0x${'9'.repeat(40)}`)).rejects.toThrowError(
          `HTTP status code: ${code}`,
        )
      }
      expect(printed.mock.calls).toEqual([
        ['[latch] Invalid App Configuration: no'],
        ['[latch] Invalid Project ID: no'],
      ])
    } finally {
      printed.mockRestore()
    }
  })
})

describe('clientId (SPEC §7 "All API calls append … clientId")', () => {
  it('is created once per browser storage, kept, and sent on every call', async () => {
    status = 200
    queries.length = 0
    const options = baseOptions({ apiUrl })
    const a = createLatch(options)
    await a.api!.identity(`0x${'4'.repeat(40)}`)
    await a.api!.identity(`0x${'5'.repeat(40)}`)
    // A second instance over the same storage (a reload) sends the same id.
    const b = createLatch({ ...options })
    await b.api!.identity(`0x${'6'.repeat(40)}`)
    const ids = queries.map((q) => q.get('clientId'))
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(1)
    expect(ids[0]).toMatch(/^[\w-]{8,64}$/)
    expect(
      queries.every((q) => q.get('projectId') === 'latch-demo' && q.get('st') === 'latch' && q.get('sv')),
    ).toBe(true)
    // Another browser (another storage) gets its own.
    const c = createLatch(baseOptions({ apiUrl }))
    await c.api!.identity(`0x${'7'.repeat(40)}`)
    expect(queries.at(-1)?.get('clientId')).not.toBe(ids[0])
  })

  it('a malformed stored id is replaced, never sent', async () => {
    status = 200
    queries.length = 0
    const options = baseOptions({ apiUrl })
    options.storage!.setItem('@latch/client_id', JSON.stringify('<script>'))
    await createLatch(options).api!.identity(`0x${'8'.repeat(40)}`)
    expect(queries[0]?.get('clientId')).toMatch(/^[\w-]{8,64}$/)
  })
})
