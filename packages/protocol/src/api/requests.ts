/**
 * What callers send the API (SPEC §7): every route's path params, query and body as schemas. The
 * server declares each route with them (it validates every request with them and its OpenAPI document
 * describes them; it adds only what depends on its configuration, such as the networks or name zones
 * it serves), and `wire.ts`'s request types are what they accept. zod's mini build: the server
 * imports this module; clients only its types, so nothing of it reaches a page.
 */
import * as z from 'zod/mini'
import { assetId, caipNetworkId, chainFilter } from '../caip-ids.ts'
import { ADDRESS_PATTERN } from '../calls/values.ts'
import {
  ANALYTICS_BATCH_MAX,
  EVM_COIN_TYPE_FLAG,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  PRICE_ADDRESSES_MAX,
  SOLANA_ADDRESS,
  WALLETS_PAGE_MAX,
  WALLETS_PAGE_SIZE,
} from './limits.ts'

/** What a caller sends where a schema of this module is declared (a query's values as text). */
export type RequestOf<S extends z.ZodMiniType> = z.input<S>

/** An EVM address, in any case (the checksum is not enforced). */
export const evmAddress = z.string().check(z.regex(ADDRESS_PATTERN, 'Invalid address'))
/** A Solana address: 32 to 44 base58 characters (the 32 bytes are checked where it is decoded). */
export const solanaAddress = z.string().check(z.regex(SOLANA_ADDRESS, 'Invalid address'))
/** An EVM address given plainly or as a CAIP-10 id (`eip155:1:0x…`); read as the plain address. */
export const plainOrCaip10Address = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(200)),
    z.transform((a) => a.split(':').at(-1) ?? a),
  ),
  evmAddress,
)
/** A 0x hex string of at most 2,000 characters (a signature: an EOA's, or a contract account's longer one). */
export const hexSignature = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]+$/, 'Invalid hex string'), z.maxLength(2_000))
/** A whole number as a query carries it (text), read as a number from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\s*\d{1,15}\s*$/, 'Expected a whole number')),
    z.pipe(z.transform(Number), z.int().check(z.gte(min), z.lte(max))),
  )

/** Query params every API call carries (SPEC §7): the project, the SDK's type and version, the browser. */
export const commonQuery = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  st: z.optional(z.string().check(z.maxLength(64))),
  sv: z.optional(z.string().check(z.maxLength(64))),
  clientId: z.optional(z.string().check(z.maxLength(256))),
})

/** Path params of the per-account calls that serve EVM accounts: `{ address }`. */
export const addressParams = z.object({ address: evmAddress })
/** Path params of the calls that serve EVM and Solana accounts alike (balances). */
export const anyAddressParams = z.object({
  address: z.union([evmAddress, solanaAddress], { error: 'Invalid address' }),
})
/** Path params naming an account as a plain address or a CAIP-10 id; read as the plain address. */
export const accountParams = z.object({ address: plainOrCaip10Address })

/** `GET /v1/account/{address}/balance` query. */
export const balanceQuery = z.object({
  currency: z._default(z.literal('usd'), 'usd'),
  chainId: z.optional(caipNetworkId),
  forceUpdate: z.optional(z.enum(['true', 'false'])),
})

/** `GET /v1/account/{address}/history` query; `cursor` is the `next` of the previous page (its reading is the server's). */
export const historyQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  chainId: z.optional(caipNetworkId),
  limit: z._default(wholeNumber(1, HISTORY_PAGE_MAX), HISTORY_PAGE_SIZE),
})

/**
 * `GET /v1/account/{address}/changes` query: the network, and the latest block the caller knows of
 * (decimal), read as a bigint.
 */
export const changesQuery = z.object({
  chainId: caipNetworkId,
  after: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,20}$/, 'Invalid block number')),
      z.transform((b) => BigInt(b)),
    ),
  ),
})

/** `GET /v1/account/{address}/nfts` query. */
export const nftsQuery = z.object({ chainId: z.optional(caipNetworkId) })

/** `POST /v1/fungible/price` body; `projectId` may ride in the body instead of the query. */
export const fungiblePriceBody = z.object({
  currency: z.literal('usd'),
  addresses: z.array(assetId).check(z.minLength(1), z.maxLength(PRICE_ADDRESSES_MAX)),
  projectId: z.optional(z.string()),
})

/** A name as typed (`alice.latch.eth`), read lower-cased; the server checks it ends in a zone it serves. */
export const fullName = z.pipe(
  z.string().check(z.maxLength(200)),
  z.transform((n) => n.toLowerCase()),
)
/** Path params of a name's profile: the full name. */
export const nameParams = z.object({ name: fullName })
/** Path params of the name suggestions: what the visitor typed. */
export const suggestionParams = z.object({ name: z.string().check(z.minLength(1), z.maxLength(63)) })
/** `GET /v1/profile/suggestions/{name}` query: the zone to suggest in (the server's first by default). */
export const nameSuggestionsQuery = z.object({ zone: z.optional(z.string().check(z.maxLength(253))) })
/** `POST /v1/profile/account` body: an EIP-191 signature over `message`, a JSON {@link nameMessage}. */
export const registerNameBody = z.object({
  coin_type: z
    .int()
    .check(
      z.refine(
        (c) => (c & EVM_COIN_TYPE_FLAG) !== 0 && c >>> 0 === c && (c & 0x7fffffff) > 0,
        'coin_type must be chain id OR 0x80000000',
      ),
    ),
  address: evmAddress,
  message: z.string().check(z.maxLength(4_096)),
  signature: hexSignature,
})
/** What a registration signs (SPEC §7: name, attributes, timestamp in seconds), as JSON. */
export const nameMessage = z.object({
  name: fullName,
  attributes: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(1_024)))),
  timestamp: z.int(),
})

const pci = z.string().check(z.minLength(1), z.maxLength(256))
/** `POST /v1/sessions/{address}` body, signed by the account. */
export const createSessionBody = z.object({
  pci,
  /** What the session allows, 16 KB of JSON at most. */
  data: z
    .record(z.string(), z.unknown())
    .check(z.refine((d) => JSON.stringify(d).length <= 16_384, 'too large')),
  signature: hexSignature,
})
/** `POST /v1/sessions/{address}/revoke` body, signed by the account. */
export const revokeSessionBody = z.object({ pci, signature: hexSignature })

/** Registry wallet ids, comma-separated on the wire; read as a list. */
const walletIds = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(10_000)),
    z.transform((s) => s.split(',').filter(Boolean)),
  ),
  z
    .array(z.string().check(z.regex(/^[\w.-]{1,128}$/, 'Wallet ids are letters, digits, ., _ or -')))
    .check(z.maxLength(200)),
)
/** `GET /v1/wallets` query, as the wire carries it: lists are comma-separated. */
export const walletsQuery = z.object({
  page: z._default(wholeNumber(1, 10_000), 1),
  entries: z._default(wholeNumber(1, WALLETS_PAGE_MAX), WALLETS_PAGE_SIZE),
  search: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  include: z.optional(walletIds),
  exclude: z.optional(walletIds),
  featured: z.optional(walletIds),
  chains: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(2_000)),
        z.transform((s) => s.split(',').filter(Boolean)),
      ),
      z.array(chainFilter).check(z.maxLength(50)),
    ),
  ),
})
/** Path params of `GET /v1/wallets/{id}/image`. */
export const walletImageParams = z.object({ id: z.string().check(z.regex(/^[\w.-]{1,128}$/)) })
/** `GET /v1/tokens/{symbol}/image` params. */
export const tokenImageParams = z.object({
  symbol: z
    .string()
    .check(z.regex(/^[\p{L}\p{N}.+_-]{1,16}$/u, 'A token symbol is 1 to 16 letters, digits, ., +, _ or -')),
})

/** `POST /v1` query: the chain the JSON-RPC call goes to. */
export const rpcQuery = z.object({ chainId: caipNetworkId })
/** One JSON-RPC 2.0 request. */
const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string().check(z.maxLength(256)), z.number(), z.null()])),
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})
/** `POST /v1` body: one JSON-RPC request or a batch (split upstream above `RPC_BATCH_MAX`). */
export const rpcBody = z.union([rpcRequest, z.array(rpcRequest).check(z.minLength(1), z.maxLength(10_000))])

/** What an analytics event carries (SPEC §3 Analytics event), 8 KB of JSON at most. */
export const analyticsProps = z
  .object({
    type: z.enum(['track', 'error']),
    event: z.string().check(z.minLength(1), z.maxLength(128)),
    properties: z.optional(z.record(z.string(), z.unknown())),
    /** The connected address, when there is one. */
    address: z.optional(z.string().check(z.maxLength(128))),
  })
  .check(z.refine((p) => JSON.stringify(p).length <= 8_192, 'props too large'))
/** One event on the wire (SPEC §7 `POST /e` body). */
export const analyticsPayload = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  url: z.string().check(z.maxLength(2_048)),
  domain: z.string().check(z.maxLength(255)),
  timestamp: z.int().check(z.nonnegative()),
  props: analyticsProps,
})
/** `POST /e` body: one event (SPEC §7) or a batch (Latch's client batches). */
export const analyticsBody = z.union([
  analyticsPayload,
  z.array(analyticsPayload).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
])
