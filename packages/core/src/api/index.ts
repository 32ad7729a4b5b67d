/**
 * `@latch/core/api`: the wire contract of the Latch API as `@latch/protocol/api` defines it (types,
 * constants and the rules both sides apply), re-exported here for the apps and packages that import it
 * from core.
 */

export * from '@latch/protocol/api'
