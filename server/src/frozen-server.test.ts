/**
 * The API server process is frozen (SIGSTOP) while a visitor uses the modal: every call fails after
 * SPEC §9's 10 s with a clear message instead of spinning for as long as the freeze lasts, and when
 * the process resumes (SIGCONT) what failed loads again by itself.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMemoryStorage } from '@latch/core'
import { API_TIMEOUT_MS } from '@latch/core/internal/api/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { processConfig } from './test/harness.ts'
import { connected } from './test/latch-client.ts'
import {
  SERVER_START_MS,
  type ServerProcess,
  startServerProcess,
  waitUntilHealthy,
} from './test/server-process.ts'

const PORT = 18_790

describe('a frozen API server process', () => {
  let server: ServerProcess
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-frozen-'))
    const config = join(dir, 'config.json')
    writeFileSync(config, JSON.stringify(processConfig({ port: PORT, dataDir: join(dir, 'db') })))
    server = startServerProcess(config)
    await waitUntilHealthy(server, `http://127.0.0.1:${PORT}`)
  }, SERVER_START_MS + 10_000)
  afterAll(() => {
    server.child.kill('SIGCONT')
    server.child.kill('SIGKILL')
  })

  it('times calls out after 10 s with "Network request timed out", then recovers by itself on SIGCONT', async () => {
    const latch = await connected(`http://127.0.0.1:${PORT}`, 9, createMemoryStorage())
    await latch.account.fetchActivity()
    expect(latch.getState().activity.failed).toBe(false)

    server.child.kill('SIGSTOP')
    const started = Date.now()
    const check = latch.account.checkName('frozen-name').catch((e: Error) => e)
    await latch.account.fetchActivity()
    const error = await check
    const elapsed = Date.now() - started
    expect(error).toMatchObject({ message: 'Error fetching name suggestions' })
    expect((error as Error & { cause?: { message?: string } }).cause?.message).toBe(
      'Network request timed out',
    )
    expect(elapsed).toBeGreaterThanOrEqual(API_TIMEOUT_MS - 200)
    expect(elapsed).toBeLessThan(API_TIMEOUT_MS + 5_000)
    expect(latch.getState().activity.failed).toBe(true)
    expect(latch.api!.isDown()).toBe(true)

    server.child.kill('SIGCONT')
    await vi.waitFor(() => expect(latch.getState().activity.failed).toBe(false), {
      timeout: API_TIMEOUT_MS + 10_000,
      interval: 200,
    })
    expect(latch.api!.isDown()).toBe(false)
  }, 60_000)
})
