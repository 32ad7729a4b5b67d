/**
 * How accounts compare: by namespace and address, EVM addresses in any case. Apart from the CAIP lists
 * the page loads: only lazily loaded code compares accounts.
 */
import { isChainNamespace } from '../caip.ts'

/**
 * An address as a key for comparing accounts of one namespace: EVM addresses are case-insensitive
 * (EIP-55 only checksums them), so lower-cased; others (base58, bech32, SS58) are kept as they are.
 *
 * @example
 * addressKey('eip155', '0xAbC') === addressKey('eip155', '0xabc') // true
 */
export function addressKey(namespace: string, address: string): string {
  return namespace === 'eip155' ? address.toLowerCase() : address
}

/**
 * What a link is keyed by: a CAIP-10 account's namespace and address, without its chain (an EVM account
 * is the same on every chain; EVM addresses compare in lower case). The server keeps one link per key,
 * and the client reads "is this wallet linked" through the same key. A value that is not CAIP-10 (three
 * parts, a known namespace) is its own key.
 *
 * @example
 * linkedAccount('eip155:1:0xAbC') === linkedAccount('eip155:137:0xabc') // true
 */
export function linkedAccount(caipAddress: string): string {
  const parts = caipAddress.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !isChainNamespace(namespace) || !reference || !address) return caipAddress
  return `${namespace}:${addressKey(namespace, address)}`
}
