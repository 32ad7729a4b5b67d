/**
 * `@latch/protocol/caip`: the chain namespaces Latch knows and the CAIP-2 / CAIP-10 id types, for the
 * page load (core's CAIP parsing) and the wire (sign-in messages, linked accounts) alike.
 */

/** The chain namespaces Latch knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** One of {@link CHAIN_NAMESPACES}. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** A CAIP-10 account id, e.g. `eip155:1:0xf39F…2266`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/**
 * Whether a value is one of the five chain namespaces.
 *
 * @example
 * isChainNamespace('eip155') // true
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
