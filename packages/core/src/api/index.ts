/**
 * `@latch/core/api`: the wire contract of the Latch API, shared by the client and `@latch/server`.
 * Types and constants, plus the one rule both sides apply to wallet app links.
 */

export { appLinkBase } from '../wallets/links.ts'
export * from './convert-wire.ts'
export * from './onramp-wire.ts'
export * from './wire.ts'
