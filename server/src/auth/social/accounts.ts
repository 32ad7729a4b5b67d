/**
 * One account across login methods: the identity a provider vouches for reaches the account it already
 * opened, else the account of the same verified email (email login's), else a new one. An unverified
 * email never joins an email account. A browser new to an account with a wallet is approved first, by
 * the link mailed to the account's email, as email login does (an account without one goes on to its
 * recovery code).
 */
import { randomUUID } from 'node:crypto'
import type {
  LoginMethod,
  MailContext,
  SocialLoginProvider,
  SocialSessionResponse,
} from '@latch/protocol/embedded'
import { normaliseEmail } from '@latch/protocol/embedded'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { refusal } from '../../http/errors.ts'
import { agentOf } from '../agent.ts'
import { requestApproval } from '../device.ts'
import type { AuthDeps } from '../fields.ts'
import { isApprovedBrowser, openBrowserSession } from '../session.ts'
import { authEmails, authIdentities, authPasskeys, authUsers } from '../tables.ts'
import type { SocialIdentity } from './providers.ts'

/**
 * An identity as its row keeps it: the email it showed (normalised), verified only when the provider
 * vouches for it, and the handle (`seen`); the verified email, if any; the condition naming its row.
 */
function identityRow(identity: SocialIdentity) {
  const email = identity.email ? normaliseEmail(identity.email) : undefined
  const verified = identity.emailVerified && email ? email : undefined
  return {
    verified,
    seen: { email: email ?? null, emailVerified: Boolean(verified), username: identity.username ?? null },
    same: and(eq(authIdentities.provider, identity.provider), eq(authIdentities.subject, identity.subject)),
  }
}

/**
 * The account `identity` opens, made or joined as above (in one transaction: two logins at once make
 * one account).
 *
 * @example
 * const userId = await accountOf(db, { provider: 'github', subject: '42', email: 'ada@example.com', emailVerified: true })
 */
export async function accountOf(db: AuthDeps['db'], identity: SocialIdentity): Promise<string> {
  const { verified, seen, same } = identityRow(identity)
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ userId: authIdentities.userId }).from(authIdentities).where(same)
    if (known) {
      await tx.update(authIdentities).set(seen).where(same)
      return known.userId
    }
    const [byEmail] = verified
      ? await tx.select({ userId: authEmails.userId }).from(authEmails).where(eq(authEmails.email, verified))
      : []
    const userId = byEmail?.userId ?? randomUUID()
    if (!byEmail) {
      await tx.insert(authUsers).values({ id: userId })
      // A verified email becomes the account's: email login reaches it too.
      if (verified) await tx.insert(authEmails).values({ email: verified, userId }).onConflictDoNothing()
    }
    await tx
      .insert(authIdentities)
      .values({ provider: identity.provider, subject: identity.subject, userId, ...seen })
    return userId
  })
}

/**
 * Signs a browser in with a verified identity: a session, or (an account with a wallet, a browser it
 * never approved) the approval link mailed to the account's email first.
 */
export async function signInWithIdentity(
  deps: AuthDeps,
  req: FastifyRequest,
  s: {
    identity: SocialIdentity
    deviceHash: string
    sessionPublicKey: string
    devicePublicKey: string
    mail: MailContext
  },
): Promise<SocialSessionResponse> {
  const { db } = deps
  const userId = await accountOf(db, s.identity)
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId))
  const [mailbox] = await db
    .select({ email: authEmails.email })
    .from(authEmails)
    .where(eq(authEmails.userId, userId))
  const approved = await isApprovedBrowser(db, userId, s.deviceHash)
  // An account with no email (only a provider that gave none reached it) has no mailbox to approve a
  // browser from: the provider's login is the proof, and the wallet on a new browser asks for its
  // recovery code (there is no browser to hand the key over from).
  if (user?.address && !approved && mailbox) {
    await requestApproval(deps, {
      userId,
      deviceHash: s.deviceHash,
      publicKey: s.devicePublicKey,
      email: mailbox.email,
      mail: s.mail,
      agent: agentOf(req.headers['user-agent']),
    })
    return { action: 'VERIFY_DEVICE', email: mailbox.email }
  }
  const token = await openBrowserSession(deps, req, {
    userId,
    deviceHash: s.deviceHash,
    publicKey: s.sessionPublicKey,
  })
  return {
    token,
    email: mailbox?.email ?? null,
    address: user?.address ?? null,
    social: { provider: s.identity.provider, username: s.identity.username ?? null },
  }
}

/**
 * Adds a provider's identity to a signed-in visitor's account (ProfileWallets): refused when it already
 * opens another account. A verified email it brings becomes the account's when the account has none
 * and no other account uses it.
 *
 * @example
 * await linkIdentity(db, userId, { provider: 'github', subject: '42', emailVerified: false })
 */
export async function linkIdentity(
  db: AuthDeps['db'],
  userId: string,
  identity: SocialIdentity,
): Promise<void> {
  const { verified, seen, same } = identityRow(identity)
  await db.transaction(async (tx) => {
    const [known] = await tx.select({ userId: authIdentities.userId }).from(authIdentities).where(same)
    if (known && known.userId !== userId) throw refusal(409, {}, 'socialTaken')
    if (known) await tx.update(authIdentities).set(seen).where(same)
    else
      await tx
        .insert(authIdentities)
        .values({ provider: identity.provider, subject: identity.subject, userId, ...seen })
    if (!verified) return
    const [mailbox] = await tx.select().from(authEmails).where(eq(authEmails.userId, userId))
    if (!mailbox) await tx.insert(authEmails).values({ email: verified, userId }).onConflictDoNothing()
  })
}

/**
 * An account's login methods: its email, its providers' identities, then its passkeys, each in the
 * order they were added.
 *
 * @example
 * const methods = await methodsOf(db, userId) // [{ kind: 'email', email: 'ada@example.com' }, …]
 */
export async function methodsOf(db: Pick<AuthDeps['db'], 'select'>, userId: string): Promise<LoginMethod[]> {
  const [mailbox] = await db.select().from(authEmails).where(eq(authEmails.userId, userId))
  const identities = await db
    .select()
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .orderBy(asc(authIdentities.createdAt))
  const passkeys = await db
    .select()
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(asc(authPasskeys.createdAt))
  return [
    ...(mailbox ? [{ kind: 'email' as const, email: mailbox.email }] : []),
    ...identities.map((i) => ({
      kind: 'social' as const,
      provider: i.provider as SocialLoginProvider,
      username: i.username,
      email: i.email,
    })),
    ...passkeys.map((p) => ({
      kind: 'passkey' as const,
      id: p.credentialId,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  ]
}
