import { readFileSync } from 'node:fs'
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { wallets } from '../db/schema.ts'

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
  chains: string[]
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
  chains: z.array(z.string().max(100)).max(500),
})

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
  return entries.length
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

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of the registry: featured ids first (in the order given), then by rank and name.
 *
 * @example
 * const { count, data } = await queryWallets(db, { page: 1, entries: 40, search: 'meta' })
 */
export async function queryWallets(
  db: Database,
  q: WalletQuery,
): Promise<{ count: number; data: Omit<RegistryEntry, 'image'>[] }> {
  const where: SQL[] = []
  if (q.search) where.push(sql`${wallets.name} ilike ${`%${likeEscape(q.search)}%`} escape '\\'`)
  if (q.include?.length) where.push(inArray(wallets.id, q.include))
  if (q.exclude?.length) where.push(notInArray(wallets.id, q.exclude))
  if (q.chains?.length) {
    const exact = q.chains.filter((c) => c.includes(':'))
    const namespaces = q.chains.filter((c) => !c.includes(':'))
    where.push(
      sql`exists (select 1 from jsonb_array_elements_text(${wallets.chains}) as c(chain) where c.chain = any(${sql.param(exact)}::text[]) or split_part(c.chain, ':', 1) = any(${sql.param(namespaces)}::text[]))`,
    )
  }
  const filter = where.length ? and(...where) : undefined
  const featured = q.featured ?? []
  const order = [asc(wallets.rank), asc(wallets.name)]
  if (featured.length)
    order.unshift(sql`coalesce(array_position(${sql.param(featured)}::text[], ${wallets.id}), 2147483647)`)
  const [total] = await db.select({ n: count() }).from(wallets).where(filter)
  const rows = await db
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
    .where(filter)
    .orderBy(...order)
    .limit(q.entries)
    .offset((q.page - 1) * q.entries)
  return { count: total?.n ?? 0, data: rows }
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
