/**
 * Network definitions: `import { mainnet, base } from '@latch/core/networks'`.
 * Each is plain data, tree-shaken when unused.
 */
import {
  defineBitcoinNetwork,
  defineCosmosNetwork,
  defineEvmNetwork,
  definePolkadotNetwork,
  defineSolanaNetwork,
} from './types.ts'

export {
  defineBitcoinNetwork,
  defineCosmosNetwork,
  defineEvmNetwork,
  definePolkadotNetwork,
  defineSolanaNetwork,
  type Network,
} from './types.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Ethereum mainnet (eip155:1). */
export const mainnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrl: 'https://cloudflare-eth.com',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
/** OP Mainnet (eip155:10). */
export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})
/** Arbitrum One (eip155:42161). */
export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
/** Polygon PoS (eip155:137). */
export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
})
/** Base (eip155:8453). */
export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})
/** BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
})
/** Avalanche C-Chain (eip155:43114). */
export const avalanche = /* @__PURE__ */ defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
})
/** Gnosis (eip155:100). */
export const gnosis = /* @__PURE__ */ defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
})
/** ZKsync Era (eip155:324). */
export const zksync = /* @__PURE__ */ defineEvmNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
})
/** Celo (eip155:42220). */
export const celo = /* @__PURE__ */ defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
})

const solscan = (cluster?: string) => ({
  name: 'Solscan',
  url: cluster ? `https://solscan.io/?cluster=${cluster}` : 'https://solscan.io',
})
/** Solana mainnet (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
export const solana = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorer: /* @__PURE__ */ solscan(),
})
/** Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1). */
export const solanaDevnet = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  explorer: /* @__PURE__ */ solscan('devnet'),
  testnet: true,
})
/** Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z). */
export const solanaTestnet = /* @__PURE__ */ defineSolanaNetwork({
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  explorer: /* @__PURE__ */ solscan('testnet'),
  testnet: true,
})

/** Bitcoin mainnet (bip122:000000000019d6689c085ae165831e93), balances from Blockstream's Esplora. */
export const bitcoin = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  esploraUrl: 'https://blockstream.info/api',
  explorer: { name: 'mempool.space', url: 'https://mempool.space' },
})
/** Bitcoin testnet (bip122:000000000933ea01ad0ee984209779ba). */
export const bitcoinTestnet = /* @__PURE__ */ defineBitcoinNetwork({
  genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  name: 'Bitcoin Testnet',
  esploraUrl: 'https://blockstream.info/testnet/api',
  explorer: { name: 'mempool.space', url: 'https://mempool.space/testnet' },
  testnet: true,
})

/** The Cosmos Hub (cosmos:cosmoshub-4). */
export const cosmosHub = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  restUrl: 'https://rest.cosmos.directory/cosmoshub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
})

/** Polkadot (polkadot:91b171bb158e2d3848fa23a9f1c25182). */
export const polkadot = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  rpcUrl: 'wss://rpc.polkadot.io',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
})
