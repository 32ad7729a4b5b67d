/**
 * The login providers of the secure site (SPEC §5.6): the app's `features.socials` and the frame's and
 * the server's messages name the same ones; and the order an app offers them in by default.
 */

/**
 * Every provider with a login of its own, in SPEC §5.6's order: the pop-up ones, and Farcaster, which
 * signs in through its relay (Sign In With Farcaster).
 *
 * @example
 * LOGIN_PROVIDERS.includes('github') // true
 */
export const LOGIN_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
/** One of them: an account's identity, a login method, the connected social. */
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number]

/**
 * The order an app offers them in unless its `features.socials` says otherwise (SPEC §9.10).
 *
 * @example
 * DEFAULT_SOCIALS[0] // 'google'
 */
export const DEFAULT_SOCIALS: readonly LoginProvider[] = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
]
