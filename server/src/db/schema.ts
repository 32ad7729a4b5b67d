/**
 * Every table of the server, each defined beside the feature that owns it: one schema for Drizzle's
 * typed queries and for drizzle-kit's migrations (`server/drizzle`).
 */
export * from '../auth/tables.ts'
export * from '../indexer/tables.ts'
export * from '../onramp/tables.ts'
export * from '../registry/tables.ts'
export * from '../routes/tables.ts'
export * from '../siwx/tables.ts'
