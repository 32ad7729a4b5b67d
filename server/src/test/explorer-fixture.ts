/**
 * A local stand-in for the public WalletConnect explorer (`GET /v3/wallets`, `GET /v3/logo/:size/:id`),
 * serving listings in the explorer's shape, for import tests that must not leave the machine.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A logo the fixture serves, or the failure it answers with. */
export type FixtureLogo = { status?: number; type?: string; body?: Buffer }

/** How the fixture explorer behaves. */
export type ExplorerFixtureOptions = {
  projectId: string
  /** Listings in the explorer's order (anything: the import must cope with odd ones). */
  listings: { id?: unknown; [field: string]: unknown }[]
  /** Logos by image id; an image id not listed gets a small PNG. */
  logos?: Record<string, FixtureLogo>
  /** Paths (without query) answered 503 the first N times they are asked for. */
  flaky?: Record<string, number>
  /** Every page request answered with this status instead. */
  listingStatus?: number
}

/** The smallest valid PNG (1×1, transparent). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * A listing as the explorer returns it, every field present.
 *
 * @example
 * explorerListing('ab12…', 'Rainbow', { mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com' } })
 */
export function explorerListing(id: string, name: string, over: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    description: `${name} is a wallet.`,
    homepage: `https://${name.toLowerCase().replace(/\W+/g, '')}.example`,
    chains: ['eip155:1', 'eip155:137'],
    versions: ['2'],
    sdks: ['sign_v2'],
    app_type: 'wallet',
    category: null,
    image_id: `img-${id.slice(0, 12)}`,
    image_url: { sm: 'https://x/sm', md: 'https://x/md', lg: 'https://x/lg' },
    app: { browser: null, ios: null, android: null, mac: null, windows: null, linux: null, chrome: null },
    injected: null,
    rdns: null,
    mobile: { native: null, universal: null },
    desktop: { native: null, universal: null },
    supported_standards: [],
    metadata: { shortName: name, colors: { primary: '#000000', secondary: null } },
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  }
}

/** A running fixture: its origin, the requests it saw (path and query), and a stop. */
export type ExplorerFixture = { url: string; requests: string[]; stop: () => Promise<void> }

/**
 * Starts the fixture explorer on a loopback port.
 *
 * @example
 * const explorer = await startExplorerFixture({ projectId: 'p1', listings: [explorerListing('a1', 'A')] })
 */
export async function startExplorerFixture(opts: ExplorerFixtureOptions): Promise<ExplorerFixture> {
  const requests: string[] = []
  const flaky = { ...opts.flaky }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    requests.push(`${url.pathname}${url.search}`)
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if ((flaky[url.pathname] ?? 0) > 0) {
      flaky[url.pathname]!--
      return json(503, { message: 'busy' })
    }
    if (url.searchParams.get('projectId') !== opts.projectId)
      return json(401, { message: 'Invalid projectId' })
    if (url.pathname === '/v3/wallets') {
      if (opts.listingStatus) return json(opts.listingStatus, { message: 'nope' })
      const entries = Number(url.searchParams.get('entries') || opts.listings.length)
      const page = Number(url.searchParams.get('page') || 1)
      const slice = opts.listings.slice((page - 1) * entries, page * entries)
      const listings = Object.fromEntries(
        slice.map((l, i) => [typeof l.id === 'string' ? l.id : `bad-${i}`, l]),
      )
      return json(200, { listings, count: slice.length, total: opts.listings.length })
    }
    const logo = /^\/v3\/logo\/(sm|md|lg)\/([\w-]+)$/.exec(url.pathname)
    if (logo) {
      const found = opts.logos?.[logo[2]!] ?? {}
      const body = found.body ?? TINY_PNG
      return res
        .writeHead(found.status ?? 200, {
          'content-type': found.type ?? 'image/png',
          'content-length': body.length,
        })
        .end(body)
    }
    json(404, { message: 'not found' })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((r) => server.close(() => r())),
  }
}
