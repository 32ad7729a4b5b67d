import { afterEach, expect, it, vi } from 'vitest'
import { prefetchWhenIdle } from './lazy.ts'

const connection = (navigator as Navigator & { connection?: object }).connection

afterEach(() => {
  if (connection) Reflect.deleteProperty(connection, 'saveData')
})

it('fetches once the browser is idle, once', async () => {
  const fetch = vi.fn()
  prefetchWhenIdle(fetch)
  expect(fetch).not.toHaveBeenCalled()
  // A busy machine may not be idle for a while; the idle callback's own 2 s deadline bounds the wait.
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 5_000 })
  await new Promise((r) => setTimeout(r, 100))
  expect(fetch).toHaveBeenCalledTimes(1)
})

it('cancelled before the browser is idle, fetches nothing', async () => {
  const fetch = vi.fn()
  prefetchWhenIdle(fetch)()
  await new Promise((r) => setTimeout(r, 300))
  expect(fetch).not.toHaveBeenCalled()
})

it.runIf(connection)('fetches nothing when the visitor saves data', async () => {
  Object.defineProperty(connection as object, 'saveData', { value: true, configurable: true })
  const fetch = vi.fn()
  prefetchWhenIdle(fetch)
  await new Promise((r) => setTimeout(r, 300))
  expect(fetch).not.toHaveBeenCalled()
})
