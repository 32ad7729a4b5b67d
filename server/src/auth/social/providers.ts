/**
 * The social login providers, one table: Google and Apple are OpenID Connect (their endpoints come from
 * the issuer's discovery document and the identity from the verified ID token); X, Discord, GitHub and
 * Facebook are OAuth 2 (their endpoints and the shape of their user-info answers are listed here). One
 * generic module (`login.ts`) runs the authorization-code flow with PKCE for all of them.
 */
import type { LoginProvider, SocialLoginProvider } from '@latch/protocol/embedded'

/** What a provider says about the visitor, once verified: never more than this is kept. */
export type SocialIdentity = {
  provider: LoginProvider
  /** The provider's stable id of the visitor (`sub`, or its user id). */
  subject: string
  /** Their email, when the provider shares one. */
  email?: string
  /** Whether the provider vouches for that email (only then may it join an email account). */
  emailVerified: boolean
  /** Their handle or name there, as shown in the wallet (SPEC §3 social username). */
  username?: string
}

/** Reads a user-info endpoint of the provider's API with the visitor's access token. */
export type ProviderApi = (path: string) => Promise<unknown>

/** An OpenID Connect provider: its issuer and the scopes asked for. */
type OidcProvider = {
  kind: 'oidc'
  issuer: string
  scope: string
  /** Apple answers with a POSTed form when name or email is asked for. */
  responseMode?: 'form_post'
}

/** An OAuth 2 provider: its endpoints, how the client authenticates, and how its API names the visitor. */
type OAuth2Provider = {
  kind: 'oauth2'
  authorizeUrl: string
  tokenUrl: string
  apiUrl: string
  scope: string
  /** X authenticates confidential clients with HTTP Basic; the others take the secret in the form body. */
  clientAuth: 'post' | 'basic'
  identity: (api: ProviderApi) => Promise<Omit<SocialIdentity, 'provider'>>
}

/** A provider as the table lists it. */
export type ProviderSpec = OidcProvider | OAuth2Provider

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const id = (v: unknown): string => {
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : str(v)
  if (!s || s.length > 255) throw new Error('the provider named no user id')
  return s
}

/** The providers with a login of their own (Farcaster signs in through its relay instead). */
export const PROVIDERS: Record<SocialLoginProvider, ProviderSpec> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
  },
  x: {
    kind: 'oauth2',
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    apiUrl: 'https://api.x.com',
    scope: 'users.read tweet.read',
    clientAuth: 'basic',
    // X shares no email.
    identity: async (api) => {
      const data = obj(obj(await api('/2/users/me')).data)
      return { subject: id(data.id), emailVerified: false, username: str(data.username) }
    },
  },
  discord: {
    kind: 'oauth2',
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    apiUrl: 'https://discord.com/api',
    scope: 'identify email',
    clientAuth: 'post',
    identity: async (api) => {
      const me = obj(await api('/users/@me'))
      return {
        subject: id(me.id),
        email: str(me.email),
        emailVerified: me.verified === true,
        username: str(me.username),
      }
    },
  },
  github: {
    kind: 'oauth2',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    apiUrl: 'https://api.github.com',
    scope: 'read:user user:email',
    clientAuth: 'post',
    // The profile's email is whatever the user made public; the verified primary one is in /user/emails.
    identity: async (api) => {
      const user = obj(await api('/user'))
      const emails = await api('/user/emails')
      const primary = (Array.isArray(emails) ? emails : []).map(obj).find((e) => e.primary === true)
      return {
        subject: id(user.id),
        email: str(primary?.email),
        emailVerified: primary?.verified === true,
        username: str(user.login),
      }
    },
  },
  facebook: {
    kind: 'oauth2',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    apiUrl: 'https://graph.facebook.com/v19.0',
    scope: 'email public_profile',
    clientAuth: 'post',
    // Facebook says nothing of whether the address was confirmed: it never joins an email account.
    identity: async (api) => {
      const me = obj(await api('/me?fields=id,name,email'))
      return { subject: id(me.id), email: str(me.email), emailVerified: false, username: str(me.name) }
    },
  },
}
