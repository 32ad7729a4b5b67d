/**
 * `@latch/protocol/calls`: batched calls on the wire (EIP-5792's `wallet_sendCalls`, its status and
 * capabilities) and the smart account's delegate (EIP-7702) the embedded wallet upgrades to.
 */

export * from './schemas.ts'
export * from './smart-account.ts'
export * from './wire.ts'
