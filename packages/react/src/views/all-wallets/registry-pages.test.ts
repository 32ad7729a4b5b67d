/** The registry pages against a real Latch server (PGlite in memory) through core's API client. */

import { createMemoryStorage, type RegistryQuery } from '@latch/core'
import { WALLETS_PAGE_SIZE } from '@latch/core/api'
import { createApiClient } from '@latch/core/internal/api/client'
import { createPageStorage } from '@latch/core/internal/plumbing/page-storage'
import { devnetServerConfig } from '@latch/devnet/server-config'
import { buildApp, openDatabase, parseConfig, registryEntry, upsertWallets } from '@latch/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRegistryPages,
  type RegistryPages,
  type RegistryPagesState,
  SEARCHING_SHOWN_AFTER_MS,
} from './registry-pages.ts'

type Api = ReturnType<typeof createApiClient>
const client = (apiUrl: string): Api =>
  createApiClient({
    apiUrl,
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage: createPageStorage(createMemoryStorage()),
    onStatus: () => {},
  })
/** Resolves at the first publication after which `done` holds. */
const until = (pages: RegistryPages, done: (s: RegistryPagesState) => boolean) =>
  new Promise<void>((resolve) => {
    const off = pages.subscribe(() => {
      if (!done(pages.getState())) return
      off()
      resolve()
    })
  })
const counted = (s: RegistryPagesState) => s.count !== undefined
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('registry pages', () => {
  let api: Api
  let close: () => Promise<void>
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite' })
    const app = await buildApp({ config: parseConfig(devnetServerConfig()), db: database.db })
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    const names = ['Amber', 'Birch', 'Cedar']
    await upsertWallets(
      database.db,
      Array.from({ length: 130 }, (_, i) =>
        registryEntry(`pages-${i}`, `${names[i % 3]} Pages ${String(i).padStart(3, '0')}`),
      ),
      -1_000,
    )
    api = client(url)
    close = async () => {
      await app.close()
      await database.close()
    }
  })
  afterAll(() => close())

  it('loads the first page, then the pages rows scroll into', async () => {
    const pages = createRegistryPages((q) => api.wallets(q))
    const first = until(pages, counted)
    pages.setQuery({ search: 'pages' })
    expect(pages.getState()).toMatchObject({ count: undefined, searching: false, failed: false })
    await first
    expect(pages.getState()).toMatchObject({ count: 130, searching: false })
    expect(pages.at(0)?.name).toBe('Amber Pages 000')
    expect(pages.at(WALLETS_PAGE_SIZE)).toBeUndefined()
    const more = until(pages, () => pages.at(85) !== undefined && pages.at(45) !== undefined)
    pages.ensure(35, 85)
    await more
    expect(pages.at(85)?.name).toBe('Birch Pages 085')
  })

  it('keeps the rows shown, unchanged, until a new search lands', async () => {
    const pages = createRegistryPages((q) => api.wallets(q))
    const first = until(pages, counted)
    pages.setQuery({ search: 'pages' })
    await first
    const before = pages.getListing()
    const landed = until(pages, (s) => s.query?.search === 'cedar')
    pages.setQuery({ search: 'cedar' })
    expect(pages.getListing()).toBe(before)
    expect(pages.at(0)?.name).toBe('Amber Pages 000')
    await landed
    expect(pages.getListing()).not.toBe(before)
    expect(pages.getState()).toMatchObject({ query: { search: 'cedar' }, count: 43, searching: false })
    expect(pages.at(0)?.name).toBe('Cedar Pages 002')
  })

  it('says it is searching when an answer is slow, and drops answers to replaced searches', async () => {
    const slow = new Set(['amber'])
    const pages = createRegistryPages(async (q: RegistryQuery) => {
      if (q.search && slow.has(q.search)) await sleep(SEARCHING_SHOWN_AFTER_MS + 150)
      return api.wallets(q)
    })
    const first = until(pages, counted)
    pages.setQuery({ search: 'birch' })
    await first
    pages.setQuery({ search: 'amber' })
    await sleep(SEARCHING_SHOWN_AFTER_MS + 50)
    expect(pages.getState()).toMatchObject({ query: { search: 'birch' }, searching: true })
    expect(pages.at(0)?.name).toBe('Birch Pages 001')
    // Replaced while slow: its answer is never shown.
    const landed = until(pages, (s) => s.query?.search === 'cedar')
    pages.setQuery({ search: 'cedar' })
    await landed
    await sleep(300)
    expect(pages.getState()).toMatchObject({ query: { search: 'cedar' }, searching: false, count: 43 })
  })

  it('reports an unreachable server as failed, and loads on retry once it answers', async () => {
    let target = client('http://127.0.0.1:9')
    const pages = createRegistryPages((q) => target.wallets(q))
    const failed = until(pages, (s) => s.failed)
    pages.setQuery({ search: 'pages' })
    await failed
    expect(pages.getState()).toMatchObject({ failed: true, count: undefined })
    expect(pages.getListing().failed).toBe(true)
    target = api
    const loaded = until(pages, counted)
    pages.retry()
    await loaded
    expect(pages.getState()).toMatchObject({ failed: false, count: 130 })
  })
})
