/**
 * Wallets linked to a sign-in profile: each row names the profile (the account a session signed in
 * with) and the linked account, with an HMAC under a key derived from the sign-in `secretKey`, so a row
 * written into the database by anyone without the key links nothing.
 */
import { linkedAccount, type SiwxLinkInfo } from '@latch/protocol/api'
import { and, asc, eq } from 'drizzle-orm'
import { deriveKey, fieldsMac, sameSecret } from '../auth/crypto.ts'
import type { Database } from '../db/client.ts'
import { siwxLinks } from './tables.ts'

type Row = typeof siwxLinks.$inferSelect

/** The key link rows are authenticated with, derived from the configured sign-in key. */
export const siwxLinkKey = (secretKeyHex: string): Buffer => deriveKey(secretKeyHex, 'latch/siwx/link-rows')

const macOf = (key: Buffer, r: Pick<Row, 'projectId' | 'profile' | 'address' | 'chainId' | 'linkedAt'>) =>
  fieldsMac(key, [r.projectId, r.profile, r.address, r.chainId, String(r.linkedAt.getTime())])

/** A link row as the wire carries it. */
const linkInfo = (r: Row): SiwxLinkInfo => ({
  address: r.address,
  chainId: r.chainId,
  linkedAt: r.linkedAt.toISOString(),
})

/**
 * Links `address` to `profile` (again, when it was, on this chain or another: one link per account, the
 * newer signature replacing the older).
 *
 * @example
 * await linkWallet(db, key, { projectId, profile, address, chainId, message, signature })
 */
export async function linkWallet(
  db: Database,
  key: Buffer,
  l: Omit<Row, 'account' | 'linkedAt' | 'mac'>,
): Promise<SiwxLinkInfo> {
  // Whole milliseconds, as the database keeps them: the HMAC reads back the same time.
  const linkedAt = new Date(Math.floor(Date.now()))
  const row: Row = { ...l, account: linkedAccount(l.address), linkedAt, mac: macOf(key, { ...l, linkedAt }) }
  // One statement on the account's key: linked through another chain before, or by a request at the
  // same moment, the newer link replaces the older and no account is linked twice.
  await db
    .insert(siwxLinks)
    .values(row)
    .onConflictDoUpdate({
      target: [siwxLinks.projectId, siwxLinks.profile, siwxLinks.account],
      set: {
        address: row.address,
        chainId: row.chainId,
        message: row.message,
        signature: row.signature,
        linkedAt,
        mac: row.mac,
      },
    })
  return linkInfo(row)
}

/**
 * The wallets linked to `profile` in `projectId`, oldest first; a row whose HMAC does not hold, or whose
 * key is not its address's, is left out.
 *
 * @example
 * const links = await linkedWallets(db, key, 'my-app', 'eip155:1:0xAbc…')
 */
export async function linkedWallets(
  db: Database,
  key: Buffer,
  projectId: string,
  profile: string,
): Promise<SiwxLinkInfo[]> {
  const rows = await db
    .select()
    .from(siwxLinks)
    .where(and(eq(siwxLinks.projectId, projectId), eq(siwxLinks.profile, profile)))
    .orderBy(asc(siwxLinks.linkedAt))
  return rows
    .filter((r) => sameSecret(r.mac, macOf(key, r)) && r.account === linkedAccount(r.address))
    .map(linkInfo)
}

/**
 * Unlinks the account `address` names (on whichever chain it linked); false when it was not linked.
 *
 * @example
 * await unlinkWallet(db, 'my-app', 'eip155:1:0xAbc…', 'eip155:1:0xDef…')
 */
export async function unlinkWallet(
  db: Database,
  projectId: string,
  profile: string,
  address: string,
): Promise<boolean> {
  const gone = await db
    .delete(siwxLinks)
    .where(
      and(
        eq(siwxLinks.projectId, projectId),
        eq(siwxLinks.profile, profile),
        eq(siwxLinks.account, linkedAccount(address)),
      ),
    )
    .returning()
  return gone.length > 0
}
