import type { Database } from '../db/client.ts'
import { explorerPageSchema, toRegistryEntry } from './explorer-listing.ts'
import { type RegistryEntry, replaceWallets } from './store.ts'

/** The public WalletConnect explorer. */
export const EXPLORER_URL = 'https://explorer-api.walletconnect.com'
/** The largest logo the import keeps; a bigger one is skipped and the generated icon stays. */
export const LOGO_MAX_BYTES = 512 * 1024
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'])

/** What `importExplorer` fetches and how. */
export type ExplorerImportOptions = {
  /** A WalletConnect Cloud project id: the explorer answers nothing without one. */
  projectId: string
  /** The explorer's origin. Default: {@link EXPLORER_URL}. */
  explorerUrl?: string
  /** Listings per request (1–1,000). Default 200. */
  pageSize?: number
  /** Logo size to store, or `none` to keep the current icons. Default `md`. */
  logoSize?: 'sm' | 'md' | 'lg' | 'none'
  /** Logo downloads under way at once. Default 6. */
  concurrency?: number
  /** Keep registry wallets the explorer no longer lists (ranked after its own). Default false. */
  keepMissing?: boolean
  /** Further attempts after a network error, a 429 or a 5xx. Default 3. */
  retries?: number
  /** The first retry's delay; each next one doubles it. Default 500 ms. */
  retryDelayMs?: number
  /** Per-request time limit. Default 20 s. */
  timeoutMs?: number
  /** Progress lines for a person watching. */
  onProgress?: (line: string) => void
}

/** What an import did. */
export type ExplorerImportReport = {
  imported: number
  removed: number
  kept: number
  /** Listings left out, with why. */
  skipped: { id: string; reason: string }[]
  /** Logos stored, failed (unreachable, too big, not an image) and missing (the listing has none). */
  logos: { stored: number; failed: number; missing: number }
}

/** The explorer could not be read: nothing in the registry was changed. */
export class ExplorerImportError extends Error {
  override name = 'ExplorerImportError'
}

type Fetcher = (url: string) => Promise<Response>

function fetcher(opts: ExplorerImportOptions): Fetcher {
  const retries = opts.retries ?? 3
  const delay = opts.retryDelayMs ?? 500
  return async (url) => {
    for (let attempt = 0; ; attempt++) {
      let res: Response | undefined
      let failure: unknown
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000) })
        if (res.status !== 429 && res.status < 500) return res
      } catch (e) {
        failure = e
      }
      if (attempt >= retries) {
        if (res) return res
        throw new ExplorerImportError(`${redact(url)} could not be reached: ${(failure as Error).message}`)
      }
      const after = Number(res?.headers.get('retry-after'))
      await res?.body?.cancel()
      await new Promise((r) => setTimeout(r, after > 0 ? Math.min(after, 10) * 1_000 : delay * 2 ** attempt))
    }
  }
}

/** The URL as it may be printed: without the project id. */
const redact = (url: string) => url.replace(/projectId=[^&]*/, 'projectId=…')

/**
 * Reads every wallet the explorer lists, page by page, mapped to registry entries in the explorer's
 * order. Listings that cannot be entries are reported, not imported.
 *
 * @example
 * const { entries, skipped } = await fetchExplorerWallets({ projectId })
 */
export async function fetchExplorerWallets(
  opts: ExplorerImportOptions,
): Promise<{ entries: (RegistryEntry & { imageId?: string })[]; skipped: ExplorerImportReport['skipped'] }> {
  const get = fetcher(opts)
  const base = opts.explorerUrl ?? EXPLORER_URL
  const entries: number = opts.pageSize ?? 200
  if (!Number.isInteger(entries) || entries < 1 || entries > 1_000)
    throw new ExplorerImportError('pageSize must be a whole number from 1 to 1000')
  const seen = new Map<string, RegistryEntry & { imageId?: string }>()
  const skipped: ExplorerImportReport['skipped'] = []
  for (let page = 1; page <= 10_000; page++) {
    const url = `${base}/v3/wallets?${new URLSearchParams({ projectId: opts.projectId, entries: String(entries), page: String(page) })}`
    const res = await get(url)
    if (!res.ok) {
      const hint = res.status === 401 || res.status === 403 ? ': check the project id' : ''
      throw new ExplorerImportError(`The explorer answered ${res.status} for page ${page}${hint}`)
    }
    const body = explorerPageSchema.safeParse(await res.json().catch(() => undefined))
    if (!body.success) throw new ExplorerImportError(`Page ${page} is not an explorer listing page`)
    let fresh = 0
    for (const [key, raw] of Object.entries(body.data.listings)) {
      const mapped = toRegistryEntry(raw)
      if ('reason' in mapped) {
        skipped.push({ id: key.slice(0, 128), reason: mapped.reason })
        continue
      }
      if (seen.has(mapped.entry.id)) continue
      fresh++
      const imageId = (raw as { image_id?: unknown }).image_id
      seen.set(mapped.entry.id, {
        ...mapped.entry,
        ...(typeof imageId === 'string' && /^[\w-]{1,100}$/.test(imageId) ? { imageId } : {}),
      })
    }
    opts.onProgress?.(`Page ${page}: ${seen.size} wallets so far`)
    const listed = Object.keys(body.data.listings).length
    const total = body.data.total
    // The last page is short; an explorer that ignores paging repeats itself, which adds nothing new.
    if (listed < entries || fresh === 0 || (total !== undefined && seen.size + skipped.length >= total)) break
  }
  return { entries: [...seen.values()], skipped }
}

async function fetchLogo(get: Fetcher, url: string): Promise<{ data: string; type: string } | undefined> {
  const res = await get(url).catch(() => undefined)
  if (!res?.ok) {
    await res?.body?.cancel()
    return undefined
  }
  const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const declared = Number(res.headers.get('content-length'))
  if (!LOGO_TYPES.has(type) || declared > LOGO_MAX_BYTES) {
    await res.body?.cancel()
    return undefined
  }
  const bytes = Buffer.from(await res.arrayBuffer())
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES) return undefined
  return { data: bytes.toString('base64'), type }
}

/**
 * Imports the public WalletConnect explorer listing into the registry: every wallet with its links,
 * chains and logo, in the explorer's order. The registry is replaced in one transaction once
 * everything is read; if the explorer cannot be read, nothing changes.
 *
 * @example
 * const report = await importExplorer(db, { projectId: process.env.WALLETCONNECT_PROJECT_ID! })
 */
export async function importExplorer(
  db: Database,
  opts: ExplorerImportOptions,
): Promise<ExplorerImportReport> {
  if (!/^[\w-]{1,100}$/.test(opts.projectId))
    throw new ExplorerImportError('A WalletConnect project id is needed (letters, digits, - or _)')
  if (opts.explorerUrl !== undefined && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(opts.explorerUrl))
    throw new ExplorerImportError(
      `The explorer URL must be an http(s) origin, not ${JSON.stringify(opts.explorerUrl)}`,
    )
  const { entries, skipped } = await fetchExplorerWallets(opts)
  if (entries.length === 0)
    throw new ExplorerImportError('The explorer listed no wallets; the registry is unchanged')
  const logos = { stored: 0, failed: 0, missing: 0 }
  const size = opts.logoSize ?? 'md'
  if (size !== 'none') {
    const get = fetcher(opts)
    const base = opts.explorerUrl ?? EXPLORER_URL
    const queue = entries.filter((e) => e.imageId)
    logos.missing = entries.length - queue.length
    const worker = async () => {
      for (let e = queue.shift(); e; e = queue.shift()) {
        const url = `${base}/v3/logo/${size}/${e.imageId}?${new URLSearchParams({ projectId: opts.projectId })}`
        e.image = await fetchLogo(get, url)
        if (e.image) logos.stored++
        else logos.failed++
        const done = logos.stored + logos.failed
        if (done % 100 === 0) opts.onProgress?.(`Logos: ${done} of ${entries.length - logos.missing}`)
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 6, 32)) }, worker))
  }
  const written = await replaceWallets(
    db,
    entries.map(({ imageId: _, ...e }) => e),
    { keepMissing: opts.keepMissing ?? false },
  )
  return { imported: written.written, removed: written.removed, kept: written.kept, skipped, logos }
}
