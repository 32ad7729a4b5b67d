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
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
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
