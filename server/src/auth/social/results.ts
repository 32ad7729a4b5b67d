/**
 * A social login attempt's result (SPEC §4): recorded once the provider proved an identity, under the
 * server key's HMAC, and redeemed once, by the frame that started the attempt, on its browser, within
 * its time. A row written without the server key opens nothing.
 */
import type { SocialLoginProvider } from '@latch/protocol/embedded'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { refusal } from '../../http/errors.ts'
import { fieldsMac, newToken, sameSecret, sha256 } from '../crypto.ts'
import { authSocialLogins } from '../tables.ts'
import type { SocialIdentity } from './providers.ts'

/** How long a started login waits for the provider's callback, and a result for the frame. */
export const STATE_TTL_MS = 10 * 60_000
const RESULT_TTL_MS = 2 * 60_000

/**
 * What a result's HMAC covers: everything that decides which account it opens, and for whom, as one
 * JSON text under its own label (a provider's username or email may hold any character, so the fields
 * are not joined by a separator one of them could contain).
 */
const resultFields = (r: {
  resultHash: string
  provider: string
  projectId: string
  deviceHash: string
  bindingHash: string
  subject: string
  email: string | null
  emailVerified: boolean
  username: string | null
  resultExpiresAt: Date
  linkUserId: string | null
}) => [
  'social-result',
  JSON.stringify([
    r.resultHash,
    r.provider,
    r.projectId,
    r.deviceHash,
    r.bindingHash,
    r.subject,
    r.email,
    r.emailVerified,
    r.username,
    r.resultExpiresAt.getTime(),
    r.linkUserId,
  ]),
]

/** Records the identity an attempt proved, with a one-time result for its frame to redeem. */
export async function recordResult(
  db: Database,
  key: Buffer,
  login: typeof authSocialLogins.$inferSelect,
  identity: SocialIdentity,
): Promise<string> {
  const result = newToken()
  const row = {
    resultHash: sha256(result),
    provider: login.provider,
    projectId: login.projectId,
    deviceHash: login.deviceHash,
    bindingHash: login.bindingHash,
    subject: identity.subject,
    email: identity.email ?? null,
    emailVerified: identity.emailVerified,
    username: identity.username ?? null,
    resultExpiresAt: new Date(Date.now() + RESULT_TTL_MS),
    linkUserId: login.linkUserId,
  }
  await db
    .update(authSocialLogins)
    .set({ ...row, mac: fieldsMac(key, resultFields(row)) })
    .where(eq(authSocialLogins.stateHash, login.stateHash))
  return result
}

/**
 * Redeems a result, once, for the frame that started the attempt, on its browser, within its time,
 * for the account it was started for (a link) or for none (a login): the identity it read.
 */
export async function redeemResult(
  db: Database,
  key: Buffer,
  log: FastifyBaseLogger,
  body: { projectId: string; result: string; binding: string; deviceId: string },
  linkUserId: string | null,
): Promise<SocialIdentity> {
  const [login] = await db
    .update(authSocialLogins)
    .set({ redeemedAt: new Date() })
    .where(
      and(
        eq(authSocialLogins.resultHash, sha256(body.result)),
        isNull(authSocialLogins.redeemedAt),
        gt(authSocialLogins.resultExpiresAt, new Date()),
      ),
    )
    .returning()
  if (
    !login?.subject ||
    !login.mac ||
    !login.resultHash ||
    !login.resultExpiresAt ||
    login.projectId !== body.projectId ||
    login.linkUserId !== linkUserId ||
    !sameSecret(login.bindingHash, sha256(body.binding)) ||
    login.deviceHash !== sha256(body.deviceId)
  )
    throw refusal(401, {}, 'socialGone')
  const fields = resultFields({
    ...login,
    subject: login.subject,
    resultHash: login.resultHash,
    emailVerified: login.emailVerified === true,
    resultExpiresAt: login.resultExpiresAt,
  })
  if (!sameSecret(login.mac, fieldsMac(key, fields))) {
    log.warn(
      { provider: login.provider },
      'a social login row failed its HMAC: written without the server key',
    )
    throw refusal(401, {}, 'socialGone')
  }
  return {
    provider: login.provider as SocialLoginProvider,
    subject: login.subject,
    ...(login.email ? { email: login.email } : {}),
    emailVerified: login.emailVerified === true,
    ...(login.username ? { username: login.username } : {}),
  }
}
