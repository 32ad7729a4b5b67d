/**
 * `@latch/protocol/caip`: the chain namespaces Latch knows and the CAIP id types, inferred from
 * `caip-ids.ts`'s schemas with a type-only import. zod-free: the page load imports it.
 */
import type * as z from 'zod/mini'
import type { caipAccountId, caipNetworkId } from './caip-ids.ts'

export {
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
} from './caip-grammar.ts'

/** A CAIP-2 network id, e.g. `eip155:1` (what `caipNetworkId` reads). */
export type CaipNetworkId = z.infer<typeof caipNetworkId>
/** A CAIP-10 account id, e.g. `eip155:1:0xf39F…2266` (what `caipAccountId` reads). */
export type CaipAddress = z.infer<typeof caipAccountId>
