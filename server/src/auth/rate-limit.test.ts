import { afterAll, beforeAll, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/client.ts'
import { hit, type Limit, retryAfterSeconds } from './rate-limit.ts'

const limit: Limit = { max: 5, windowMs: 60_000 }
/** A window's start, far from the clock, so the test decides every moment. */
const T = 1_000 * 60_000
let open: OpenDatabase
beforeAll(async () => {
  open = await openDatabase({ kind: 'pglite' })
})
afterAll(() => open.close())

/** Calls `hit` at `now`: the seconds it refused with, or 'admitted'. */
const at = (key: string, now: number) =>
  hit(open.db, key, limit, now).then(
    () => 'admitted' as const,
    (e: { status: number; args: number[] }) => {
      expect(e.status).toBe(429)
      return e.args[0]
    },
  )

it('refuses a burst across a window boundary that fixed windows would have let through twice', async () => {
  const results = []
  for (let i = 0; i < 6; i++) results.push(await at('burst', T + 55_000))
  // Five fit; the sixth waits until the five-and-one weigh four: 20 s into the next window.
  expect(results).toEqual(['admitted', 'admitted', 'admitted', 'admitted', 'admitted', 25])
  // One second into the next window, the six calls of five seconds ago still count (59/60 of them).
  expect(await at('burst', T + 61_000)).toBe(29)
  // Once the previous window weighs little enough (6 × 1/2 + this window's 2 + 1), the next call fits.
  expect(await at('burst', T + 90_000)).toBe('admitted')
  // The one after it waits for 6 × 1/6 + 3 + 1 ≤ 5: 50 s into this window.
  expect(await at('burst', T + 90_000)).toBe(20)
})

it('admits the call a refusal names the moment of', async () => {
  for (let i = 0; i < 6; i++) await at('wait', T + 10_000)
  const seconds = await at('wait', T + 10_000)
  expect(typeof seconds).toBe('number')
  expect(await at('wait', T + 10_000 + Number(seconds) * 1000)).toBe('admitted')
})

it('never refuses a caller who keeps to the rate, across window boundaries', async () => {
  // Four calls a minute, against a limit of five a minute, over four windows.
  const results = []
  for (let s = 45; s < 240; s += 15) results.push(await at('steady', T + s * 1000))
  expect(results.every((r) => r === 'admitted')).toBe(true)
})

it('says the wait for a window already full, and for one the previous window still fills', () => {
  expect(retryAfterSeconds({ current: 21, previous: 0 }, { max: 20, windowMs: 3_600_000 }, 0)).toBe(3943)
  expect(retryAfterSeconds({ current: 1, previous: 6 }, limit, T + 1_000)).toBe(29)
  expect(retryAfterSeconds({ current: 5, previous: 0 }, limit, T + 59_900)).toBe(13)
})
