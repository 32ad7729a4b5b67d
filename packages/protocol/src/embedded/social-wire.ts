/**
 * Social login on the secure site: the providers with a login of their own, the calls the wallet frame
 * makes, and the message the provider's callback page posts to the window that opened it (SPEC §4: a
 * 600×800 pop-up, a result from the secure origin). Defined once for the frame, the host's flow and the
 * server.
 */
import * as z from 'zod/mini'
import type { FramePayloads } from '../frame.ts'
import { serverToken } from '../server-token.ts'
import type * as answers from './auth-answers.ts'
import type { AuthAnswerOf as A } from './auth-answers.ts'
import type * as requests from './auth-requests.ts'
import type { AuthRequestOf as R } from './auth-requests.ts'

export { LOGIN_PROVIDERS, type LoginProvider } from '../providers.ts'

/** The providers that sign in through an OAuth 2 / OpenID Connect pop-up (Farcaster uses its relay). */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
/** One of them. */
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

/** The `type` of the message the callback page posts to its opener. */
export const SOCIAL_RESULT_MESSAGE = 'latch:social-result'

/**
 * The fragment key under which a full-page login's callback hands the result back to the page it
 * returns to: `#latch-social=<the SocialResultMessage as JSON, URI-encoded>`.
 */
export const SOCIAL_RESULT_FRAGMENT = 'latch-social'

/** What every callback message carries: its type and the attempt's `state`. */
const callback = { type: z.literal(SOCIAL_RESULT_MESSAGE), state: serverToken }
/**
 * What the callback page posts to the window that opened the pop-up: the attempt's `state`, and either
 * the one-time result the frame redeems (worthless without the frame's binding secret) or why the
 * provider said no (at most 500 characters), never both.
 */
export const socialResultMessage = z.union([
  z.object({ ...callback, result: serverToken, error: z.optional(z.never()) }),
  z.object({
    ...callback,
    error: z.string().check(z.minLength(1), z.maxLength(500)),
    result: z.optional(z.never()),
  }),
])
/** What {@link socialResultMessage} reads. */
export type SocialResultMessage = z.infer<typeof socialResultMessage>

/** GET socialProviders: the providers the project offers (configured on the server, listed by the project). */
export type SocialProvidersResponse = A<typeof answers.socialProvidersAnswer>

/**
 * POST farcasterPoll, by the frame every second while a Farcaster login waits: the attempt (its `state`,
 * the relay's channel token) with the frame's secret; `done` once the visitor approved in their
 * Farcaster app and the server verified the signature, with the result `socialVerify` redeems.
 */
export type FarcasterPollBody = R<typeof requests.farcasterPollBody>
/** What farcasterPoll answers. */
export type FarcasterPollResponse = A<typeof answers.farcasterPollAnswer>

/** POST socialStart: a login with `provider` for this frame's attempt. */
export type StartSocialBody = R<typeof requests.startSocialBody>

/** Where to send the pop-up (the provider's authorization page), and the attempt's state. */
export type StartSocialResponse = A<typeof answers.startSocialAnswer>

/** POST socialVerify: redeems a result for a session. */
export type VerifySocialBody = R<typeof requests.verifySocialBody>

/** The social login an account was reached by: the provider and the visitor's handle there. */
export type ConnectedSocial = A<typeof answers.connectedSocial>

/** A session from a social login; an account with a wallet waits for this browser's approval first. */
export type SocialSessionResponse = A<typeof answers.socialSessionAnswer>

/**
 * Reads a result the callback page handed over (posted, or in a full-page login's fragment) with
 * {@link socialResultMessage}: undefined for anything else.
 *
 * @example
 * const message = readSocialResult(event.data) // SocialResultMessage | undefined
 */
export function readSocialResult(data: unknown): SocialResultMessage | undefined {
  const read = socialResultMessage.safeParse(data)
  return read.success ? read.data : undefined
}

/** One way to log in to an account (ProfileWallets): its email, a social provider's identity, or a passkey. */
export type LoginMethod = A<typeof answers.loginMethod>

/** GET methods, and what linking or removing answers: the account's login methods now. */
export type MethodsResponse = A<typeof answers.methodsAnswer>

/** POST removeMethod: the email, one provider's identity, or a passkey (the frame's REMOVE_METHOD). */
export type RemoveMethodBody = FramePayloads['REMOVE_METHOD']

/** POST socialLink: redeems a link attempt's result (with the session that started it). */
export type LinkSocialBody = R<typeof requests.linkSocialBody>
