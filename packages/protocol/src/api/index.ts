/**
 * `@latch/protocol/api`: the Latch API on the wire, shared by the client and `@latch/server`: the
 * paths, the bodies and answers of every route, and the rules both sides apply (how a call's URL is
 * made, wallet app links, sign-in messages' text, an error answer's reason).
 */

export * from './accounts.ts'
export * from './answers.ts'
export * from './convert-wire.ts'
export * from './feature-requests.ts'
export * from './links.ts'
export * from './onramp-wire.ts'
export * from './reason.ts'
export * from './refusal.ts'
export * from './requests.ts'
export * from './siwx-message.ts'
export * from './siwx-wire.ts'
export * from './wire.ts'
