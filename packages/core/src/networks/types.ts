import type { CaipNetworkId, ChainNamespace } from '../caip.ts'

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
  return {
    id: n.id,
    caipNetworkId: `eip155:${n.id}`,
    chainNamespace: 'eip155',
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: [n.rpcUrl] } },
    ...(n.explorer ? { blockExplorers: { default: n.explorer } } : {}),
    ...(n.testnet ? { testnet: true } : {}),
  }
}
