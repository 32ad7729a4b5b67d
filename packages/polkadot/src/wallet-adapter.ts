import type { AdapterContext, ChainAdapter, Connector, Network } from '@latch/core'

/** What an extension's `enable` gives (the injected API of `@polkadot/extension-inject`). */
type Injected = {
  accounts: {
    get: () => Promise<unknown>
    subscribe?: (cb: (accounts: unknown) => void) => (() => void) | undefined
  }
  signer: { signRaw?: (payload: { address: string; data: string; type: 'bytes' }) => Promise<unknown> }
}
type Extension = { enable: (origin: string) => Promise<unknown>; version?: unknown }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
/** SS58 addresses: base58, 46 to 48 characters for the usual networks. */
const SS58 = /^[1-9A-HJ-NP-Za-km-z]{46,48}$/
/** Names of the extensions people use, by their `injectedWeb3` key. */
const NAMES: Record<string, string> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless',
}
/** What an extension is called: its known name, or its key in words ("my-wallet" → "My Wallet"). */
const nameOf = (key: string) =>
  NAMES[key] ??
  key
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
const addressesOf = (accounts: unknown): string[] =>
  Array.isArray(accounts)
    ? accounts.flatMap((a) =>
        isObject(a) && typeof a.address === 'string' && SS58.test(a.address) ? [a.address] : [],
      )
    : []
const hexOf = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The Polkadot adapter's code: lists `window.injectedWeb3`'s extensions, enables the one the visitor
 * picks, takes its first account, and signs messages as raw bytes (`signRaw`, which the extension wraps
 * in `<Bytes>…</Bytes>`). Apps use `polkadotAdapter()`, which loads this module on demand.
 *
 * @example
 * const adapter = createPolkadotAdapter({ appName: 'My app' })
 */
export function createPolkadotAdapter(options: { appName: string }): ChainAdapter {
  const extensions = new Map<string, { connector: Connector; extension: Extension }>()
  const enabled = new Map<string, { injected: Injected; unsubscribe?: () => void }>()
  const networkOf = new Map<string, Network>()
  let context: AdapterContext | undefined

  const injectedOf = (id: string): Injected => {
    const e = enabled.get(id)
    if (!e) throw new Error('The wallet is not connected')
    return e.injected
  }
  const enable = async (id: string): Promise<Injected> => {
    const found = extensions.get(id)
    if (!found)
      throw Object.assign(new Error(`Wallet ${id} is not available`), { code: 'CONNECTOR_NOT_FOUND' })
    const injected = await found.extension.enable(options.appName)
    if (!isObject(injected) || !isObject(injected.accounts) || typeof injected.accounts.get !== 'function')
      throw new Error('The wallet gave no accounts')
    const typed = injected as unknown as Injected
    enabled.get(id)?.unsubscribe?.()
    const unsubscribe = typed.accounts.subscribe?.((accounts) =>
      context?.onAccountsChanged(id, addressesOf(accounts)),
    )
    enabled.set(id, { injected: typed, ...(typeof unsubscribe === 'function' ? { unsubscribe } : {}) })
    return typed
  }
  const account = async (id: string, injected: Injected) => {
    const address = addressesOf(await injected.accounts.get())[0]
    if (!address) return undefined
    const network = networkOf.get(id) ?? context?.networks[0]
    if (!network) throw new Error('The app has no Polkadot network')
    networkOf.set(id, network)
    return { address, chainId: network.id }
  }

  return {
    namespace: 'polkadot',

    mount(ctx) {
      context = ctx
      const injectedWeb3 = (globalThis as unknown as { injectedWeb3?: unknown }).injectedWeb3
      if (isObject(injectedWeb3))
        for (const [key, ext] of Object.entries(injectedWeb3)) {
          if (!isObject(ext) || typeof ext.enable !== 'function' || !/^[\w.-]{1,64}$/.test(key)) continue
          const id = `injected-web3:${key}`
          extensions.set(id, {
            extension: ext as Extension,
            connector: { id, name: nameOf(key), type: 'INJECTED', chainNamespace: 'polkadot' },
          })
        }
      ctx.setConnectors([...extensions.values()].map((e) => e.connector))
      return () => {
        for (const e of enabled.values()) e.unsubscribe?.()
        enabled.clear()
        extensions.clear()
        context = undefined
        ctx.setConnectors([])
      }
    },

    async connect(id) {
      const found = await account(id, await enable(id))
      if (!found) throw new Error('The wallet returned no account')
      return found
    },

    // Extensions remember the sites they allowed: enabling again answers without a prompt.
    reconnect: async (id) => (await account(id, await enable(id)).catch(() => undefined)) ?? null,

    async disconnect(id) {
      enabled.get(id)?.unsubscribe?.()
      enabled.delete(id)
      networkOf.delete(id)
    },

    async switchNetwork(id, network) {
      networkOf.set(id, network)
    },

    async getBalance({ network }) {
      throw new Error(`Balances are not read on ${network.name}`)
    },

    async signMessage({ connectorId, address, message }) {
      const signRaw = injectedOf(connectorId).signer.signRaw
      if (!signRaw) throw new Error('This wallet cannot sign messages')
      const out = await signRaw({ address, data: hexOf(message), type: 'bytes' })
      const signature = isObject(out) ? out.signature : undefined
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{128,130}$/.test(signature))
        throw new Error('The wallet returned no signature')
      return signature
    },

    getProvider: (id) => enabled.get(id)?.injected,
  }
}
