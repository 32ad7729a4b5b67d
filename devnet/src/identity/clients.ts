/**
 * The clients the devnet's identity provider registers for its stand-ins, and the server configuration
 * that uses them: what a deployment writes for the real providers (README › Social login), pointed at
 * the devnet instead. No provider code here, so configurations import it freely.
 */

/** The social providers the devnet stands in for. */
export const SOCIAL_STANDINS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
/** One of them. */
export type SocialStandIn = (typeof SOCIAL_STANDINS)[number]

/**
 * A stand-in's client: its id and secret at the devnet's identity provider.
 *
 * @example
 * standInClient('google') // { clientId: 'latch-google', clientSecret: 'devnet-google-secret' }
 */
export const standInClient = (provider: SocialStandIn) => ({
  clientId: `latch-${provider}`,
  clientSecret: `devnet-${provider}-secret`,
})

/**
 * The server's `embeddedWallet.social` for the identity provider at `issuer`: Google and Apple by
 * discovery, the OAuth 2 ones by their endpoints there.
 *
 * @example
 * standInSocialConfig('http://127.0.0.1:4400').github.apiUrl // 'http://127.0.0.1:4400/github'
 */
export function standInSocialConfig(issuer: string) {
  const oauth2 = (p: SocialStandIn) => ({
    ...standInClient(p),
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    apiUrl: `${issuer}/${p}`,
  })
  return {
    google: { ...standInClient('google'), issuer },
    apple: { ...standInClient('apple'), issuer },
    x: oauth2('x'),
    discord: oauth2('discord'),
    github: oauth2('github'),
    facebook: oauth2('facebook'),
  }
}
