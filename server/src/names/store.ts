/**
 * The name service's data access: names by name and by owner, which of some names are taken, and a
 * registration written once per signature (SPEC §7). The routes hold no SQL.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http/errors.ts'
import { names, usedSignatures } from './tables.ts'

/** A registered name as stored. */
export type NameRow = typeof names.$inferSelect

/** What a registration writes: the name, its owner, the address for one coin type, the attributes it sets. */
export type Registration = {
  name: string
  owner: string
  coinType: string
  address: string
  attributes: Record<string, string>
  /** The signature it was made with: each is used once. */
  signature: string
}

/**
 * The name service's store over a database.
 *
 * @example
 * const store = nameStore(db)
 * const row = await store.byName('alice.latch.eth')
 */
export function nameStore(db: Database) {
  return {
    /** A name's row, if registered. */
    async byName(name: string): Promise<NameRow | undefined> {
      const [row] = await db.select().from(names).where(eq(names.name, name))
      return row
    },
    /** The names an address owns, oldest first (`limit` of them when given). */
    byOwner(owner: string, limit?: number): Promise<NameRow[]> {
      const q = db
        .select()
        .from(names)
        .where(eq(names.owner, owner.toLowerCase()))
        .orderBy(names.registeredAt)
      return limit === undefined ? q : q.limit(limit)
    },
    /** Which of these names are registered. */
    async taken(candidates: string[]): Promise<Set<string>> {
      const rows = await db.select({ name: names.name }).from(names).where(inArray(names.name, candidates))
      return new Set(rows.map((r) => r.name))
    },
    /**
     * Registers a name, or adds a coin type's address and attributes to its owner's name, in one
     * transaction: 409 when the signature was used before or the name is someone else's. An address
     * the owner already had keeps the time it was added.
     */
    register(r: Registration): Promise<void> {
      return db.transaction(async (tx) => {
        const used = await tx
          .insert(usedSignatures)
          .values({ signature: r.signature.toLowerCase() })
          .onConflictDoNothing()
          .returning()
        if (used.length === 0) throw new HttpError(409, 'This signature was already used')
        const [existing] = await tx.select().from(names).where(eq(names.name, r.name)).for('update')
        if (existing && existing.owner !== r.owner)
          throw new HttpError(409, `Error registering name ${r.name}: already registered`)
        const now = new Date()
        const kept = existing?.addresses[r.coinType]
        const created = kept?.address.toLowerCase() === r.owner ? kept.created : undefined
        const addresses = {
          ...(existing?.addresses ?? {}),
          [r.coinType]: { address: r.address, created: created ?? now.toISOString() },
        }
        const attributes = { ...(existing?.attributes ?? {}), ...r.attributes }
        await tx
          .insert(names)
          .values({ name: r.name, owner: r.owner, addresses, attributes, registeredAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: names.name, set: { addresses, attributes, updatedAt: now } })
      })
    },
  }
}
