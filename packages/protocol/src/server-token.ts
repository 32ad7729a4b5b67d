/**
 * A token the Latch server made and a browser hands back (a login attempt's `state`, a one-time result
 * to redeem): base64url, 16 to 128 characters. The frame's requests and the social login's callback
 * message carry it.
 */
import * as z from 'zod/mini'

/**
 * The schema of such a token.
 *
 * @example
 * serverToken.safeParse('s'.repeat(43)).success // true
 */
export const serverToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/))
