import { readFileSync } from 'node:fs'
import { type AnyCaipNetworkId, anyCaipNetworkId } from '@latch/protocol/caip-ids'
import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { wallets } from './tables.ts'

/** A registry entry as stored and served (image bytes aside). */
export type RegistryEntry = {
  id: string
  name: string
  rdns: string | null
  homepage: string | null
  mobileLink: string | null
  universalLink: string | null
  desktopLink: string | null
  webappLink: string | null
  /** CAIP-2 ids of any chain (`anyCaipNetworkId`). */
  chains: AnyCaipNetworkId[]
  image?: { data: string; type: string } | undefined
}

const link = z.string().max(500).nullable()
/** The shape every entry must have, whether from the seed file or an import. */
export const registryEntrySchema = z.object({
  id: z.string().regex(/^[\w.-]{1,128}$/),
  name: z.string().trim().min(1).max(80),
  rdns: z.string().max(200).nullable(),
  homepage: link,
  mobileLink: link,
  universalLink: link,
  desktopLink: link,
  webappLink: link,
  chains: z.array(anyCaipNetworkId).max(500),
})

/**
 * A registry entry with only an id and a name given; every link absent, EVM mainnet as its chain.
 *
 * @example
 * registryEntry('my-wallet', 'My Wallet', { mobileLink: 'mywallet://' })
 */
export function registryEntry(id: string, name: string, over: Partial<RegistryEntry> = {}): RegistryEntry {
  return {
    id,
    name,
    rdns: null,
    homepage: null,
    mobileLink: null,
    universalLink: null,
    desktopLink: null,
    webappLink: null,
    chains: ['eip155:1'],
    ...over,
  }
}

/** The seed dataset shipped with the server: real wallets, facts only, in listing order. */
export function seedWallets(): RegistryEntry[] {
  const raw: unknown = JSON.parse(readFileSync(new URL('./seed-wallets.json', import.meta.url), 'utf8'))
  return z.array(registryEntrySchema).parse(raw)
}

/**
 * Writes entries into the registry (insert or update by id), ranked in the order given after `rankFrom`.
 *
 * @example
 * await upsertWallets(db, seedWallets())
 */
export async function upsertWallets(
  db: Database,
  entries: readonly RegistryEntry[],
  rankFrom = 0,
): Promise<number> {
  for (let i = 0; i < entries.length; i += 500) {
    const rows = entries.slice(i, i + 500).map((e, j) => ({
      id: e.id,
      name: e.name,
      rdns: e.rdns,
      homepage: e.homepage,
      mobileLink: e.mobileLink,
      universalLink: e.universalLink,
      desktopLink: e.desktopLink,
      webappLink: e.webappLink,
      chains: e.chains,
      rank: rankFrom + i + j,
      image: e.image?.data ?? null,
      imageType: e.image?.type ?? null,
    }))
    await db
      .insert(wallets)
      .values(rows)
      .onConflictDoUpdate({
        target: wallets.id,
        set: {
          name: sql`excluded.name`,
          rdns: sql`excluded.rdns`,
          homepage: sql`excluded.homepage`,
          mobileLink: sql`excluded.mobile_link`,
          universalLink: sql`excluded.universal_link`,
          desktopLink: sql`excluded.desktop_link`,
          webappLink: sql`excluded.webapp_link`,
          chains: sql`excluded.chains`,
          rank: sql`excluded.rank`,
          image: sql`coalesce(excluded.image, ${wallets.image})`,
          imageType: sql`coalesce(excluded.image_type, ${wallets.imageType})`,
        },
      })
  }
  snapshots.delete(db)
  return entries.length
}

/**
 * Makes the registry the given list, in one transaction: the entries are written ranked in the order
 * given, and every other wallet is removed, or with `keepMissing` kept and ranked after them. Readers see
 * the old registry or the new one, never a mix.
 *
 * @example
 * const { removed } = await replaceWallets(db, entriesFromTheExplorer)
 */
export async function replaceWallets(
  db: Database,
  entries: readonly RegistryEntry[],
  opts: { keepMissing?: boolean } = {},
): Promise<{ written: number; removed: number; kept: number }> {
  const listed = new Set(entries.map((e) => e.id))
  const result = await db.transaction(async (tx) => {
    const store = tx as unknown as Database
    await upsertWallets(store, entries)
    const others = (
      await tx.select({ id: wallets.id }).from(wallets).orderBy(asc(wallets.rank), asc(wallets.name))
    )
      .map((r) => r.id)
      .filter((id) => !listed.has(id))
    if (opts.keepMissing) {
      for (const [i, id] of others.entries())
        await tx
          .update(wallets)
          .set({ rank: entries.length + i })
          .where(eq(wallets.id, id))
      return { written: entries.length, removed: 0, kept: others.length }
    }
    for (let i = 0; i < others.length; i += 1_000)
      await tx.delete(wallets).where(inArray(wallets.id, others.slice(i, i + 1_000)))
    return { written: entries.length, removed: others.length, kept: 0 }
  })
  snapshots.delete(db)
  return result
}

/** Fills an empty registry with the seed dataset; leaves one that holds anything alone. */
export async function seedRegistry(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(wallets)
  if ((row?.n ?? 0) === 0) await upsertWallets(db, seedWallets())
}

/** A registry query (`GET /v1/wallets`). */
export type WalletQuery = {
  page: number
  entries: number
  search?: string | undefined
  include?: string[] | undefined
  exclude?: string[] | undefined
  featured?: string[] | undefined
  /** CAIP-2 ids, or bare namespaces matching any chain of theirs. */
  chains?: string[] | undefined
}

type Listed = Omit<RegistryEntry, 'image'>
/** How long a process serves registry pages from its snapshot before reading the table again. */
export const REGISTRY_SNAPSHOT_MS = 30_000
const snapshots = new WeakMap<Database, { at: number; rows: Promise<Listed[]> }>()

/**
 * The registry as this process last read it, in listing order (rank, then name). Searches run over it in
 * memory, so a keystroke's query costs well under a millisecond; an import made by another process
 * shows within {@link REGISTRY_SNAPSHOT_MS}, one made by this process at once.
 */
function snapshot(db: Database): Promise<Listed[]> {
  const held = snapshots.get(db)
  if (held && Date.now() - held.at < REGISTRY_SNAPSHOT_MS) return held.rows
  // A drizzle query runs each time it is awaited: the snapshot holds the one result.
  const rows = (async (): Promise<Listed[]> =>
    db
      .select({
        id: wallets.id,
        name: wallets.name,
        rdns: wallets.rdns,
        homepage: wallets.homepage,
        mobileLink: wallets.mobileLink,
        universalLink: wallets.universalLink,
        desktopLink: wallets.desktopLink,
        webappLink: wallets.webappLink,
        chains: wallets.chains,
      })
      .from(wallets)
      .orderBy(asc(wallets.rank), asc(wallets.name)))()
  snapshots.set(db, { at: Date.now(), rows })
  rows.catch(() => snapshots.delete(db))
  return rows
}

/**
 * One page of the registry: featured ids first (in the order given), then by rank and name. The search
 * matches part of a name, case-insensitively, as plain text.
 *
 * @example
 * const { count, data } = await queryWallets(db, { page: 1, entries: 40, search: 'meta' })
 */
export async function queryWallets(db: Database, q: WalletQuery): Promise<{ count: number; data: Listed[] }> {
  const search = q.search?.toLowerCase()
  const include = q.include?.length ? new Set(q.include) : undefined
  const exclude = new Set(q.exclude ?? [])
  const exact = new Set(q.chains?.filter((c) => c.includes(':')))
  const namespaces = new Set(q.chains?.filter((c) => !c.includes(':')))
  const chainOk = (chains: string[]) =>
    !q.chains?.length || chains.some((c) => exact.has(c) || namespaces.has(c.split(':')[0] ?? ''))
  const matching = (await snapshot(db)).filter(
    (w) =>
      (!search || w.name.toLowerCase().includes(search)) &&
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      chainOk(w.chains),
  )
  const featured = q.featured ?? []
  const ordered = featured.length
    ? [
        ...featured.flatMap((id) => matching.filter((w) => w.id === id)),
        ...matching.filter((w) => !featured.includes(w.id)),
      ]
    : matching
  const from = (q.page - 1) * q.entries
  return { count: ordered.length, data: ordered.slice(from, from + q.entries) }
}

/** A wallet's stored icon, if it has one. */
export async function walletImage(
  db: Database,
  id: string,
): Promise<{ name: string; image: string | null; imageType: string | null } | undefined> {
  const [row] = await db
    .select({ name: wallets.name, image: wallets.image, imageType: wallets.imageType })
    .from(wallets)
    .where(eq(wallets.id, id))
  return row
}
