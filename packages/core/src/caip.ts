import { loadError } from './latch-error.ts'

/** The chain namespaces Latch knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** One of {@link CHAIN_NAMESPACES}. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** A CAIP-10 account id, e.g. `eip155:1:0xf39F…2266`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

const reference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Whether a value is one of the five chain namespaces.
 *
 * @example
 * isChainNamespace('eip155') // true
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Splits a CAIP-2 network id into namespace and reference; throws `Invalid CAIP-2 network id`
 * unless it has exactly two parts with a known namespace.
 *
 * @example
 * parseCaipNetworkId('eip155:10') // { namespace: 'eip155', reference: '10' }
 */
export function parseCaipNetworkId(id: unknown): { namespace: ChainNamespace; reference: string } {
  const parts = typeof id === 'string' ? id.split(':') : []
  const [namespace, ref] = parts
  if (parts.length !== 2 || !isChainNamespace(namespace) || !ref || !reference.test(ref)) {
    throw loadError('INVALID_CAIP2', { detail: JSON.stringify(id) })
  }
  return { namespace, reference: ref }
}

/**
 * Splits a CAIP-10 account id; throws `Invalid CAIP-10 address` unless it has exactly three parts.
 *
 * @example
 * parseCaipAddress('eip155:1:0xabc') // { namespace: 'eip155', reference: '1', address: '0xabc', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(value: unknown): {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
} {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, ref, address] = parts
  if (parts.length !== 3 || !isChainNamespace(namespace) || !ref || !address) {
    throw loadError('INVALID_CAIP10', { detail: JSON.stringify(value) })
  }
  return { namespace, reference: ref, address, caipNetworkId: `${namespace}:${ref}` }
}

/**
 * Joins a network id and an address into a CAIP-10 account id.
 *
 * @example
 * toCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  parseCaipNetworkId(caipNetworkId)
  return `${caipNetworkId}:${address}` as CaipAddress
}
