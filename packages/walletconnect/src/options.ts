/** Options of {@link walletConnect}. */
export type WalletConnectOptions = {
  /** Your WalletConnect project id; any non-empty string on a self-hosted relay. */
  projectId: string
  /** `wss://…` (or `ws://127.0.0.1:…` in development). Default: the public WalletConnect relay. */
  relayUrl?: string
  /**
   * How long a pairing URI is shown before a fresh one replaces it: 15 s to 5 min, the most the protocol
   * keeps a proposal (default 4 min).
   */
  pairingExpiryMs?: number
  /** How long a signing request waits for the wallet before failing (default 2 min). */
  requestTimeoutMs?: number
  /**
   * WalletConnect's Verify API, which attests the page's domain to wallets through WalletConnect's cloud.
   * Default: on with the public relay, off with your own.
   */
  verify?: boolean
  /** Keeps the stored sessions of several apps on one origin apart (default `latch`). */
  storagePrefix?: string
  /** Where the client keeps its keys and sessions. Default: IndexedDB in browsers, a file in Node. */
  storage?: SessionStorage
}

/** A key-value store for the WalletConnect client (the shape of its `IKeyValueStorage`). */
export type SessionStorage = {
  getKeys: () => Promise<string[]>
  getEntries: <T = unknown>() => Promise<[string, T][]>
  getItem: <T = unknown>(key: string) => Promise<T | undefined>
  setItem: <T = unknown>(key: string, value: T) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

/** {@link WalletConnectOptions} with defaults filled in. */
export type ResolvedWalletConnectOptions = Required<Omit<WalletConnectOptions, 'relayUrl' | 'storage'>> &
  Pick<WalletConnectOptions, 'relayUrl' | 'storage'>

/** A pairing URI lives 4 minutes (SPEC §9 pairing expiry). */
export const DEFAULT_PAIRING_EXPIRY_MS = 4 * 60_000
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000

const fail = (option: string, problem: string): never => {
  throw new TypeError(`walletConnect: options.${option} ${problem}`)
}

/**
 * Checks {@link WalletConnectOptions} and fills in defaults; throws a `TypeError` naming the option.
 *
 * @example
 * resolveWalletConnectOptions({ projectId: 'abc' }).pairingExpiryMs // 240000
 */
export function resolveWalletConnectOptions(options: WalletConnectOptions): ResolvedWalletConnectOptions {
  if (typeof options !== 'object' || options === null) fail('', 'must be an object')
  const { projectId, relayUrl } = options
  if (typeof projectId !== 'string' || projectId.trim() === '')
    fail('projectId', 'must be a non-empty string')
  if (relayUrl !== undefined && (typeof relayUrl !== 'string' || !/^wss?:\/\/[^\s]+$/.test(relayUrl)))
    fail('relayUrl', `must be a ws:// or wss:// URL, got ${JSON.stringify(relayUrl)}`)
  const pairingExpiryMs = options.pairingExpiryMs ?? DEFAULT_PAIRING_EXPIRY_MS
  if (!Number.isFinite(pairingExpiryMs) || pairingExpiryMs < 15_000 || pairingExpiryMs > 5 * 60_000)
    fail('pairingExpiryMs', 'must be between 15000 and 300000 ms')
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs < 1_000)
    fail('requestTimeoutMs', 'must be at least 1000 ms')
  const storagePrefix = options.storagePrefix ?? 'latch'
  if (typeof storagePrefix !== 'string' || !/^[\w-]{1,32}$/.test(storagePrefix))
    fail('storagePrefix', 'must be 1-32 letters, digits, _ or -')
  return {
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    pairingExpiryMs,
    requestTimeoutMs,
    verify: options.verify ?? relayUrl === undefined,
    storagePrefix,
    ...(options.storage ? { storage: options.storage } : {}),
  }
}
