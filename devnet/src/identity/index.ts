/**
 * The devnet's identity provider: a real OpenID Connect provider (`oidc-provider`) standing in for
 * Google and Apple, whose authorization server also stands in for GitHub, Discord, X and Facebook with
 * their user-info endpoints and shapes (`shapes.ts`). Its sign-in page lets any test identity sign in,
 * with its email verified or not, or deny, so a person tries every social button offline and tests
 * drive the real flow.
 *
 *   http://127.0.0.1:4400/.well-known/openid-configuration
 */
import { generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AUTH_PATHS } from '@latch/core/frame'
import Provider, { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider'
import { SOCIAL_STANDINS, standInClient } from './clients.ts'
import { renderSignIn } from './page.ts'
import { accountClaims, parseAccountId, userInfoRoute } from './shapes.ts'

export {
  SOCIAL_STANDINS,
  type SocialStandIn,
  standInClient,
  standInSocialConfig,
} from './clients.ts'
export { accountIdOf } from './shapes.ts'

/** What the stand-ins' API grants: each provider's own scopes. */
const RESOURCE_SCOPES = 'read:user user:email identify email users.read tweet.read public_profile'

/** The identity provider's default port (unit tests add 10000). */
export const IDENTITY_PORT = 4400

/** A running identity provider. */
export type IdentityProvider = {
  /** The issuer: `http://127.0.0.1:4400`. */
  issuer: string
  stop: () => Promise<void>
}

/**
 * Starts the identity provider on `host:port` (0 picks a free port). Every stand-in's client returns to
 * the social callback of the secure sites at `secureSites` (origins), or with `anyLoopbackSite` of a
 * secure site on any loopback port (tests start theirs on a free port).
 *
 * @example
 * const idp = await startIdentityProvider({ port: 4400, secureSites: ['http://127.0.0.1:8788'] })
 */
export async function startIdentityProvider(opts: {
  port?: number
  host?: string
  secureSites?: readonly string[]
  anyLoopbackSite?: boolean
}): Promise<IdentityProvider> {
  const host = opts.host ?? '127.0.0.1'
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(opts.port ?? IDENTITY_PORT, host, resolve))
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const config: Configuration = {
    clients: SOCIAL_STANDINS.map((p) => ({
      client_id: standInClient(p).clientId,
      client_secret: standInClient(p).clientSecret,
      client_name: `Latch devnet (${p})`,
      // oidc-provider wants at least one: a port nothing listens on stands in when only `anyLoopbackSite`.
      redirect_uris: (opts.secureSites ?? ['http://127.0.0.1:1']).map(
        (o) => `${o}${AUTH_PATHS.socialCallback}`,
      ),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // X authenticates confidential clients with HTTP Basic, the others with the form body.
      token_endpoint_auth_method: p === 'x' ? 'client_secret_basic' : 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'devnet', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['latch-devnet-identity'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'name', ...RESOURCE_SCOPES.split(' ')],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: {
      devInteractions: { enabled: false },
      // The stand-ins' API (`/github/user`, `/discord/users/@me`, …) is one resource server: an OAuth 2
      // request (no `openid` scope) gets an opaque access token for it.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => `${issuer}/api`,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: RESOURCE_SCOPES, accessTokenFormat: 'opaque' }),
      },
    },
    interactions: { policy: alwaysAsk(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const identity = parseAccountId(id)
      return identity ? { accountId: id, claims: () => accountClaims(id, identity) } : undefined
    },
    // Provider-specific API calls read the access token's account (`shapes.ts`); it stays opaque.
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      AuthorizationCode: 120,
      IdToken: 600,
    },
  }
  const provider = new Provider(issuer, config)
  if (opts.anyLoopbackSite) {
    const registered = provider.Client.prototype.redirectUriAllowed
    provider.Client.prototype.redirectUriAllowed = function (uri: string) {
      const url = URL.canParse(uri) ? new URL(uri) : undefined
      return (
        registered.call(this, uri) ||
        (url?.protocol === 'http:' &&
          url.hostname === '127.0.0.1' &&
          url.pathname === AUTH_PATHS.socialCallback &&
          !url.search)
      )
    }
  }
  provider.use(async (ctx, next) => {
    if (await userInfoRoute(provider, ctx as KoaContextWithOIDC)) return
    if (await interactionRoute(provider, ctx as KoaContextWithOIDC)) return
    await next()
  })
  server.on('request', provider.callback())
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The stand-in asks who signs in on every authorization, whoever signed in before in the browser: one
 * provider serves every stand-in, so a remembered session would sign a test in to GitHub as the
 * identity it used at Google, and no test could choose another.
 */
function alwaysAsk() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('always', 'The stand-in asks who signs in every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  return policy
}

/** Reads a form body (`application/x-www-form-urlencoded`, at most 4 KB). */
async function formBody(ctx: KoaContextWithOIDC): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of ctx.req) {
    text += chunk
    if (text.length > 4096) break
  }
  return new URLSearchParams(text)
}

/**
 * The sign-in page: GET shows who is asking and a form; POST signs the identity in (granting what the
 * client asked for) or denies. Returns whether it answered the request.
 */
async function interactionRoute(provider: Provider, ctx: KoaContextWithOIDC): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path)
  if (!match) return false
  const details = await provider.interactionDetails(ctx.req, ctx.res)
  if (ctx.method === 'GET') {
    const client = await provider.Client.find(String(details.params.client_id))
    ctx.type = 'html'
    ctx.set('cache-control', 'no-store')
    ctx.body = renderSignIn({ client: client?.clientName ?? String(details.params.client_id) })
    return true
  }
  if (ctx.method !== 'POST') return false
  const form = await formBody(ctx)
  if (form.get('action') === 'deny') {
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'The test identity denied access' },
      { mergeWithLastSubmission: false },
    )
    return true
  }
  const email = (form.get('email') ?? '').trim().toLowerCase()
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}$/.test(email)) {
    ctx.status = 400
    ctx.type = 'html'
    ctx.body = renderSignIn({ client: String(details.params.client_id), error: 'Enter an email address' })
    return true
  }
  const accountId = `${form.get('verified') === 'on' ? 'v' : 'u'}:${email}`
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
  const scope = String(details.params.scope ?? '')
  grant.addOIDCScope(scope)
  grant.addResourceScope(`${provider.issuer}/api`, scope)
  const grantId = await grant.save()
  await provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  )
  return true
}
