/**
 * Every table of the server, each defined beside the feature that owns it: one schema for Drizzle's
 * typed queries and for drizzle-kit's migrations (`server/drizzle`).
 */
export * from '../analytics/tables.ts'
export * from '../auth/tables.ts'
export * from '../indexer/tables.ts'
export * from '../names/tables.ts'
export * from '../onramp/tables.ts'
export * from '../registry/tables.ts'
export * from '../sessions/tables.ts'
export * from '../siwx/tables.ts'
