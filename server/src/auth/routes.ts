/**
 * The secure site's auth API (`AUTH_PATHS` of `@latch/core/frame`), called by the wallet frame on its
 * own origin: email login with mailed codes, sessions, and the wallet's server-held shares.
 */
import { randomUUID } from 'node:crypto'
import {
  AUTH_PATHS,
  type AuthShareResponse,
  type CreateWalletBody,
  isEmail,
  type MeResponse,
  type SessionResponse,
  type StartEmailBody,
  type StartEmailResponse,
  type VerifyEmailBody,
} from '@latch/core/frame'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { EmbeddedWalletConfig, ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { authDevices, authEmails, authShares, authUsers } from '../db/schema.ts'
import { HttpError, parse } from '../http/errors.ts'
import type { WireShape } from '../http/schemas.ts'
import { issueCode, useCode } from './codes.ts'
import { open, type ServerKeys, seal, sha256 } from './crypto.ts'
import { codeMail, type Mailer } from './mailer.ts'
import { hit, type Limit } from './rate-limit.ts'
import { closeSession, openSession, requireSession } from './session.ts'

const email = z
  .string()
  .max(254)
  .transform((e) => e.trim().toLowerCase())
  .refine(isEmail, 'Enter a valid email address')
const projectId = z.string().min(1).max(128)
/** The frame's device id: 32 random bytes, base64url. */
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid device id')
const share = z.string().regex(/^[A-Za-z0-9_-]{20,400}$/, 'a share is base64url')
const address = z.string().refine((a) => isAddress(a, { strict: false }), 'Invalid address')

/** Per-address and per-IP limits on mail and code routes (besides a code's own 5 attempts). */
export const AUTH_LIMITS = {
  mailPerAddress: { max: 6, windowMs: 3600_000 },
  mailPerIp: { max: 30, windowMs: 3600_000 },
  codePerAddress: { max: 20, windowMs: 3600_000 },
  codePerIp: { max: 60, windowMs: 3600_000 },
} satisfies Record<string, Limit>

/** What the auth routes need. */
export type AuthDeps = {
  db: Database
  config: ServerConfig
  embedded: EmbeddedWalletConfig
  keys: ServerKeys
  mailer: Mailer
}

const aad = (userId: string, kind: string) => `${userId}:${kind}`

/**
 * The auth routes on the secure site. Every call must come from the frame's own origin (a browser on
 * another page cannot make it), and names a configured project.
 */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, config, keys, mailer, embedded } = deps
  const projects = new Map(config.projects.map((p) => [p.id, p]))
  const requireProject = (id: string) => {
    if (!projects.has(id)) throw new HttpError(401, `Unknown projectId "${id}"`, 'body.projectId')
    return projects.get(id)!
  }
  const limit = async (req: FastifyRequest, kind: 'mail' | 'code', address: string) => {
    await hit(db, `${kind}:ip:${req.ip}`, kind === 'mail' ? AUTH_LIMITS.mailPerIp : AUTH_LIMITS.codePerIp)
    await hit(
      db,
      `${kind}:email:${address}`,
      kind === 'mail' ? AUTH_LIMITS.mailPerAddress : AUTH_LIMITS.codePerAddress,
    )
  }

  app.post<{ Reply: StartEmailResponse }>(AUTH_PATHS.startEmail, async (req) => {
    const body = parse(
      z.object({ projectId, email, deviceId } satisfies WireShape<StartEmailBody>),
      req.body,
      'body',
    )
    const project = requireProject(body.projectId)
    await limit(req, 'mail', body.email)
    const code = await issueCode(db, keys, body.email, 'login')
    const mail = codeMail(code, project.id)
    try {
      await mailer.send(body.email, mail.subject, mail.text)
    } catch (e) {
      req.log.warn({ err: e }, 'login mail not sent')
      throw new HttpError(502, 'The login code could not be mailed: try again in a moment')
    }
    return { action: 'VERIFY_OTP' }
  })

  app.post<{ Reply: SessionResponse }>(AUTH_PATHS.verifyEmail, async (req) => {
    const body = parse(
      z.object({
        projectId,
        email,
        otp: z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
        deviceId,
      } satisfies WireShape<VerifyEmailBody>),
      req.body,
      'body',
    )
    requireProject(body.projectId)
    await limit(req, 'code', body.email)
    await useCode(db, keys, body.email, 'login', body.otp)
    const userId = await db.transaction(async (tx) => {
      const [known] = await tx.select().from(authEmails).where(eq(authEmails.email, body.email))
      if (known) return known.userId
      const id = randomUUID()
      await tx.insert(authUsers).values({ id })
      await tx.insert(authEmails).values({ email: body.email, userId: id })
      return id
    })
    const deviceHash = sha256(body.deviceId)
    await db.insert(authDevices).values({ userId, deviceHash, approvedAt: new Date() }).onConflictDoNothing()
    const token = await openSession(db, userId, deviceHash, embedded.sessionTtlHours)
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId))
    return { token, email: body.email, address: user?.address ?? null }
  })

  const accountOf = async (userId: string) => {
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId))
    const [mail] = await db.select().from(authEmails).where(eq(authEmails.userId, userId))
    if (!user || !mail) throw new HttpError(401, 'Session Expired: log in again')
    return { user, email: mail.email }
  }

  app.get<{ Reply: MeResponse }>(AUTH_PATHS.me, async (req) => {
    const { userId } = await requireSession(db, req)
    const { user, email: address } = await accountOf(userId)
    return { email: address, address: user.address }
  })

  app.put<{ Reply: { address: string } }>(AUTH_PATHS.wallet, async (req) => {
    const { userId } = await requireSession(db, req)
    const body = parse(
      z.object({
        address,
        authShare: share,
        recoveryShare: share,
        sealedRecoveryShare: share,
      } satisfies WireShape<CreateWalletBody>),
      req.body,
      'body',
    )
    await db.transaction(async (tx) => {
      // An account gets one wallet: the first frame to create it wins, a second is refused.
      const claimed = await tx
        .update(authUsers)
        .set({ address: body.address.toLowerCase() })
        .where(and(eq(authUsers.id, userId), isNull(authUsers.address)))
        .returning({ id: authUsers.id })
      if (claimed.length === 0) throw new HttpError(409, 'This account already has a wallet')
      await tx.insert(authShares).values([
        { userId, kind: 'auth', sealed: seal(keys, body.authShare, aad(userId, 'auth')) },
        { userId, kind: 'recovery', sealed: seal(keys, body.recoveryShare, aad(userId, 'recovery')) },
        {
          userId,
          kind: 'sealed-recovery',
          sealed: seal(keys, body.sealedRecoveryShare, aad(userId, 'sealed-recovery')),
        },
      ])
    })
    return { address: body.address.toLowerCase() }
  })

  app.get<{ Reply: AuthShareResponse }>(AUTH_PATHS.authShare, async (req) => {
    const { userId } = await requireSession(db, req)
    const { user } = await accountOf(userId)
    const [row] = await db
      .select()
      .from(authShares)
      .where(and(eq(authShares.userId, userId), eq(authShares.kind, 'auth')))
    if (!user.address || !row) throw new HttpError(404, 'This account has no wallet yet')
    return { address: user.address, authShare: open(keys, row.sealed, aad(userId, 'auth')) }
  })

  app.post<{ Reply: { ok: true } }>(AUTH_PATHS.signOut, async (req) => {
    const { tokenHash } = await requireSession(db, req)
    await closeSession(db, tokenHash)
    return { ok: true }
  })
}
