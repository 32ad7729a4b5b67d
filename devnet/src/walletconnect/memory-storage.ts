import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * A key-value store in memory, for a wallet client that must leave nothing on disk between test runs.
 *
 * @example
 * const core = new Core({ storage: memoryStorage(), relayUrl })
 */
export function memoryStorage(): IKeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}
