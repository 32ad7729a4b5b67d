/**
 * How the views show the embedded wallet's visitor (SPEC §9): an email past 30 characters is cut to 30,
 * with '...' where it was cut; a Discord username loses the '#0' that Discord's migrated accounts carry.
 * The cut falls in the part before the '@', so the domain (which says whose mailbox it is) stays whole;
 * only a domain too long for that is cut at the end, as SPEC §9 words it.
 */
import type { LoginProvider } from '@latch/protocol/embedded/social-wire'

/** Longest email shown whole (SPEC §9). */
export const EMAIL_SHOWN_MAX = 30

/** The fewest characters of the part before the '@' worth keeping ahead of the '...'. */
const LOCAL_KEPT_MIN = 4

/**
 * An email as the views show it: whole up to 30 characters, else cut to 30 before the '@'.
 *
 * @example
 * displayEmail('a.very.long.address.for.testing@example.com') // 'a.very.long.add...@example.com'
 */
export function displayEmail(email: string): string {
  if (email.length <= EMAIL_SHOWN_MAX) return email
  const at = email.lastIndexOf('@')
  const domain = at > 0 ? email.slice(at) : ''
  const kept = EMAIL_SHOWN_MAX - 3 - domain.length
  if (domain && kept >= LOCAL_KEPT_MIN) return `${email.slice(0, kept)}...${domain}`
  return `${email.slice(0, EMAIL_SHOWN_MAX - 3)}...`
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
