import type { Balance, ChainAdapter, Network } from '@latch/core'
import { formatUnitsExact } from '@latch/core/internal/plumbing/amount'
import { createFoundWallets } from '@latch/core/internal/wallets/found-wallets'
import { getWallets } from '@wallet-standard/app'
import { type BitcoinWallet, readSatsConnectProvider, readStandardBitcoinWallet } from './wallets.ts'

/** Wallet Standard names of the public Bitcoin networks, by CAIP-2 reference (the genesis hash's start). */
const NETWORKS: Record<string, string> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
}
/** Whether a wallet serves a network: it names it, by name or CAIP-2 reference (or declares none). */
const serves = (w: BitcoinWallet, n: Network) =>
  w.chains.length === 0 ||
  w.chains.includes(NETWORKS[String(n.id)] ?? '') ||
  w.chains.includes(`bitcoin:${String(n.id)}`) ||
  w.chains.includes(n.caipNetworkId)

/** sats-connect providers a page may carry, and the name each is shown under. */
const SATS_CONNECT = [
  {
    name: 'Xverse',
    get: (w: Record<string, unknown>) =>
      (w.XverseProviders as Record<string, unknown> | undefined)?.BitcoinProvider,
  },
  { name: 'Bitcoin wallet', get: (w: Record<string, unknown>) => w.BitcoinProvider },
]

/**
 * The balance of an address from an Esplora API: confirmed and mempool outputs funded less spent, in
 * satoshis.
 */
async function esploraBalance(network: Network, address: string): Promise<Balance> {
  const base = network.rpcUrls.default.http[0]
  if (!base) throw new Error(`${network.name} has no Esplora URL`)
  const res = await fetch(`${base.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`)
  if (!res.ok) throw new Error(`Esplora answered ${res.status}`)
  const body = (await res.json()) as Record<
    string,
    { funded_txo_sum?: unknown; spent_txo_sum?: unknown } | undefined
  >
  const sum = (k: 'chain_stats' | 'mempool_stats') => {
    const s = body[k]
    const funded = Number(s?.funded_txo_sum ?? 0)
    const spent = Number(s?.spent_txo_sum ?? 0)
    if (!Number.isSafeInteger(funded) || !Number.isSafeInteger(spent))
      throw new Error('Esplora gave a malformed balance')
    return BigInt(funded) - BigInt(spent)
  }
  const value = sum('chain_stats') + sum('mempool_stats')
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnitsExact(value, decimals) }
}

/**
 * The Bitcoin adapter's code: discovers Wallet Standard Bitcoin wallets and sats-connect providers,
 * connects them with their payment and ordinals accounts, signs messages (BIP-322) and reads balances
 * from Esplora. Apps use `bitcoinAdapter()`, which loads this module on demand.
 *
 * @example
 * const adapter = createBitcoinAdapter()
 */
export function createBitcoinAdapter(): ChainAdapter {
  const found = createFoundWallets<BitcoinWallet>({ serves, family: 'Bitcoin' })
  const wallet = found.wallet

  const connectWith = async (id: string, silent: boolean) => {
    const accounts = await wallet(id).connect(silent)
    if (!accounts) return undefined
    const network = found.attach(id)
    return {
      address: accounts.payment,
      chainId: network.id,
      accounts: [
        { address: accounts.payment, type: 'payment' as const },
        ...(accounts.ordinals ? [{ address: accounts.ordinals, type: 'ordinal' as const }] : []),
      ],
    }
  }

  return {
    namespace: 'bip122',

    mount(ctx) {
      // Wallet Standard wallets, and the sats-connect providers found on the page.
      const page = globalThis as unknown as Record<string, unknown>
      const satsConnect = SATS_CONNECT.map((s) => readSatsConnectProvider(s.get(page), s.name))
      return found.mount(ctx, getWallets(), readStandardBitcoinWallet, satsConnect)
    },

    // Connect, reconnect, disconnect and switch (to a network the wallet serves) as every Wallet Standard family does.
    ...found.connection(connectWith),

    getBalance: ({ address, network }) => esploraBalance(network, address),

    signMessage: ({ connectorId, address, message }) => wallet(connectorId).signMessage(address, message),

    getProvider: (id) => found.get(id),
  }
}
