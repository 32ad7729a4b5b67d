/**
 * The devnet chains as Latch networks, for the demo and the tests. Browser-safe. They live here, not
 * in `@latch/core/networks`, which lists real networks only.
 */
import {
  defineBitcoinNetwork,
  defineCosmosNetwork,
  defineEvmNetwork,
  definePolkadotNetwork,
  defineSolanaNetwork,
  type Network,
} from '@latch/core/networks'
import { BITCOIN_DEVNET } from './bitcoin/chain.ts'
import { DEVNET_CHAINS, type DevnetChainEndpoint } from './chains.ts'
import { COSMOS_DEVNET } from './cosmos/chain.ts'
import { POLKADOT_DEVNET } from './polkadot/chain.ts'
import { SOLANA_DEVNET, SOLANA_DEVNET_GENESIS_HASH } from './solana/chain.ts'

export type { DevnetChainEndpoint }

/** The devnet chains on their default ports (8545, 8546), as `npm start` runs them. */
export const DEFAULT_DEVNET_ENDPOINTS: readonly DevnetChainEndpoint[] = DEVNET_CHAINS.map((c) => ({
  id: c.id,
  name: c.name,
  rpcUrl: `http://127.0.0.1:${c.port}`,
  bundlerUrl: `http://127.0.0.1:${c.bundlerPort}`,
}))

/**
 * Latch networks for devnet chains (by default the two `npm start` runs).
 *
 * @example
 * const [devnetA, devnetB] = devnetNetworks()
 * createLatch({ networks: [devnetA, devnetB], adapters: [evmAdapter()], projectId: 'latch-demo' })
 */
export function devnetNetworks(chains: readonly DevnetChainEndpoint[] = DEFAULT_DEVNET_ENDPOINTS): Network[] {
  return chains.map((c) =>
    defineEvmNetwork({
      id: c.id,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: c.rpcUrl,
      testnet: true,
    }),
  )
}

/** The devnet Solana chain's RPC as `npm start` runs it (port 8899). */
export const DEFAULT_SOLANA_RPC_URL = `http://127.0.0.1:${SOLANA_DEVNET.port}`

/**
 * The devnet Solana chain as a Latch network.
 *
 * @example
 * createLatch({ networks: [devnetA, devnetSolana()], adapters: [evmAdapter(), solanaAdapter()], projectId: 'latch-demo' })
 */
export function devnetSolana(rpcUrl: string = DEFAULT_SOLANA_RPC_URL): Network {
  return defineSolanaNetwork({
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    name: SOLANA_DEVNET.name,
    rpcUrl,
    testnet: true,
  })
}

/** The devnet Bitcoin chain's Esplora fixture as `npm start` runs it (port 8891). */
export const DEFAULT_ESPLORA_URL = `http://127.0.0.1:${BITCOIN_DEVNET.port}`

/**
 * The devnet Bitcoin chain (regtest, balances from the Esplora fixture) as a Latch network.
 *
 * @example
 * createLatch({ networks: [devnetA, devnetBitcoin()], adapters: [evmAdapter(), bitcoinAdapter()], projectId: 'latch-demo' })
 */
export function devnetBitcoin(esploraUrl: string = DEFAULT_ESPLORA_URL): Network {
  return defineBitcoinNetwork({
    genesisHash: BITCOIN_DEVNET.genesisHash,
    name: BITCOIN_DEVNET.name,
    esploraUrl,
    testnet: true,
  })
}

/**
 * The devnet's Cosmos chain id as a Latch network: no node runs (wallets connect and sign on it), so
 * its REST URL is a placeholder no call reaches.
 *
 * @example
 * createLatch({ networks: [devnetA, devnetCosmos()], adapters: [evmAdapter(), cosmosAdapter()], projectId: 'latch-demo' })
 */
export function devnetCosmos(): Network {
  return defineCosmosNetwork({
    chainId: COSMOS_DEVNET.chainId,
    name: COSMOS_DEVNET.name,
    restUrl: 'http://127.0.0.1:1317',
    nativeCurrency: { name: 'Latch Atom', symbol: 'LATOM', decimals: 6 },
    testnet: true,
  })
}

/**
 * The devnet's Polkadot chain as a Latch network: no node runs (wallets connect and sign on it), so its
 * RPC URL is a placeholder no call reaches.
 *
 * @example
 * createLatch({ networks: [devnetA, devnetPolkadot()], adapters: [evmAdapter(), polkadotAdapter()], projectId: 'latch-demo' })
 */
export function devnetPolkadot(): Network {
  return definePolkadotNetwork({
    genesisHash: POLKADOT_DEVNET.genesisHash,
    name: POLKADOT_DEVNET.name,
    rpcUrl: 'ws://127.0.0.1:9944',
    nativeCurrency: { name: 'Latch DOT', symbol: 'LDOT', decimals: 10 },
    testnet: true,
  })
}
