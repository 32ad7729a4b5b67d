/**
 * How many login mails and codes the secure site takes in an hour (`embeddedWallet.limits`): per IP,
 * and per address. Each approved browser has its own budget per address; every other browser shares
 * one, so a stranger without an approved browser spends only that shared budget, never the owner's.
 */
import type { FastifyRequest } from 'fastify'
import type { AuthDeps } from './fields.ts'
import { type AttemptBrowser, hit, type Limit } from './rate-limit.ts'

/** The hour the login limits count in. */
const HOUR_MS = 3600_000

/** Counts one mail sent or code tried for an address from a browser; refuses (429) once over a limit. */
export type AttemptLimit = (
  req: FastifyRequest,
  kind: 'mail' | 'code',
  address: string,
  browser: AttemptBrowser,
) => Promise<void>

/**
 * The attempt limit over the site's database and settings.
 *
 * @example
 * const limit = attemptLimit(deps)
 * await limit(req, 'mail', email, { hash: deviceHash, approved: false })
 */
export function attemptLimit(deps: Pick<AuthDeps, 'db' | 'embedded'>): AttemptLimit {
  const { db, embedded } = deps
  const limits = embedded.limits
  const perHour = (max: number): Limit => ({ max, windowMs: HOUR_MS })
  return async (req, kind, address, browser) => {
    const mail = kind === 'mail'
    await hit(db, `${kind}:ip:${req.ip}`, perHour(mail ? limits.mailsPerIpHour : limits.codesPerIpHour))
    await hit(
      db,
      `${kind}:email:${address}:${browser.approved ? `device:${browser.hash}` : 'unapproved'}`,
      perHour(mail ? limits.mailsPerAddressHour : limits.codesPerAddressHour),
    )
  }
}
