/**
 * How the views show the embedded wallet's visitor (SPEC §9): an email past 30 characters is cut, its
 * last three becoming '...'; a Discord username loses the '#0' that Discord's migrated accounts carry.
 */
import type { LoginProvider } from '../frame/social-wire.ts'

/** Longest email shown whole (SPEC §9). */
export const EMAIL_SHOWN_MAX = 30

/**
 * An email as the views show it.
 *
 * @example
 * displayEmail('a.very.long.address.for.testing@example.com') // 'a.very.long.address.for.tes...'
 */
export function displayEmail(email: string): string {
  return email.length > EMAIL_SHOWN_MAX ? `${email.slice(0, EMAIL_SHOWN_MAX - 3)}...` : email
}

/**
 * A social username as the views show it.
 *
 * @example
 * displayUsername('discord', 'ada#0') // 'ada'
 */
export function displayUsername(provider: LoginProvider, username: string): string {
  return provider === 'discord' ? username.replace(/#0$/, '') : username
}
