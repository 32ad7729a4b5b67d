import type { ChainAdapter, Network } from '@latch/core'
import { createFoundWallets } from '@latch/core/internal/wallets/found-wallets'
import { getWallets } from '@wallet-standard/app'
import type { WalletCommitment } from './options.ts'
import type { RpcCache } from './rpc.ts'
import { readStandardWallet, type SolanaWallet } from './standard.ts'

/** Wallet Standard names of the public clusters, by CAIP-2 reference (their genesis hash's start). */
const CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}
/** The chain a wallet is asked to act on: the cluster's Wallet Standard name, or the CAIP-2 id. */
const walletChain = (network: Network) => CLUSTERS[String(network.id)] ?? network.caipNetworkId
/** Whether a wallet serves a network: it names the cluster or the CAIP-2 id (or declares no chain). */
const serves = (w: SolanaWallet, n: Network) =>
  w.chains.length === 0 || w.chains.includes(walletChain(n)) || w.chains.includes(n.caipNetworkId)

/** A signature as base58 text (the codec loads with the chain code). */
const encodeBase58 = async (bytes: Uint8Array) => (await import('./chain.ts')).base58(bytes)

/**
 * The Solana adapter's code: discovers Wallet Standard wallets, connects them, signs messages, and
 * sends SOL and SPL tokens (the wallet signs; the transfer is built with `@solana/kit`, loaded when a
 * balance or a send first needs it). Apps use `solanaAdapter()`, which loads this module on demand.
 *
 * @example
 * const adapter = createSolanaAdapter({ preflightCommitment: 'confirmed' })
 */
export function createSolanaAdapter(options: { preflightCommitment: WalletCommitment }): ChainAdapter {
  const found = createFoundWallets<SolanaWallet>({ serves, family: 'Solana' })
  const rpcs: RpcCache = new Map()
  const wallet = found.wallet

  const connectWith = async (id: string, silent: boolean) => {
    const address = await wallet(id).connect(silent)
    if (!address) return undefined
    return { address, chainId: found.attach(id).id }
  }
  const reads = () => import('./chain.ts')

  return {
    namespace: 'solana',

    mount: (ctx) => found.mount(ctx, getWallets(), readStandardWallet),

    // Connect, reconnect, disconnect and switch (to a network the wallet serves) as every Wallet Standard family does.
    ...found.connection(connectWith),

    async getBalance({ address, network }) {
      const { readBalance } = await reads()
      return readBalance(rpcs, address, network)
    },

    async sendTokens({ connectorId, network, from, to, value, token }) {
      const w = wallet(connectorId)
      const { rpcFor, buildTransfer, sendSigned } = await reads()
      const rpc = rpcFor(rpcs, network)
      const { wire } = await buildTransfer(rpc, { from, to, value, ...(token ? { mint: token } : {}) })
      const chain = walletChain(network)
      if (w.signAndSend)
        return encodeBase58(await w.signAndSend(from, chain, wire, options.preflightCommitment))
      return sendSigned(
        rpc,
        await w.sign!(from, chain, wire, options.preflightCommitment),
        options.preflightCommitment,
      )
    },

    async waitForReceipt(params) {
      const { waitForSignature } = await reads()
      return waitForSignature(rpcs, params)
    },

    async estimateSendFee({ network, from, to }) {
      const { rpcFor, estimateTransferFee } = await reads()
      return estimateTransferFee(rpcFor(rpcs, network), { from, to })
    },

    async signMessage({ connectorId, address, message }) {
      const signature = await wallet(connectorId).signMessage(address, new TextEncoder().encode(message))
      if (signature.length !== 64) throw new Error('The wallet returned no signature')
      return encodeBase58(signature)
    },

    adopt(id, provider) {
      const w = readStandardWallet(provider)
      if (!w) throw new Error(`The provider for ${id} is not a Solana wallet`)
      found.keep(id, { ...w, connector: { ...w.connector, id } })
    },

    getProvider: (id) => found.get(id),
  }
}
