import { changesAnswer } from '@latch/protocol/api/answers'
import { API_PATHS, apiPath, CHANGES_HOLD_MS, type ChangesQuery } from '@latch/protocol/api/wire'
import type { ApiClient } from '../api/client.ts'
import { activeAccount } from '../connection/active-account.ts'
import { isStillActive } from '../connection/still-active.ts'
import type { AccountContext } from './context.ts'

/** Two `changes` calls start at least this far apart: a server that answers at once is not hammered. */
export const CHANGES_MIN_GAP_MS = 1_000
/** The time the server has to answer once its hold is over, before the call counts as failed. */
export const CHANGES_ANSWER_MS = 10_000
/** Pauses after failed calls, in turn; the last repeats. */
export const CHANGES_RETRY_MS = [2_000, 5_000, 15_000] as const

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve()
    const t = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t)
        resolve()
      },
      { once: true },
    )
  })

/**
 * Waits for transfers of the connected EVM account, through the server's long-polled `changes` call,
 * and calls `onChange` each time the server's indexer writes one (a payment received, a send mined
 * elsewhere). Runs until `signal` aborts or another account becomes active; a failed call is retried
 * after a pause, quietly. Nothing is called on a network the server does not serve.
 *
 * @example
 * const stop = new AbortController()
 * void watchChanges(ctx, api, () => refresh(), stop.signal)
 */
export async function watchChanges(
  ctx: AccountContext,
  api: ApiClient,
  onChange: () => void,
  signal: AbortSignal,
): Promise<void> {
  const a = activeAccount(ctx)
  if (a?.namespace !== 'eip155') return
  try {
    if (!(await api.isSupported(a.chainId))) return
  } catch {
    return
  }
  let after: string | undefined
  let failures = 0
  while (!signal.aborted && isStillActive(ctx, a.key)) {
    const started = Date.now()
    try {
      const query: ChangesQuery = { chainId: a.chainId, ...(after === undefined ? {} : { after }) }
      const { block } = await api.request(apiPath(API_PATHS.changes, { address: a.address }), {
        query,
        answer: changesAnswer,
        // Held by the server up to its hold, then the usual answer time; aborted as the watch stops.
        signal: AbortSignal.any([signal, AbortSignal.timeout(CHANGES_HOLD_MS + CHANGES_ANSWER_MS)]),
      })
      failures = 0
      if (after !== undefined && block !== after && isStillActive(ctx, a.key)) onChange()
      after = block
    } catch {
      if (signal.aborted) return
      failures++
      await sleep(CHANGES_RETRY_MS[Math.min(failures, CHANGES_RETRY_MS.length) - 1]!, signal)
      continue
    }
    await sleep(CHANGES_MIN_GAP_MS - (Date.now() - started), signal)
  }
}

/**
 * Watches for incoming funds whenever the modal is open on an EVM account, and stops as soon as it is
 * not: nothing is asked of the server while the modal is closed. Lives as long as the instance (it
 * listens to its store).
 *
 * @example
 * watchWhileShown(ctx, api, refreshShown)
 */
export function watchWhileShown(ctx: AccountContext, api: ApiClient, onChange: () => void): void {
  let watching: { key: string; stop: AbortController } | undefined
  const check = () => {
    const a = activeAccount(ctx)
    const key = ctx.store.get().modal.open && a?.namespace === 'eip155' ? a.key : undefined
    if (key === watching?.key) return
    watching?.stop.abort()
    watching = key ? { key, stop: new AbortController() } : undefined
    if (watching) void watchChanges(ctx, api, onChange, watching.stop.signal)
  }
  check()
  ctx.store.subscribe(check)
}
