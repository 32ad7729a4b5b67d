/**
 * `@latch/core/api`: the wire contract of the Latch API, shared by the client and `@latch/server`.
 * Types and constants, plus the rules both sides apply: wallet app links, and how a call's URL is made.
 */

export { appLinkBase } from '../wallets/links.ts'
export * from './convert-wire.ts'
export * from './onramp-wire.ts'
export * from './siwx-message.ts'
export * from './siwx-wire.ts'
export * from './wire.ts'
