/** Cache lifetimes (SPEC §9): the stored caches' (`latch-storage.ts`) and the native balance's. */
export const CACHE_TTL_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const
