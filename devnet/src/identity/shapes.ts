/**
 * The test identities and what each stand-in's API answers about them, in the provider's own shape:
 * GitHub's `/user` and `/user/emails`, Discord's `/users/@me`, X's `/2/users/me`, Facebook's `/me`. Google
 * and Apple are OpenID Connect: their identity comes in the ID token (`accountClaims`).
 */
import { createHash } from 'node:crypto'
import type Provider from 'oidc-provider'
import type { KoaContextWithOIDC } from 'oidc-provider'

/** A test identity: an email address, verified or not. */
export type TestIdentity = { email: string; verified: boolean }

/**
 * The account id a test identity signs in as (`v:` verified, `u:` not): what the sign-in page submits.
 *
 * @example
 * accountIdOf({ email: 'ada@example.com', verified: true }) // 'v:ada@example.com'
 */
export const accountIdOf = (i: TestIdentity): string => `${i.verified ? 'v' : 'u'}:${i.email.toLowerCase()}`

/** The identity an account id names, or undefined for anything else. */
export function parseAccountId(id: string): TestIdentity | undefined {
  const m = /^([vu]):([^\s@]{1,64}@[^\s@]{1,190})$/.exec(id)
  return m ? { email: m[2]!, verified: m[1] === 'v' } : undefined
}

/** A stable number for an account (GitHub's and Facebook's ids are numbers). */
const numericId = (accountId: string) =>
  Number.parseInt(createHash('sha256').update(accountId).digest('hex').slice(0, 12), 16)

/** The OpenID Connect claims of an account: what the ID token and `/me` carry. */
export function accountClaims(accountId: string, i: TestIdentity) {
  const name = i.email.split('@')[0]!
  return {
    sub: accountId,
    email: i.email,
    email_verified: i.verified,
    name,
    preferred_username: name,
  }
}

/** Each stand-in's API: path → what it answers for an account. */
const ROUTES: Record<string, (accountId: string, i: TestIdentity) => unknown> = {
  '/github/user': (id, i) => ({ id: numericId(id), login: i.email.split('@')[0], name: null, email: null }),
  '/github/user/emails': (_id, i) => [{ email: i.email, primary: true, verified: i.verified }],
  '/discord/users/@me': (id, i) => ({
    id: String(numericId(id)),
    username: i.email.split('@')[0],
    global_name: null,
    email: i.email,
    verified: i.verified,
  }),
  '/x/2/users/me': (id, i) => ({
    data: { id: String(numericId(id)), name: i.email, username: i.email.split('@')[0] },
  }),
  '/facebook/me': (id, i) => ({ id: String(numericId(id)), name: i.email.split('@')[0], email: i.email }),
}

/**
 * Answers a stand-in API call with a valid access token (`Authorization: Bearer …`); 401 without one.
 * Returns whether the request was one of them.
 */
export async function userInfoRoute(provider: Provider, ctx: KoaContextWithOIDC): Promise<boolean> {
  const route = ROUTES[ctx.path]
  if (!route || ctx.method !== 'GET') return false
  const token = /^Bearer (\S+)$/.exec(ctx.get('authorization'))?.[1]
  const found = token ? await provider.AccessToken.find(token) : undefined
  const identity = found?.accountId ? parseAccountId(found.accountId) : undefined
  if (!found || !identity) {
    ctx.status = 401
    ctx.body = { message: 'Bad credentials' }
    return true
  }
  ctx.body = route(found.accountId, identity)
  return true
}
