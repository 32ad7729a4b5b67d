import { CACHE_TTL_MS } from './cache-ttl.ts'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './caip.ts'
import { createStorageAccess, type LatchStorage } from './storage.ts'

/** Prefix of the embedded wallet's own session storage (SPEC §3). */
export const EMBEDDED_WALLET_STORAGE_PREFIX = '@latch-wallet/'
/** How many recent wallets are remembered (SPEC §9). */
export const RECENT_WALLETS_KEPT = 2

/** Account types (SPEC §3): `payment` and `ordinal` are Bitcoin's. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'
/** A wallet the visitor used lately. */
export type RecentWallet = {
  id: string
  name: string
  imageUrl?: string
  /** A registry wallet's app links, so a tap on it can open the app at once (checked again at use). */
  mobileLink?: string
  universalLink?: string
}
/** What the cache holds for one kind of data. */
export type CacheKind = keyof typeof CACHE_TTL_MS

const isString = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isString)
const isNamespaceRecord = (v: unknown): v is Partial<Record<ChainNamespace, string>> =>
  isStringRecord(v) && Object.keys(v).every(isChainNamespace)
const isCaip2 = (v: unknown): v is CaipNetworkId => isString(v) && /^[a-z0-9]+:[-_a-zA-Z0-9]+$/.test(v)
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
const isAccountTypes = (v: unknown): v is Partial<Record<ChainNamespace, AccountType>> =>
  isNamespaceRecord(v) &&
  Object.values(v).every((t) => ['eoa', 'smartAccount', 'payment', 'ordinal'].includes(t))
const isClientId = (v: unknown): v is string => isString(v) && /^[\w-]{8,64}$/.test(v)
type CacheEntry = { value: unknown; at: number }
const isCacheEntry = (v: unknown): v is CacheEntry =>
  typeof v === 'object' && v !== null && 'value' in v && isNumber((v as CacheEntry).at)

/**
 * Every item SPEC §3 keeps in the browser, under Latch's prefix, typed and validated on read: a
 * corrupt or foreign value reads as absent.
 *
 * @example
 * const s = createLatchStorage(localStorage)
 * s.addRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
 */
export function createLatchStorage(raw: LatchStorage, now: () => number = Date.now) {
  const s = createStorageAccess(raw)
  const item = <T>(key: string, guard: (v: unknown) => v is T) => ({
    get: (): T | undefined => s.read(key, guard),
    set: (value: T | undefined) => (value === undefined ? s.remove(key) : s.write(key, value)),
  })
  const recentWallets = item('recent_wallets', isRecentWallets)
  const disconnected = item('disconnected_connector_ids', isStringArray)
  const clientId = item('client_id', isClientId)
  let knownClientId: string | undefined

  return {
    walletId: item('wallet_id', isString),
    walletName: item('wallet_name', isString),
    activeCaipNetworkId: item('active_caip_network_id', isCaip2),
    activeNamespace: item('active_namespace', isChainNamespace),
    connectionStatus: item('connection_status', isString),
    preferredAccountTypes: item('preferred_account_types', isAccountTypes),
    /** The connector id of each namespace's connection, for the silent reconnect. */
    connections: item('connections', isNamespaceRecord),
    emailLoginUsed: item('email_login_used', isBoolean),
    connectedEmail: item('connected_email', isString),
    lastEmailLoginTime: item('last_email_login_time', isNumber),
    lastUsedChain: item('last_used_chain', isCaip2),
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

    /** Recent wallets, newest first, at most {@link RECENT_WALLETS_KEPT}. */
    recentWallets: recentWallets.get,
    addRecentWallet(wallet: RecentWallet): void {
      const rest = (recentWallets.get() ?? []).filter((w) => w.id !== wallet.id)
      recentWallets.set([wallet, ...rest].slice(0, RECENT_WALLETS_KEPT))
    },

    disconnectedConnectorIds: () => disconnected.get() ?? [],
    markDisconnected(id: string, isDisconnected: boolean): void {
      const rest = (disconnected.get() ?? []).filter((x) => x !== id)
      disconnected.set(isDisconnected ? [...rest, id] : rest)
    },

    /**
     * A cached value younger than its kind's lifetime and of the shape `guard` checks, else undefined;
     * an entry that is stale, malformed or stamped in the future is removed.
     */
    getCached<T>(kind: CacheKind, key: string, guard: (v: unknown) => v is T): T | undefined {
      const path = `cache/${kind}/${key}`
      const entry = s.read(path, isCacheEntry)
      const age = entry ? now() - entry.at : Number.NaN
      if (entry && age >= 0 && age <= CACHE_TTL_MS[kind] && guard(entry.value)) return entry.value
      s.remove(path)
      return undefined
    },
    setCached(kind: CacheKind, key: string, value: unknown): void {
      s.write(`cache/${kind}/${key}`, { value, at: now() })
    },
    clearCached(kind: CacheKind, key: string): void {
      s.remove(`cache/${kind}/${key}`)
    },

    /** Clears the email/social login cache (SPEC §4: on disconnect or a failed connection check). */
    clearLoginCache(): void {
      for (const key of [
        'email_login_used',
        'connected_email',
        'last_used_chain',
        'social_username',
        'connected_social',
      ])
        s.remove(key)
    },
  }
}

/** The typed storage of one Latch instance. */
export type LatchStorageItems = ReturnType<typeof createLatchStorage>
