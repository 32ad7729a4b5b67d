/**
 * The browser items the page load reads (SPEC §3): the active network, the namespaces' connections for
 * the silent reconnect, the recent wallets, and the client id every API call sends (the services read it
 * too); with the typed access every other item is built on. The
 * rest (latch-storage.ts) only the connection code and the email flow, loaded later, read and write.
 */
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './caip.ts'
import { createStorageAccess, type LatchStorage } from './storage.ts'

/** How many recent wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_KEPT = 2

/** A wallet the visitor used lately. */
export type RecentWallet = {
  id: string
  name: string
  imageUrl?: string
  /** A registry wallet's app links, so a tap on it can open the app at once (checked again at use). */
  mobileLink?: string
  universalLink?: string
}

/** One stored item: read (a corrupt or foreign value reads as absent) and written, `undefined` removing it. */
export type StoredItem<T> = { get: () => T | undefined; set: (value: T | undefined) => void }

export const isString = (v: unknown): v is string => typeof v === 'string'
const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString)
export const isNamespaceRecord = (v: unknown): v is Partial<Record<ChainNamespace, string>> =>
  isStringRecord(v) && Object.keys(v).every(isChainNamespace)
export const isCaip2 = (v: unknown): v is CaipNetworkId => isString(v) && /^[a-z0-9]+:[-\w]+$/.test(v)
const isClientId = (v: unknown): v is string => isString(v) && /^[\w-]{8,64}$/.test(v)
const isRecentWallets = (v: unknown): v is RecentWallet[] =>
  Array.isArray(v) &&
  v.every(
    (w) =>
      typeof w === 'object' &&
      w !== null &&
      isString((w as RecentWallet).id) &&
      isString((w as RecentWallet).name) &&
      ['imageUrl', 'mobileLink', 'universalLink'].every((k) => {
        const v = (w as Record<string, unknown>)[k]
        return v === undefined || (isString(v) && v.length <= 2_000)
      }),
  )

/**
 * The page load's items over `raw`, under Latch's prefix, typed and validated on read.
 *
 * @example
 * const s = createPageStorage(localStorage)
 * s.connections.get() // { eip155: 'io.metamask' }
 */
export function createPageStorage(raw: LatchStorage, now: () => number = Date.now) {
  const access = createStorageAccess(raw)
  const item = <T>(key: string, guard: (v: unknown) => v is T): StoredItem<T> => ({
    get: () => access.read(key, guard),
    set: (value) => (value === undefined ? access.remove(key) : access.write(key, value)),
  })
  const recentWallets = item('recent_wallets', isRecentWallets)
  const clientId = item('client_id', isClientId)
  let knownClientId: string | undefined
  return {
    /** The typed access to every item, and the clock: what the other items and the cache are built on. */
    access,
    now,
    item,
    activeCaipNetworkId: item('active_caip_network_id', isCaip2),
    /** The connector id of each namespace's connection, for the silent reconnect. */
    connections: item('connections', isNamespaceRecord),
    /** Recent wallets, newest first, at most {@link RECENT_WALLETS_KEPT}. */
    recentWallets: recentWallets.get,
    /** The recent wallets' item itself, which a new connection updates. */
    recentWalletsItem: recentWallets,
    /** This browser's anonymous id, sent as `clientId` on every API call (SPEC §7); created on first use. */
    clientId(): string {
      // Read (or made) once per instance: every API call asks for it.
      knownClientId ??= clientId.get()
      if (!knownClientId) {
        knownClientId =
          globalThis.crypto?.randomUUID?.() ?? `${now().toString(36)}-${Math.random().toString(36).slice(2)}`
        clientId.set(knownClientId)
      }
      return knownClientId
    },
  }
}

/** The page load's storage of one Latch instance. */
export type PageStorage = ReturnType<typeof createPageStorage>
