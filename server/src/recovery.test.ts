/**
 * The API server goes away (its port refuses connections) and comes back: server-backed data that
 * failed meanwhile loads again by itself, without the visitor pressing "Try again".
 */
import { createServer, request, type Server } from 'node:http'
import { createMemoryStorage, type Latch } from '@latch/core'
import { TOKEN_BALANCE_RETRY_MS } from '@latch/core/internal/account/portfolio'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer } from './test/harness.ts'
import { connected } from './test/latch-client.ts'

/** A front for the server on a fixed port that can be taken down (connections refused) and brought back. */
async function switchableFront(target: string) {
  let server: Server | undefined
  let port = 0
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const upstream = request(
          new URL(req.url ?? '/', target),
          { method: req.method, headers: req.headers },
          (r) => {
            res.writeHead(r.statusCode ?? 502, r.headers)
            r.pipe(res)
          },
        )
        req.pipe(upstream)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port
        resolve()
      })
    })
  const down = () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections()
      server?.close(() => resolve())
    })
  await up()
  return { url: () => `http://127.0.0.1:${port}`, up, down }
}

describe('when the API server comes back', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let front: Awaited<ReturnType<typeof switchableFront>>
  let latch: Latch
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
    front = await switchableFront(s.base)
    latch = await connected(front.url(), 8, createMemoryStorage())
  })
  afterAll(async () => {
    await front.down()
    await s.stop()
  })

  it(
    'keeps the balances it had, marked stale, and loads everything that failed again by itself (balances after the 30 s throttle)',
    async () => {
      await latch.account.fetchTokenBalances()
      const before = latch.getState().tokens
      expect(before.status).toBe('ready')
      expect(before.balances.map((b) => b.symbol)).toContain('LUSD')

      await front.down()
      await latch.account.fetchTokenBalances({ force: true })
      await latch.account.fetchActivity()
      await latch.account.fetchNfts()
      const failedAt = Date.now()
      expect(latch.getState().tokens).toMatchObject({
        status: 'ready',
        stale: true,
        balances: before.balances,
      })
      expect(latch.getState().notification).toMatchObject({
        message: 'Token Balance Unavailable',
        variant: 'error',
      })
      expect(latch.getState().activity.failed).toBe(true)
      expect(latch.getState().nfts.status).toBe('error')
      expect(latch.api!.isDown()).toBe(true)

      await front.up()
      // Activity and NFTs come back within the first checks (1 s, then 2 s, …).
      await vi.waitFor(() => expect(latch.getState().activity.failed).toBe(false), { timeout: 8_000 })
      await vi.waitFor(() => expect(latch.getState().nfts.status).toBe('ready'), { timeout: 8_000 })
      expect(latch.api!.isDown()).toBe(false)
      // Balances wait out SPEC §9's 30 s after the failure, then refresh, no longer stale.
      expect(latch.getState().tokens.stale).toBe(true)
      // (The deadline counts from the failure, with room for a machine busy with the other tests.)
      await vi.waitFor(() => expect(latch.getState().tokens.stale).toBe(false), {
        timeout: failedAt + TOKEN_BALANCE_RETRY_MS + 20_000 - Date.now(),
        interval: 250,
      })
      expect(Date.now() - failedAt).toBeGreaterThanOrEqual(TOKEN_BALANCE_RETRY_MS - 100)
      expect(latch.getState().tokens.status).toBe('ready')
    },
    TOKEN_BALANCE_RETRY_MS + 40_000,
  )
})
