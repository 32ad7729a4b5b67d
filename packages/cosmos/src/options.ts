/** Options of the Cosmos adapter, checked when the app creates it. */

/** A Keplr-compatible wallet the page may carry: its name, and where its provider is. */
export type CosmosWalletEntry = { name: string; provider: () => unknown; icon?: string }

/** Options of {@link cosmosAdapter}. */
export type CosmosAdapterOptions = {
  /** Keplr-compatible wallets to offer besides Keplr (`window.keplr`) and Leap (`window.leap`). */
  wallets?: readonly CosmosWalletEntry[]
}

const page = () => globalThis as unknown as Record<string, unknown>
/** The Keplr-compatible wallets every app offers. */
export const DEFAULT_COSMOS_WALLETS: readonly CosmosWalletEntry[] = [
  { name: 'Keplr', provider: () => page().keplr },
  { name: 'Leap', provider: () => page().leap },
]

/**
 * Checks the adapter's options; a bad one throws an error naming it.
 *
 * @example
 * readCosmosOptions({ wallets: [{ name: 'My Wallet', provider: () => window.myWallet }] })
 */
export function readCosmosOptions(options: unknown): { wallets: readonly CosmosWalletEntry[] } {
  if (options === undefined) return { wallets: DEFAULT_COSMOS_WALLETS }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError('cosmosAdapter: options must be an object')
  const { wallets = [], ...rest } = options as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length)
    throw new TypeError(`cosmosAdapter: unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}`)
  if (!Array.isArray(wallets)) throw new TypeError('cosmosAdapter: wallets must be a list')
  wallets.forEach((w: unknown, i) => {
    const e = w as Partial<CosmosWalletEntry> | null
    if (
      typeof e?.name !== 'string' ||
      !e.name.trim() ||
      e.name.length > 64 ||
      typeof e.provider !== 'function'
    )
      throw new TypeError(
        `cosmosAdapter: wallets[${i}] needs a name (1 to 64 characters) and a provider function`,
      )
  })
  return { wallets: [...DEFAULT_COSMOS_WALLETS, ...(wallets as CosmosWalletEntry[])] }
}
