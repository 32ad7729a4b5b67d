/**
 * `@latch/protocol/embedded`: the embedded wallet's wire. The messages between a host page and the
 * secure frame, the RPC method classes, and the secure site's auth API (paths, bodies, session proofs,
 * passkeys, social logins), for `@latch/embedded`, the frame and the server alike.
 */

export * from './auth-answers.ts'
export * from './auth-paths.ts'
export * from './auth-requests.ts'
export * from './auth-wire.ts'
export * from './embedded-errors.ts'
export * from './frame-protocol.ts'
export * from './frame-results.ts'
export type { MailContext } from './mail-context.ts'
export * from './passkey-wire.ts'
export * from './session-proof.ts'
export * from './social-wire.ts'
export { waitWords } from './wait-words.ts'
