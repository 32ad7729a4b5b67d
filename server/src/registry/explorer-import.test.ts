import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseConfig, type OpenDatabase, openDatabase } from '../db/client.ts'
import { explorerListing, startExplorerFixture, TINY_PNG } from '../test/explorer-fixture.ts'
import { DRIVERS, openTestDatabase } from '../test/harness.ts'
import { ExplorerImportError, importExplorer, LOGO_MAX_BYTES } from './explorer-import.ts'
import { queryWallets, seedRegistry, seedWallets, walletImage } from './store.ts'

const hex = (i: number) => i.toString(16).padStart(64, '0')
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const synthetic = Array.from({ length: 450 }, (_, i) => explorerListing(hex(i), `Listed Wallet ${i}`))
const listings = [
  explorerListing(METAMASK, 'MetaMask', {
    rdns: 'io.metamask',
    image_id: 'metamask-logo',
    mobile: { native: 'metamask:', universal: 'https://metamask.app.link' },
    chains: ['eip155:1', 'eip155:10', 'not a chain', 42, 'eip155:1'],
  }),
  explorerListing(hex(1000), '<img src=x onerror=alert(1)> Hostile', {
    homepage: 'javascript:alert(1)',
    image_id: 'html-logo',
    mobile: { native: 'javascript:alert(1)//', universal: 'http://insecure.example' },
    desktop: { native: null, universal: 'https://desk.example/app' },
    app: { browser: 'data:text/html,hi' },
    rdns: 'not rdns!',
  }),
  explorerListing(hex(1001), 'Huge Logo Wallet', { image_id: 'huge-logo' }),
  explorerListing(hex(1002), 'Missing Logo Wallet', { image_id: 'gone-logo' }),
  explorerListing(hex(1003), 'No Logo Wallet', { image_id: null }),
  { id: hex(1004), description: 'no name' },
  explorerListing('bad id with spaces', 'Bad Id'),
  ...synthetic,
]
const logos = {
  'metamask-logo': { type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  'html-logo': { type: 'text/html', body: Buffer.from('<script>alert(1)</script>') },
  'huge-logo': { body: Buffer.alloc(LOGO_MAX_BYTES + 1) },
  'gone-logo': { status: 404, type: 'application/json', body: Buffer.from('{}') },
}

/** A database of its own: on PostgreSQL a fresh one, since an import replaces the whole registry. */
async function freshDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.kind === 'pglite') return openTestDatabase(config)
  const name = `import_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: config.url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(config.url)
  url.pathname = `/${name}`
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })
}

describe.each(DRIVERS())('explorer import on %s', (_, driver) => {
  let database: OpenDatabase
  beforeAll(async () => {
    database = await freshDatabase(driver)
    await seedRegistry(database.db)
  })
  afterAll(() => database.close())

  it('leaves the registry alone when the explorer refuses the project id', async () => {
    const explorer = await startExplorerFixture({ projectId: 'right', listings })
    try {
      const attempt = importExplorer(database.db, { projectId: 'wrong', explorerUrl: explorer.url })
      await expect(attempt).rejects.toThrow(ExplorerImportError)
      await expect(attempt).rejects.toThrow('The explorer answered 401 for page 1: check the project id')
      expect((await queryWallets(database.db, { page: 1, entries: 100 })).count).toBe(seedWallets().length)
    } finally {
      await explorer.stop()
    }
  })

  it('gives up on an explorer that keeps failing, with the registry unchanged', async () => {
    const explorer = await startExplorerFixture({ projectId: 'p', listings, flaky: { '/v3/wallets': 10 } })
    try {
      await expect(
        importExplorer(database.db, {
          projectId: 'p',
          explorerUrl: explorer.url,
          retries: 2,
          retryDelayMs: 5,
        }),
      ).rejects.toThrow('The explorer answered 503 for page 1')
      expect(explorer.requests).toHaveLength(3)
      expect((await queryWallets(database.db, { page: 1, entries: 100 })).count).toBe(seedWallets().length)
    } finally {
      await explorer.stop()
    }
  })

  it('imports every page in the explorer order with safe links, valid chains and logos', async () => {
    const explorer = await startExplorerFixture({
      projectId: 'p-123',
      listings,
      logos,
      flaky: { '/v3/wallets': 1, '/v3/logo/md/metamask-logo': 1 },
    })
    try {
      const report = await importExplorer(database.db, {
        projectId: 'p-123',
        explorerUrl: explorer.url,
        retryDelayMs: 5,
      })
      // 457 listed: two cannot be entries (no name; an id with spaces).
      expect(report).toMatchObject({ imported: 455, removed: seedWallets().length - 1, kept: 0 })
      expect(report.skipped.map((s) => s.id)).toEqual([hex(1004), 'bad id with spaces'])
      // The HTML, oversized and missing logos fail; one listing names no logo; MetaMask's is retried.
      expect(report.logos).toEqual({ stored: 451, failed: 3, missing: 1 })
      const pages = explorer.requests.filter((r) => r.startsWith('/v3/wallets'))
      expect(pages.map((r) => new URL(r, 'http://x').searchParams.get('page'))).toEqual(['1', '1', '2', '3'])
      expect(explorer.requests.every((r) => r.includes('projectId=p-123'))).toBe(true)

      const all = await queryWallets(database.db, { page: 1, entries: 1_000 })
      expect(all.count).toBe(455)
      expect(all.data.slice(0, 3).map((w) => w.name)).toEqual([
        'MetaMask',
        '<img src=x onerror=alert(1)> Hostile',
        'Huge Logo Wallet',
      ])
      expect(all.data[5]?.name).toBe('Listed Wallet 0')
      expect(all.data[0]).toMatchObject({
        id: METAMASK,
        rdns: 'io.metamask',
        mobileLink: 'metamask:',
        universalLink: 'https://metamask.app.link',
        chains: ['eip155:1', 'eip155:10'],
      })
      expect(all.data[1]).toMatchObject({
        homepage: null,
        mobileLink: null,
        universalLink: null,
        desktopLink: 'https://desk.example/app',
        webappLink: null,
        rdns: null,
      })
      expect(await walletImage(database.db, METAMASK)).toMatchObject({ imageType: 'image/svg+xml' })
      expect(await walletImage(database.db, hex(0))).toMatchObject({
        image: TINY_PNG.toString('base64'),
        imageType: 'image/png',
      })
      for (const refused of [hex(1000), hex(1001), hex(1002), hex(1003)])
        expect(await walletImage(database.db, refused)).toMatchObject({ image: null })
    } finally {
      await explorer.stop()
    }
  })

  it('updates a second time: renamed, dropped and kept wallets', async () => {
    const renamed = [explorerListing(hex(5), 'Renamed Wallet'), ...synthetic.slice(0, 3)]
    const explorer = await startExplorerFixture({ projectId: 'p', listings: renamed })
    try {
      const report = await importExplorer(database.db, {
        projectId: 'p',
        explorerUrl: explorer.url,
        logoSize: 'none',
        keepMissing: true,
      })
      expect(report).toMatchObject({ imported: 4, removed: 0, kept: 451, logos: { stored: 0 } })
      const first = await queryWallets(database.db, { page: 1, entries: 6 })
      expect(first.data.map((w) => w.name)).toEqual([
        'Renamed Wallet',
        'Listed Wallet 0',
        'Listed Wallet 1',
        'Listed Wallet 2',
        'MetaMask',
        '<img src=x onerror=alert(1)> Hostile',
      ])
      // A logo import that is skipped keeps the logo already stored.
      expect(await walletImage(database.db, hex(0))).toMatchObject({ imageType: 'image/png' })
    } finally {
      await explorer.stop()
    }
  })
})
