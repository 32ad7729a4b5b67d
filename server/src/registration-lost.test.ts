/**
 * A registration whose answer is lost: the server commits the name, then the connection drops before
 * the answer reaches the browser. The client must end on the truth (the name is yours), not on an
 * error that leaves the name "taken" and the account nameless.
 */
import { createServer, request, type Server } from 'node:http'
import { createMemoryStorage } from '@latch/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { names } from './names/tables.ts'
import { startTestServer } from './test/harness.ts'
import { connected } from './test/latch-client.ts'

/** A proxy to the server that passes everything, but cuts registrations off after the server answered. */
function lossyProxy(target: string): Promise<{ url: string; lost: () => number; close: () => void }> {
  let lost = 0
  const server: Server = createServer((req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (up) => {
        if (req.method === 'POST' && req.url?.startsWith('/v1/profile/account')) {
          up.resume()
          up.on('end', () => {
            lost++
            req.socket.destroy()
          })
          return
        }
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    req.pipe(upstream)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        lost: () => lost,
        close: () => {
          server.closeAllConnections()
          server.close()
        },
      }),
    ),
  )
}

describe('a registration whose answer is lost', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let proxy: Awaited<ReturnType<typeof lossyProxy>>
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
    proxy = await lossyProxy(s.base)
  })
  afterAll(async () => {
    proxy.close()
    await s.stop()
  })

  it('ends on the truth: the name is registered, the account shows it, and it reads as yours', async () => {
    const label = `lost${Math.random().toString(36).slice(2, 8)}`
    const storage = createMemoryStorage()
    const latch = await connected(proxy.url, 3, storage)
    await latch.account.fetchIdentity()
    expect(latch.getState().identity?.name).toBeNull()

    await latch.account.registerName(label)
    expect(proxy.lost()).toBe(1)
    const [row] = await s.db
      .select()
      .from(names)
      .where(eq(names.name, `${label}.latch.id`))
    expect(row?.owner).toBe(latch.getState().connections.eip155?.address?.toLowerCase())
    expect(latch.getState().nameRegistration).toEqual({ status: 'success', name: `${label}.latch.id` })
    expect(latch.getState().identity?.name).toBe(`${label}.latch.id`)
    expect(latch.getState().modal.history.at(-1)?.view).toBe('RegisterAccountNameSuccess')

    // After a reload (same storage), the account still has its name, and the name reads as its own.
    const reloaded = await connected(proxy.url, 3, storage)
    await reloaded.account.fetchIdentity()
    expect(reloaded.getState().identity?.name).toBe(`${label}.latch.id`)
    expect(await reloaded.account.checkName(label)).toMatchObject({ available: false, yours: true })
    // Another account finds it taken, not its own.
    const other = await connected(proxy.url, 4, createMemoryStorage())
    expect(await other.account.checkName(label)).toMatchObject({ available: false, yours: false })
  })

  it("a registration the server refused still fails, with the server's reason", async () => {
    const label = `held${Math.random().toString(36).slice(2, 8)}`
    const first = await connected(s.base, 5, createMemoryStorage())
    await first.account.registerName(label)
    const second = await connected(s.base, 6, createMemoryStorage())
    await expect(second.account.registerName(label)).rejects.toThrow(
      `Error registering name ${label}.latch.id: already registered`,
    )
    expect(second.getState().nameRegistration.status).toBe('error')
    expect(second.getState().identity?.name ?? null).toBeNull()
  })
})
