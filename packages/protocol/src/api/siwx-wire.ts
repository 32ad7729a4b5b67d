/**
 * Sign in with X on the wire: the Latch server hands out single-use nonces, verifies a signed EIP-4361
 * message strictly (domain and URI against the project's origins, chain, nonce, times, and the signature
 * through the chain: ERC-1271 and ERC-6492 accounts included) and answers with a session an app's
 * backend can check with its bearer token.
 */
import type * as answers from './answers.ts'
import type { AnswerOf as A } from './answers.ts'
import type * as requests from './feature-requests.ts'
import type { RequestOf as R } from './requests.ts'

/** `POST /v1/siwx/nonce`: a nonce for one sign-in message, unusable after `expiresAt` or once used. */
export type SiwxNonceResponse = A<typeof answers.siwxNonceAnswer>

/** `POST /v1/siwx/sessions` body: the EIP-4361 message as signed, and the signature (0x hex). */
export type SiwxSignInBody = R<typeof requests.siwxSignInBody>

/** A sign-in session as the server keeps it. Times are ISO 8601. */
export type SiwxSessionInfo = A<typeof answers.siwxSessionInfoAnswer>

/** `POST /v1/siwx/sessions` answer: the session's bearer token (shown once, stored hashed) and the session. */
export type SiwxSignInResponse = A<typeof answers.siwxSignInAnswer>

/** `GET /v1/siwx/session` answer (the bearer token in `Authorization`): the session it opens. */
export type SiwxSessionResponse = A<typeof answers.siwxSessionAnswer>

/**
 * A wallet linked to a sign-in profile (the account the session signed in with) by its own signature:
 * `POST /v1/siwx/links` with the profile's bearer token and the wallet's signed sign-in message (the
 * `POST /v1/siwx/sessions` body, on a fresh nonce). Times are ISO 8601.
 */
export type SiwxLinkInfo = A<typeof answers.siwxLinkInfoAnswer>

/** `POST /v1/siwx/links` answer: the wallet now linked. */
export type SiwxLinkResponse = A<typeof answers.siwxLinkAnswer>

/** `GET /v1/siwx/links` answer (the profile's bearer token): the profile and its linked wallets, oldest first. */
export type SiwxLinksResponse = A<typeof answers.siwxLinksAnswer>
