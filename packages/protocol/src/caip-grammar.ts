/**
 * The chain namespaces Latch knows, zod-free: the page load reads them (through `caip.ts`) and
 * `caip-ids.ts` builds its schemas with them. The rest of the CAIP grammar lives with the schemas: a
 * module the page load shares with a lazy chunk loads with the page, whole.
 */

/** The chain namespaces Latch knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** One of {@link CHAIN_NAMESPACES}. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * Whether a value is one of the five chain namespaces.
 *
 * @example
 * isChainNamespace('eip155') // true
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
