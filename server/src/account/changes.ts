import {
  API_PATHS,
  addressParams,
  CHANGES_HOLD_MS,
  type ChangesResponse,
  changesQuery,
} from '@latch/protocol/api'
import { changesAnswer } from '@latch/protocol/api/answers'
import type { Feature } from '../http/feature.ts'
import { requireServedChain } from '../http/served-chain.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { touches } from '../indexer/indexed-events.ts'
import { activityKey, latestBlock, latestBlocks } from './activity-store.ts'

/** Held requests are checked against the database this often, in case a notice from another process was lost. */
export const CHANGES_SWEEP_MS = 2_000
/** Requests one process holds at once; past it a request answers at once (the client paces itself). */
export const CHANGES_WAITERS_MAX = 10_000

type Waiter = { address: string; chain: string; after: bigint; done: (block: bigint) => void }

/**
 * GET /v1/account/{address}/changes: the account's latest indexed block on a chain, held (long poll)
 * until it differs from `after`. The indexer wakes a held request at once (another process's through the
 * database's notices); a sweep every {@link CHANGES_SWEEP_MS}, one query for every held request, finds
 * what a lost notice did not say.
 */
export const changesRoutes: Feature<'db' | 'config' | 'indexed'> = async (app, { db, config, indexed }) => {
  const waiters = new Set<Waiter>()

  async function wake(list: Waiter[]): Promise<void> {
    if (list.length === 0) return
    const blocks = await latestBlocks(db, [...new Set(list.map((w) => w.address))])
    for (const w of list) {
      const block = blocks.get(activityKey(w.address, w.chain)) ?? 0n
      if (block !== w.after) w.done(block)
    }
  }
  const warn = (e: unknown) => app.log.warn({ err: e }, 'changes: reading the latest blocks failed')

  let sweeping = false
  const sweep = setInterval(() => {
    if (waiters.size === 0 || sweeping) return
    sweeping = true
    wake([...waiters])
      .catch(warn)
      .finally(() => {
        sweeping = false
      })
  }, CHANGES_SWEEP_MS)
  sweep.unref()
  const off = indexed.on((change) => {
    void wake([...waiters].filter((w) => touches(change, w.address))).catch(warn)
  })
  // Held requests answer (unchanged) as the server closes, so closing never waits out a hold.
  app.addHook('preClose', async () => {
    clearInterval(sweep)
    off()
    for (const w of [...waiters]) w.done(w.after)
  })

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.changes,
    { schema: { params: addressParams, querystring: changesQuery, response: { 200: changesAnswer } } },
    async (req, reply): Promise<ChangesResponse> => {
      const address = req.params.address.toLowerCase()
      const q = req.query
      requireServedChain(config, q.chainId)
      const now = await latestBlock(db, address, q.chainId)
      if (q.after === undefined || now !== q.after || waiters.size >= CHANGES_WAITERS_MAX)
        return { block: String(now) }
      const block = await new Promise<bigint>((resolve) => {
        const w: Waiter = {
          address,
          chain: q.chainId,
          after: now,
          done: (b) => {
            if (!waiters.delete(w)) return
            clearTimeout(hold)
            resolve(b)
          },
        }
        const hold = setTimeout(() => w.done(w.after), CHANGES_HOLD_MS)
        waiters.add(w)
        // A visitor who leaves frees the slot at once.
        reply.raw.on('close', () => w.done(w.after))
      })
      return { block: String(block) }
    },
  )
}
