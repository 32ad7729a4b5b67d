import type { AdapterContext, ChainAdapter, Connector, Network } from '@latch/core'
import {
  type Eip1193Provider,
  firstAddress,
  parseChainId,
  readAnnouncement,
  readInjected,
} from './provider.ts'
import type { ClientCache } from './viem-reads.ts'
import { connectAndSignIn } from './wallet-connect.ts'

/** Options of {@link evmAdapter}. */
export type EvmAdapterOptions = {
  /** Where EIP-6963 events travel; default `window`. Tests pass their own `EventTarget`. */
  target?: EventTarget
}

type Entry = { connector: Connector; provider: Eip1193Provider; raw: unknown; unwatch: () => void }

/**
 * The page's own `window.ethereum` as a wallet (SPEC §6's "Browser Wallet"): listed only while no
 * announced wallet is that same provider, and shown only where core's rules allow (inside a wallet
 * app's browser that does not announce itself over EIP-6963).
 */
export const BROWSER_WALLET_ID = 'injected'

const noAccount = () => new Error('The wallet returned no account')

/** Reports a provider's EIP-1193 events to Latch; returns the cleanup. */
function watch(ctx: AdapterContext, id: string, p: Eip1193Provider): () => void {
  const onAccounts = (accounts: unknown) => {
    ctx.onAccountsChanged(id, Array.isArray(accounts) ? accounts.filter((a) => typeof a === 'string') : [])
  }
  const onChain = (chainId: unknown) => {
    const n = parseChainId(chainId)
    if (n !== undefined) ctx.onChainChanged(id, n)
  }
  // Code 1013 is a transient reconnect, ignored while the wallet still grants accounts (SPEC §8).
  const onDisconnect = async (error?: { code?: number }) => {
    if (error?.code === 1013) {
      const accounts = await p.request({ method: 'eth_accounts' }).catch(() => [])
      if (firstAddress(accounts)) return
    }
    ctx.onDisconnect(id)
  }
  p.on?.('accountsChanged', onAccounts)
  p.on?.('chainChanged', onChain)
  p.on?.('disconnect', onDisconnect)
  return () => {
    p.removeListener?.('accountsChanged', onAccounts)
    p.removeListener?.('chainChanged', onChain)
    p.removeListener?.('disconnect', onDisconnect)
  }
}

/** The target's `ethereum` property; a getter that throws reads as none. */
function pageEthereum(target: EventTarget): unknown {
  try {
    return (target as { ethereum?: unknown }).ethereum
  } catch {
    return undefined
  }
}

/** EIP-3085 parameters of a network (SPEC §7: chainId hex, chainName, nativeCurrency, rpcUrls, blockExplorerUrls, iconUrls). */
export function addChainParams(network: Network) {
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : [],
    iconUrls: [],
  }
}

/**
 * The EVM adapter's code: discovers wallets over EIP-6963, connects them over EIP-1193 and reads
 * balances with viem, which it loads only when a balance is first needed. Apps use `evmAdapter()`,
 * which loads this module on demand.
 *
 * @example
 * const adapter = createEvmAdapter({ target: new EventTarget() })
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const wallets = new Map<string, Entry>()
  // Providers handed over from elsewhere (a WalletConnect session), not listed as discovered wallets.
  const adopted = new Map<string, { provider: Eip1193Provider; unwatch: () => void }>()
  const clients: ClientCache = new Map()
  let context: AdapterContext | undefined

  const find = (id: string) => wallets.get(id)?.provider ?? adopted.get(id)?.provider
  const provider = (id: string): Eip1193Provider => {
    const p = find(id)
    if (!p) throw Object.assign(new Error(`Wallet ${id} is not available`), { code: 'CONNECTOR_NOT_FOUND' })
    return p
  }
  const account = async (p: Eip1193Provider, method: 'eth_requestAccounts' | 'eth_accounts') => {
    const address = firstAddress(await p.request({ method }))
    if (!address) return undefined
    const chainId = parseChainId(await p.request({ method: 'eth_chainId' }))
    if (chainId === undefined) throw new Error('The wallet returned no valid chain id')
    return { address, chainId }
  }

  return {
    namespace: 'eip155',

    mount(ctx: AdapterContext) {
      context = ctx
      for (const [id, a] of adopted) {
        a.unwatch()
        a.unwatch = watch(ctx, id, a.provider)
      }
      const target = options.target ?? globalThis.window
      if (!target) return () => {}
      const publish = () => ctx.setConnectors([...wallets.values()].map((w) => w.connector))
      const drop = (id: string) => {
        wallets.get(id)?.unwatch()
        wallets.delete(id)
      }

      const onAnnounce = (event: Event) => {
        const found = readAnnouncement((event as CustomEvent<unknown>).detail)
        // The rdns names the wallet across reloads (uuids change per page load), so it is the id.
        if (!found || wallets.has(found.info.rdns)) return
        const { info, provider: p, raw } = found
        // The page's window.ethereum announcing itself is that wallet, listed once, by its own name.
        if (wallets.get(BROWSER_WALLET_ID)?.raw === raw) drop(BROWSER_WALLET_ID)
        wallets.set(info.rdns, {
          provider: p,
          raw,
          unwatch: watch(ctx, info.rdns, p),
          connector: {
            id: info.rdns,
            name: info.name,
            ...(info.icon ? { imageUrl: info.icon } : {}),
            type: 'ANNOUNCED',
            chainNamespace: 'eip155',
            info: { rdns: info.rdns },
          },
        })
        publish()
      }
      target.addEventListener('eip6963:announceProvider', onAnnounce)
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      const raw = pageEthereum(target)
      const injected = readInjected(raw)
      if (injected && ![...wallets.values()].some((w) => w.raw === raw)) {
        wallets.set(BROWSER_WALLET_ID, {
          provider: injected,
          raw,
          unwatch: watch(ctx, BROWSER_WALLET_ID, injected),
          connector: {
            id: BROWSER_WALLET_ID,
            name: 'Browser Wallet',
            type: 'INJECTED',
            chainNamespace: 'eip155',
          },
        })
        publish()
      }
      return () => {
        target.removeEventListener('eip6963:announceProvider', onAnnounce)
        for (const id of [...wallets.keys()]) drop(id)
        for (const a of adopted.values()) {
          a.unwatch()
          a.unwatch = () => {}
        }
        context = undefined
        publish()
      }
    },

    adopt(id, p) {
      const eip1193 = p as Eip1193Provider
      if (typeof eip1193?.request !== 'function') throw new Error(`The provider for ${id} is not EIP-1193`)
      adopted.get(id)?.unwatch()
      adopted.set(id, { provider: eip1193, unwatch: context ? watch(context, id, eip1193) : () => {} })
    },

    async connect(id, request) {
      const p = provider(id)
      // Sign-in asked with the connect: one prompt where the wallet has ERC-7846, else connect only.
      const signedIn = request?.signInWithEthereum ? await connectAndSignIn(p, request) : undefined
      if (signedIn) {
        const chainId = parseChainId(await p.request({ method: 'eth_chainId' }))
        if (chainId === undefined) throw new Error('The wallet returned no valid chain id')
        return { ...signedIn, chainId }
      }
      const result = await account(p, 'eth_requestAccounts')
      if (!result) throw noAccount()
      return result
    },

    async reconnect(id) {
      return (await account(provider(id), 'eth_accounts')) ?? null
    },

    async disconnect(id) {
      const p = find(id)
      if (!p) return
      try {
        await p.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Wallets without wallet_revokePermissions keep the grant; Latch forgets the connection anyway.
      }
    },

    async switchNetwork(id, network) {
      const p = provider(id)
      const chainId = `0x${Number(network.id).toString(16)}`
      try {
        await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      } catch (error) {
        // 4902: the wallet does not know the chain; add it (EIP-3085), then switch again.
        if ((error as { code?: unknown })?.code !== 4902) throw error
        await p.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] })
        await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      }
    },

    async getBalance({ address, network }) {
      const { readBalance } = await import('./viem-reads.ts')
      return readBalance(clients, address, network)
    },

    async sendTokens({ connectorId, ...params }) {
      const p = provider(connectorId)
      const { sendWithWallet } = await import('./viem-writes.ts')
      return sendWithWallet(clients, p, params)
    },

    async sendCall({ connectorId, ...params }) {
      const p = provider(connectorId)
      const { sendCallWithWallet } = await import('./viem-writes.ts')
      return sendCallWithWallet(clients, p, params)
    },

    async waitForReceipt(params) {
      const { waitForReceipt } = await import('./viem-writes.ts')
      return waitForReceipt(clients, params)
    },

    async estimateSendFee(params) {
      const { estimateSendFee } = await import('./viem-writes.ts')
      return estimateSendFee(clients, params)
    },

    async signMessage({ connectorId, address, message }) {
      // EIP-191 personal_sign takes the message as hex-encoded UTF-8, then the signing address.
      const hex = `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
      const signature = await provider(connectorId).request({
        method: 'personal_sign',
        params: [hex, address],
      })
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
        throw new Error('The wallet returned no signature')
      return signature
    },

    watchPendingTransactions({ network, pollingInterval, onTransactions }) {
      let stop: (() => void) | undefined
      let stopped = false
      void import('./viem-reads.ts').then(({ watchPending }) => {
        if (!stopped) stop = watchPending(clients, network, pollingInterval, onTransactions)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },

    getProvider: find,
  }
}
