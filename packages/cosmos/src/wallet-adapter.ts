import type { AdapterContext, ChainAdapter, Connector, Network } from '@latch/core'
import { connectorIcon } from '@latch/core/internal/wallets/icon'
import type { CosmosWalletEntry } from './options.ts'

/** The Keplr wallet API Latch uses (Leap and others offer the same). */
type KeplrLike = {
  enable: (chainIds: string | string[]) => Promise<void>
  getKey: (chainId: string) => Promise<{ bech32Address?: unknown }>
  signArbitrary: (chainId: string, signer: string, data: string) => Promise<unknown>
  disable?: (chainIds?: string | string[]) => Promise<void>
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
/** A Keplr-compatible provider, or undefined for anything else a page carries under the name. */
function readProvider(p: unknown): KeplrLike | undefined {
  if (!isObject(p)) return undefined
  return ['enable', 'getKey', 'signArbitrary'].every((m) => typeof p[m] === 'function')
    ? (p as KeplrLike)
    : undefined
}
/** Bech32 account addresses: a human-readable part, `1`, and the data part. */
const BECH32 = /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/
const addressOf = async (p: KeplrLike, chainId: string): Promise<string> => {
  const key = await p.getKey(chainId)
  const address = isObject(key) ? key.bech32Address : undefined
  if (typeof address !== 'string' || !BECH32.test(address)) throw new Error('The wallet returned no account')
  return address
}

/**
 * The Cosmos adapter's code: finds the Keplr-compatible wallets on the page, connects them on a Cosmos
 * network (`enable`, then `getKey`), and signs messages with ADR-36 (`signArbitrary`), answering the
 * signature as JSON `{ pub_key, signature }` since verifying it needs the key. Apps use
 * `cosmosAdapter()`, which loads this module on demand.
 *
 * @example
 * const adapter = createCosmosAdapter({ wallets: DEFAULT_COSMOS_WALLETS })
 */
export function createCosmosAdapter(options: { wallets: readonly CosmosWalletEntry[] }): ChainAdapter {
  const found = new Map<string, { connector: Connector; provider: KeplrLike }>()
  const networkOf = new Map<string, Network>()
  let context: AdapterContext | undefined

  const entry = (id: string) => {
    const e = found.get(id)
    if (!e) throw Object.assign(new Error(`Wallet ${id} is not available`), { code: 'CONNECTOR_NOT_FOUND' })
    return e
  }
  const networkFor = (id: string) => {
    const n = networkOf.get(id) ?? context?.networks[0]
    if (!n) throw new Error('The app has no Cosmos network')
    return n
  }

  return {
    namespace: 'cosmos',

    mount(ctx) {
      context = ctx
      for (const w of options.wallets) {
        const provider = readProvider(w.provider())
        if (!provider) continue
        const id = `injected:${w.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
        const icon = connectorIcon(w.icon)
        found.set(id, {
          provider,
          connector: {
            id,
            name: w.name,
            ...(icon ? { imageUrl: icon } : {}),
            type: 'INJECTED',
            chainNamespace: 'cosmos',
          },
        })
      }
      ctx.setConnectors([...found.values()].map((e) => e.connector))
      // Keplr says so when the visitor changes key in it: the account is read again.
      const onKeystore = () => {
        for (const [id] of found) {
          const n = networkOf.get(id)
          if (!n) continue
          addressOf(entry(id).provider, String(n.id)).then(
            (a) => ctx.onAccountsChanged(id, [a]),
            () => ctx.onAccountsChanged(id, []),
          )
        }
      }
      globalThis.addEventListener?.('keplr_keystorechange', onKeystore)
      return () => {
        globalThis.removeEventListener?.('keplr_keystorechange', onKeystore)
        found.clear()
        context = undefined
        ctx.setConnectors([])
      }
    },

    async connect(id) {
      const { provider } = entry(id)
      const network = networkFor(id)
      await provider.enable(String(network.id))
      const address = await addressOf(provider, String(network.id))
      networkOf.set(id, network)
      return { address, chainId: network.id }
    },

    async reconnect(id) {
      const network = networkFor(id)
      // getKey answers without a prompt only for a chain the wallet already enabled for this site.
      const address = await addressOf(entry(id).provider, String(network.id)).catch(() => undefined)
      if (!address) return null
      networkOf.set(id, network)
      return { address, chainId: network.id }
    },

    async disconnect(id) {
      const network = networkOf.get(id)
      networkOf.delete(id)
      // Wallets without `disable` keep the grant; Latch forgets the connection anyway.
      await found
        .get(id)
        ?.provider.disable?.(network ? String(network.id) : undefined)
        .catch(() => {})
    },

    async switchNetwork(id, network) {
      await entry(id).provider.enable(String(network.id))
      networkOf.set(id, network)
    },

    async getBalance({ network }) {
      throw new Error(`Balances are not read on ${network.name}`)
    },

    async signMessage({ connectorId, address, message }) {
      const { provider } = entry(connectorId)
      const signed: unknown = await provider.signArbitrary(
        String(networkFor(connectorId).id),
        address,
        message,
      )
      const pubKey = isObject(signed) && isObject(signed.pub_key) ? signed.pub_key : undefined
      const signature = isObject(signed) ? signed.signature : undefined
      if (!pubKey || typeof pubKey.value !== 'string' || typeof signature !== 'string')
        throw new Error('The wallet returned no signature')
      return JSON.stringify({ pub_key: { type: pubKey.type, value: pubKey.value }, signature })
    },

    getProvider: (id) => found.get(id)?.provider,
  }
}
