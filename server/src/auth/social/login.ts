/**
 * The authorization-code flow with PKCE against any provider of the table (`providers.ts`), through
 * `openid-client`: the URL the pop-up opens, and the identity a callback's code stands for. The
 * provider's tokens are used once here to read who the visitor is and are never kept; the client
 * secret never leaves the server.
 */
import type { SocialLoginProvider } from '@latch/protocol/embedded'
import * as oidc from 'openid-client'
import type { SocialConfig } from '../settings.ts'
import { PROVIDERS, type SocialIdentity } from './providers.ts'

/** What a provider's login needs from the configuration: its client, and where the endpoints are. */
type ClientConfig = NonNullable<SocialConfig[SocialLoginProvider]>

/** Plain HTTP only on the machine itself (the devnet's stand-in); a provider elsewhere must use HTTPS. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/** A login's secrets, made when it starts and checked when it comes back. */
export type LoginChecks = { state: string; codeVerifier: string; nonce: string }

/** The social logins of one server: each provider's client, discovered or built once per process. */
export type SocialLogins = {
  /** Whether the server logs visitors in with `provider`. */
  has: (provider: SocialLoginProvider) => boolean
  /** The provider's authorization page for a new login, and the secrets to keep until it comes back. */
  start: (provider: SocialLoginProvider, redirectUri: string) => Promise<{ url: string; checks: LoginChecks }>
  /**
   * The visitor a callback names: exchanges the code (PKCE, state, and the ID token's nonce checked),
   * then reads the identity. `callback` is the request as it arrived (Apple's is a POSTed form).
   */
  finish: (
    provider: SocialLoginProvider,
    callback: URL | Request,
    checks: LoginChecks,
  ) => Promise<SocialIdentity>
}

/**
 * The social logins `config` configures.
 *
 * @example
 * const logins = socialLogins(config.embeddedWallet.social)
 * const { url, checks } = await logins.start('google', 'https://wallet.example/auth/v1/social/callback')
 */
export function socialLogins(config: SocialConfig): SocialLogins {
  const clients = new Map<SocialLoginProvider, Promise<oidc.Configuration>>()
  const clientOf = (provider: SocialLoginProvider): Promise<oidc.Configuration> => {
    const conf = config[provider]
    if (!conf) throw new Error(`${provider} login is not configured`)
    let client = clients.get(provider)
    if (!client) {
      client = configure(provider, conf)
      // A failed discovery is asked again next time (the provider may have been down).
      client.catch(() => clients.delete(provider))
      clients.set(provider, client)
    }
    return client
  }
  return {
    has: (provider) => Boolean(config[provider]),
    async start(provider, redirectUri) {
      const spec = PROVIDERS[provider]
      const client = await clientOf(provider)
      const checks = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      }
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: spec.scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(spec.kind === 'oidc' ? { nonce: checks.nonce } : {}),
        ...(spec.kind === 'oidc' && spec.responseMode ? { response_mode: spec.responseMode } : {}),
      })
      return { url: url.href, checks }
    },
    async finish(provider, callback, checks) {
      const spec = PROVIDERS[provider]
      const client = await clientOf(provider)
      const tokens = await oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(spec.kind === 'oidc' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      })
      if (spec.kind === 'oidc') {
        const claims = tokens.claims()
        if (!claims) throw new Error(`${provider} sent no ID token`)
        const email = typeof claims.email === 'string' ? claims.email : undefined
        const name = claims.preferred_username ?? claims.name
        return {
          provider,
          subject: claims.sub,
          ...(email ? { email } : {}),
          // Apple sends the flag as a string.
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          ...(typeof name === 'string' && name ? { username: name } : {}),
        }
      }
      const conf = config[provider] as ClientConfig & { apiUrl?: string }
      const apiUrl = (conf.apiUrl ?? spec.apiUrl).replace(/\/+$/, '')
      const api = async (path: string) => {
        const res = await oidc.fetchProtectedResource(
          client,
          tokens.access_token,
          new URL(`${apiUrl}${path}`),
          'GET',
        )
        if (!res.ok) throw new Error(`${provider} answered ${res.status} for ${path}`)
        return res.json() as Promise<unknown>
      }
      const identity = await spec.identity(api)
      return {
        provider,
        subject: identity.subject,
        ...(identity.email ? { email: identity.email } : {}),
        emailVerified: identity.emailVerified && Boolean(identity.email),
        ...(identity.username ? { username: identity.username } : {}),
      }
    },
  }
}

/** A provider's client: discovered from its issuer (OpenID Connect) or built from the table (OAuth 2). */
async function configure(provider: SocialLoginProvider, conf: ClientConfig): Promise<oidc.Configuration> {
  const spec = PROVIDERS[provider]
  const auth =
    spec.kind === 'oauth2' && spec.clientAuth === 'basic'
      ? oidc.ClientSecretBasic(conf.clientSecret)
      : oidc.ClientSecretPost(conf.clientSecret)
  if (spec.kind === 'oidc') {
    const issuer = new URL(('issuer' in conf && conf.issuer) || spec.issuer)
    return oidc.discovery(
      issuer,
      conf.clientId,
      undefined,
      auth,
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
  }
  const urls = conf as ClientConfig & { authorizeUrl?: string; tokenUrl?: string }
  const authorize = new URL(urls.authorizeUrl ?? spec.authorizeUrl)
  const client = new oidc.Configuration(
    {
      issuer: authorize.origin,
      authorization_endpoint: authorize.href,
      token_endpoint: urls.tokenUrl ?? spec.tokenUrl,
    },
    conf.clientId,
    undefined,
    auth,
  )
  if (isLoopback(authorize)) oidc.allowInsecureRequests(client)
  return client
}
