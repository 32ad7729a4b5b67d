import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
} from '@latch/protocol/caip'
import { loadError } from './latch-error.ts'

export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from '@latch/protocol/caip'

// A CAIP-2 reference, as `@latch/protocol/caip-ids` has it beside its schemas (sharing the expression
// would put that module's grammar on the page load, or move the expression in the page-load chunk for
// 10 gzipped bytes the budget has not got). caip.test.ts checks this parser accepts exactly what the
// wire's `caipNetworkId` schema does.
const reference = /^[-\w]{1,32}$/

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
