/**
 * Sign in with X on the wire: the Latch server hands out single-use nonces, verifies a signed EIP-4361
 * message strictly (domain and URI against the project's origins, chain, nonce, times, and the signature
 * through the chain: ERC-1271 and ERC-6492 accounts included) and answers with a session an app's
 * backend can check with its bearer token.
 */
/** `POST /v1/siwx/nonce`: a nonce for one sign-in message, unusable after `expiresAt` or once used. */
export type SiwxNonceResponse = { nonce: string; expiresAt: string }

/** `POST /v1/siwx/sessions` body: the EIP-4361 message as signed, and the signature (0x hex). */
export type SiwxSignInBody = { message: string; signature: string }

/** A sign-in session as the server keeps it. Times are ISO 8601. */
export type SiwxSessionInfo = {
  /** The signer, CAIP-10 (`eip155:1:0xAbc…`). */
  address: string
  /** The chain the message names, CAIP-2. */
  chainId: string
  domain: string
  uri: string
  issuedAt: string
  /** The session ends then: the message's expiration time or the server's session lifetime, whichever is first. */
  expiresAt: string
  message: string
  signature: string
}

/** `POST /v1/siwx/sessions` answer: the session's bearer token (shown once, stored hashed) and the session. */
export type SiwxSignInResponse = { token: string; session: SiwxSessionInfo }

/** `GET /v1/siwx/session` answer (the bearer token in `Authorization`): the session it opens. */
export type SiwxSessionResponse = { session: SiwxSessionInfo }

/**
 * A wallet linked to a sign-in profile (the account the session signed in with) by its own signature:
 * `POST /v1/siwx/links` with the profile's bearer token and the wallet's signed sign-in message (the
 * `POST /v1/siwx/sessions` body, on a fresh nonce). Times are ISO 8601.
 */
export type SiwxLinkInfo = {
  /** The linked wallet's account, CAIP-10. */
  address: string
  /** The chain its message named, CAIP-2. */
  chainId: string
  linkedAt: string
}

/** `POST /v1/siwx/links` answer: the wallet now linked. */
export type SiwxLinkResponse = { link: SiwxLinkInfo }

/** `GET /v1/siwx/links` answer (the profile's bearer token): the profile and its linked wallets, oldest first. */
export type SiwxLinksResponse = { profile: string; links: SiwxLinkInfo[] }
