import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'

/** A network a Latch app works on (SPEC §3 Network). */
export type Network = {
  /** The chain's own id: a number for EVM chains, a string reference elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/** What every network definition gives: its name, coin, one RPC URL, and an explorer and testnet flag. */
type NetworkFields = {
  name: string
  nativeCurrency: Network['nativeCurrency']
  rpcUrl: string
  explorer?: { name: string; url: string } | undefined
  testnet?: boolean | undefined
}

/*#__NO_SIDE_EFFECTS__*/
function network(namespace: ChainNamespace, id: number | string, n: NetworkFields): Network {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: [n.rpcUrl] } },
    ...(n.explorer ? { blockExplorers: { default: n.explorer } } : {}),
    ...(n.testnet ? { testnet: true } : {}),
  }
}

/**
 * Defines an EVM network from its chain id.
 *
 * @example
 * const myChain = defineEvmNetwork({ id: 7777, name: 'My Chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://rpc.example' })
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEvmNetwork(n: {
  id: number
  name: string
  nativeCurrency: Network['nativeCurrency']
  rpcUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}): Network {
  return network('eip155', n.id, n)
}

/**
 * Defines a Solana network from its genesis hash: its CAIP-2 id is `solana:` and the hash's first 32
 * characters (CAIP-30).
 *
 * @example
 * const local = defineSolanaNetwork({ genesisHash: 'LatchDevnetSo1ana11111111111111111111111111', name: 'Local Solana', rpcUrl: 'http://127.0.0.1:8899', testnet: true })
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineSolanaNetwork(n: {
  genesisHash: string
  name: string
  rpcUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}): Network {
  const nativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }
  return network('solana', n.genesisHash.slice(0, 32), { ...n, nativeCurrency })
}

/**
 * Defines a Bitcoin network from its genesis block hash: its CAIP-2 id is `bip122:` and the hash's first
 * 32 hex digits; its RPC URL is an Esplora API, which balances are read from.
 *
 * @example
 * const regtest = defineBitcoinNetwork({ genesisHash: '0f9188f1…', name: 'Regtest', esploraUrl: 'http://127.0.0.1:8891', testnet: true })
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineBitcoinNetwork(n: {
  genesisHash: string
  name: string
  esploraUrl: string
  explorer?: { name: string; url: string }
  testnet?: boolean
}): Network {
  const nativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
  return network('bip122', n.genesisHash.slice(0, 32), { ...n, nativeCurrency, rpcUrl: n.esploraUrl })
}

/**
 * Defines a Cosmos SDK network from its chain id (CAIP-2 `cosmos:<chain id>`); its RPC URL is the
 * chain's REST (LCD) endpoint.
 *
 * @example
 * const hub = defineCosmosNetwork({ chainId: 'cosmoshub-4', name: 'Cosmos Hub', restUrl: 'https://rest.cosmos.directory/cosmoshub', nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 } })
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCosmosNetwork(n: {
  chainId: string
  name: string
  restUrl: string
  nativeCurrency: Network['nativeCurrency']
  testnet?: boolean
}): Network {
  return network('cosmos', n.chainId, { ...n, rpcUrl: n.restUrl })
}

/**
 * Defines a Polkadot SDK network from its genesis hash: its CAIP-2 id is `polkadot:` and the hash's
 * first 32 hex digits (without `0x`); its RPC URL is a node's.
 *
 * @example
 * const westend = definePolkadotNetwork({ genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e', name: 'Westend', rpcUrl: 'wss://westend-rpc.polkadot.io', nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 }, testnet: true })
 */
/*#__NO_SIDE_EFFECTS__*/
export function definePolkadotNetwork(n: {
  genesisHash: string
  name: string
  rpcUrl: string
  nativeCurrency: Network['nativeCurrency']
  testnet?: boolean
}): Network {
  return network('polkadot', n.genesisHash.replace(/^0x/, '').slice(0, 32), n)
}
