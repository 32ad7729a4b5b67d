// Apart from caip.ts, which the page loads: only lazily loaded code compares accounts.

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
