/**
 * `@latch/protocol/caip-ids`: CAIP ids as schemas, each written once from the CAIP grammar below and
 * the namespaces Latch knows (`caip-grammar.ts`): a network (CAIP-2), an account (CAIP-10), a token
 * with an EVM address, a priced asset, and a network or namespace of any chain (the wallet registry's).
 * The API's requests and answers and the server's settings and listings read them; `caip.ts`'s
 * `CaipNetworkId` and `CaipAddress` are their outputs. zod's mini build, off the page load.
 */
import * as z from 'zod/mini'
import { SOLANA_ADDRESS } from './api/limits.ts'
import { CHAIN_NAMESPACES } from './caip-grammar.ts'
import { ADDRESS_PATTERN } from './calls/values.ts'

/** A CAIP-2 reference: 1 to 32 letters, digits, `-` or `_`. */
const CAIP_REFERENCE = /^[-\w]{1,32}$/
/** A CAIP-2 namespace as the standard allows any chain's: 3 to 8 lower-case letters, digits or `-`. */
const CAIP_NAMESPACE = /^[-a-z0-9]{3,8}$/
/** A CAIP-10 account address: 1 to 128 letters, digits, `-`, `.` or `%`. */
const CAIP_ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

const namespace = z.enum(CHAIN_NAMESPACES)
const anyNamespace = z.string().check(z.regex(CAIP_NAMESPACE))
const reference = z.string().check(z.regex(CAIP_REFERENCE))
const evmAddress = z.string().check(z.regex(ADDRESS_PATTERN))

/**
 * A CAIP-2 network id of a namespace Latch knows: `eip155:1`, `solana:5eykt4…`.
 *
 * @example
 * caipNetworkId.parse('eip155:10') // 'eip155:10'
 */
export const caipNetworkId = z.templateLiteral([namespace, ':', reference], {
  error: 'Invalid CAIP-2 network id',
})

/**
 * A CAIP-10 account id of a namespace Latch knows: `eip155:1:0xAbc…`, `solana:<genesis>:<base58>`.
 *
 * @example
 * caipAccountId.parse('eip155:1:0xf39F…') // 'eip155:1:0xf39F…'
 */
export const caipAccountId = z.templateLiteral(
  [namespace, ':', reference, ':', z.string().check(z.regex(CAIP_ACCOUNT_ADDRESS))],
  { error: 'Invalid account: CAIP-10 expected' },
)

/**
 * A token with an EVM address as its CAIP-10 id (`eip155:1:0x…`; the native coin is `0xeeee…eeee`).
 * The namespace is any Latch knows: which networks swap is the server's to say.
 *
 * @example
 * evmTokenId.parse('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
 */
export const evmTokenId = z.templateLiteral([namespace, ':', reference, ':', evmAddress], {
  error: 'Invalid CAIP-10 address',
})

/**
 * An asset to price as a CAIP-10 id: an EVM token, a Solana mint, or the network's coin as `native`
 * (or EVM's `0xeeee…eeee`).
 *
 * @example
 * assetId.parse('eip155:1:native') // 'eip155:1:native'
 */
export const assetId = z.templateLiteral(
  [
    namespace,
    ':',
    reference,
    ':',
    z.union([z.literal('native'), evmAddress, z.string().check(z.regex(SOLANA_ADDRESS))]),
  ],
  { error: 'Invalid CAIP-10 address' },
)

/**
 * A CAIP-2 network id of any chain, as wallet listings name the chains they support (`near:mainnet`
 * included: a listing may name chains Latch does not serve).
 *
 * @example
 * anyCaipNetworkId.parse('near:mainnet') // 'near:mainnet'
 */
export const anyCaipNetworkId = z.templateLiteral([anyNamespace, ':', reference], {
  error: 'Invalid CAIP-2 network id',
})
/** What {@link anyCaipNetworkId} reads. */
export type AnyCaipNetworkId = z.infer<typeof anyCaipNetworkId>

/**
 * A chain filter: a CAIP-2 network id or a namespace alone, of any chain (`eip155`, `eip155:1`).
 *
 * @example
 * chainFilter.parse('solana') // 'solana'
 */
export const chainFilter = z.templateLiteral(
  [anyNamespace, z.optional(z.templateLiteral([':', reference]))],
  { error: 'Chains are CAIP-2 ids or namespaces' },
)
