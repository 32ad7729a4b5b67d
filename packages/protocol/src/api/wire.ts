/**
 * The wire contract of the Latch API (SPEC §7, plus Latch's own registry and NFT calls): every path,
 * query, body and response shape, and the constants both sides agree on. The client in `client.ts` and
 * every route of `@latch/server` are written against these types, so a change here breaks the
 * compiler on both sides. Types, constants and pure helpers (paths, a call's URL, the session message);
 * the answers' types are inferred from their schemas (`answers.ts`), imported here as types only, so
 * nothing of zod reaches a page that imports this module.
 */
import type * as answers from './answers.ts'
import type { AnswerOf as A } from './answers.ts'
import type * as requests from './requests.ts'
import type { RequestOf as R } from './requests.ts'

/** Paths of the API, with `:param` placeholders (Fastify's syntax; the client fills them in). */
export const API_PATHS = {
  /** Liveness: answers `{ status: 'ok' }` to anyone, without a project. */
  health: '/health',
  supportedChains: '/v1/supported-chains',
  identity: '/v1/identity/:address',
  balance: '/v1/account/:address/balance',
  history: '/v1/account/:address/history',
  /** Waits (long poll) until the indexer writes a transfer of the account: a Latch addition. */
  changes: '/v1/account/:address/changes',
  nfts: '/v1/account/:address/nfts',
  fungiblePrice: '/v1/fungible/price',
  profile: '/v1/profile/account/:name',
  reverseProfile: '/v1/profile/reverse/:address',
  nameSuggestions: '/v1/profile/suggestions/:name',
  registerName: '/v1/profile/account',
  sessions: '/v1/sessions/:address',
  revokeSession: '/v1/sessions/:address/revoke',
  wallets: '/v1/wallets',
  walletImage: '/v1/wallets/:id/image',
  /** A token's generated icon, by symbol (balances point here when the server has no logo for it). */
  tokenImage: '/v1/tokens/:symbol/image',
  convertTokens: '/v1/convert/tokens',
  convertQuotes: '/v1/convert/quotes',
  convertAllowance: '/v1/convert/allowance',
  convertGasPrice: '/v1/convert/gas-price',
  convertBuildApprove: '/v1/convert/build-approve',
  convertBuildTransaction: '/v1/convert/build-transaction',
  onrampOptions: '/v1/onramp/options',
  onrampQuote: '/v1/onramp/quote',
  onrampUrl: '/v1/generators/onrampurl',
  onrampOrder: '/v1/onramp/orders/:id',
  onrampWebhook: '/v1/onramp/webhook/:provider',
  rpc: '/v1',
  analytics: '/e',
  /** Sign in with X (a Latch addition): a single-use nonce, a signed message for a session, the session. */
  siwxNonce: '/v1/siwx/nonce',
  siwxSessions: '/v1/siwx/sessions',
  siwxSession: '/v1/siwx/session',
  /** Wallets linked to the session's profile, each by its own signature: link one, list them. */
  siwxLinks: '/v1/siwx/links',
  /** One linked wallet, by its CAIP-10 account: unlink it. */
  siwxLink: '/v1/siwx/links/:account',
} as const

export * from './limits.ts'

/** `GET /health`. */
export type HealthResponse = A<typeof answers.healthAnswer>

/** What every call carries in its query (SPEC §7): the project, the SDK type and version, the browser. */
export type CommonQuery = R<typeof requests.commonQuery>

/** The body of every non-OK answer: a reason, and the field it is about when one is. */
export type ErrorBody = {
  error: string
  field?: string
  /** A refusal a visitor reads: its stable code and the message's arguments. */
  reason?: string
  args?: (string | number)[]
}

/** `GET /v1/supported-chains`: the networks the server serves, as CAIP-2 ids, by transport. */
export type SupportedChainsResponse = A<typeof answers.supportedChainsAnswer>

/** Path params of the per-account calls. */
export type AddressParams = R<typeof requests.addressParams>

/** `GET /v1/identity/{address}` query. */
export type IdentityQuery = { sender?: string }
/** `GET /v1/identity/{address}`: the address's first name and its avatar. */
export type IdentityResponse = A<typeof answers.identityAnswer>

/** `GET /v1/account/{address}/balance` query. */
export type BalanceQuery = R<typeof requests.balanceQuery>
/** A token balance (SPEC §3). `address` is the token's CAIP-10 id; absent for the native coin. */
export type ApiTokenBalance = A<typeof answers.tokenBalance>
/** `GET /v1/account/{address}/balance`: balances above zero, with USD values. */
export type BalanceResponse = A<typeof answers.balanceAnswer>

/** `GET /v1/account/{address}/history` query; `cursor` is the `next` of the previous page. */
export type HistoryQuery = R<typeof requests.historyQuery>
/** A transaction of the history (SPEC §3). */
export type ApiTransaction = A<typeof answers.transactionAnswer>
/** One transfer of a transaction, as the account sees it. */
export type ApiTransfer = A<typeof answers.transferAnswer>
/** `GET /v1/account/{address}/history`: one page, newest first, and the cursor of the next. */
export type HistoryResponse = A<typeof answers.historyAnswer>

/**
 * `GET /v1/account/{address}/changes` query. Without `after`, the answer is immediate; with it, the
 * server holds the request until the account's latest indexed block differs from `after`, or
 * {@link CHANGES_HOLD_MS} have passed.
 */
export type ChangesQuery = R<typeof requests.changesQuery>
/** The latest block (decimal) holding a transfer of the account on the chain; `'0'` when none does. */
export type ChangesResponse = A<typeof answers.changesAnswer>
/** The longest `GET /v1/account/{address}/changes` holds a request before it answers unchanged. */
export const CHANGES_HOLD_MS = 20_000

/** `GET /v1/account/{address}/nfts` query. */
export type NftsQuery = R<typeof requests.nftsQuery>
/** An NFT the account holds (a Latch addition to SPEC §7). */
export type ApiNft = A<typeof answers.nftAnswer>
/** `GET /v1/account/{address}/nfts`. */
export type NftsResponse = A<typeof answers.nftsAnswer>

/**
 * `POST /v1/fungible/price` body: assets as CAIP-10 ids; the native coin is `caip2:native` or
 * `caip2:0xeeee…eeee`. `projectId` may ride in the body instead of the query.
 */
export type FungiblePriceBody = R<typeof requests.fungiblePriceBody>
/** `POST /v1/fungible/price`. */
export type FungiblePriceResponse = A<typeof answers.fungiblePriceAnswer>

/** Path params of the name calls. */
export type NameParams = R<typeof requests.nameParams>
/** `GET /v1/profile/account/{name}` query. */
export type ProfileQuery = { apiVersion?: string }
/** The native coin's address in the spelling some clients use for price lookups. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/**
 * A name's profile. Timestamps are ISO 8601; `addresses` is keyed by ENSIP-11 coin type; `attributes`
 * holds one key-value object (avatar, bio, …), or none.
 */
export type ApiProfile = A<typeof answers.profileAnswer>
/**
 * A profile's attributes as one record (later entries win).
 *
 * @example
 * profileAttributes({ …, attributes: [{ avatar: 'https://…' }] }).avatar // 'https://…'
 */
export const profileAttributes = (p: Pick<ApiProfile, 'attributes'>): Record<string, string> =>
  Object.assign({}, ...p.attributes)
/** `GET /v1/profile/reverse/{address}` query. */
export type ReverseProfileQuery = { sender?: string; apiVersion?: string }
/** `GET /v1/profile/reverse/{address}`: the names an address owns, oldest first. */
export type ReverseProfileResponse = A<typeof answers.reverseProfileAnswer>
/** `GET /v1/profile/suggestions/{name}` query. */
export type NameSuggestionsQuery = R<typeof requests.nameSuggestionsQuery>
/** `GET /v1/profile/suggestions/{name}`. */
export type NameSuggestionsResponse = A<typeof answers.nameSuggestionsAnswer>
/** `POST /v1/profile/account` body: an EIP-191 signature over `message`, a JSON {@link NameMessage}. */
export type RegisterNameBody = R<typeof requests.registerNameBody>
/** What a registration signs (SPEC §7: name, attributes, timestamp in seconds), as JSON. */
export type NameMessage = R<typeof requests.nameMessage>
/** `POST /v1/profile/account`. */
export type RegisterNameResponse = A<typeof answers.registerNameAnswer>

/** A permission session of an account. */
export type ApiSession = A<typeof answers.sessionAnswer>
/** `GET /v1/sessions/{address}`: the account's live sessions. */
export type SessionsResponse = A<typeof answers.sessionsAnswer>
/** `POST /v1/sessions/{address}` body, signed by the account. */
export type CreateSessionBody = R<typeof requests.createSessionBody>
/** `POST /v1/sessions/{address}/revoke` body, signed by the account. */
export type RevokeSessionBody = R<typeof requests.revokeSessionBody>
/**
 * The message an account signs (EIP-191) to create or revoke a session.
 *
 * @example
 * sessionMessage('revoke', '0xabc…') // 'Latch session revoke 0xabc…'
 */
export const sessionMessage = (action: 'create' | 'revoke', pci: string): string =>
  `Latch session ${action} ${pci}`
/** What the session calls answer on success. */
export type SuccessResponse = A<typeof answers.successAnswer>

/** `GET /v1/wallets` query, as the wire carries it: lists are comma-separated. */
export type WalletsQuery = R<typeof requests.walletsQuery>
/** A wallet of the registry (`GET /v1/wallets`, a Latch addition to SPEC §7). */
export type RegistryWallet = A<typeof answers.registryWalletAnswer>
/** `GET /v1/wallets`: one page, and how many wallets match in all. */
export type WalletsResponse = A<typeof answers.walletsAnswer>
/** Path params of `GET /v1/wallets/{id}/image`. */
export type WalletImageParams = R<typeof requests.walletImageParams>
/** `GET /v1/tokens/{symbol}/image` params. */
export type TokenImageParams = R<typeof requests.tokenImageParams>

/** `POST /v1` query: the chain the JSON-RPC call goes to. */
export type RpcQuery = R<typeof requests.rpcQuery>

/** What an analytics event carries (SPEC §3 Analytics event). */
export type AnalyticsProps = R<typeof requests.analyticsProps>
/** One event on the wire (SPEC §7 `POST /e` body); Latch's client sends batches of these. */
export type AnalyticsPayload = R<typeof requests.analyticsPayload>

/**
 * Fills a path's `:param` placeholders, each URL-encoded.
 *
 * @example
 * apiPath(API_PATHS.history, { address: '0xabc' }) // '/v1/account/0xabc/history'
 */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
}

/**
 * The API's base URL as every caller joins paths to it: without a trailing slash.
 *
 * @example
 * apiBase('https://api.example/') // 'https://api.example'
 */
export const apiBase = (apiUrl: string): string => apiUrl.replace(/\/+$/, '')

/** Who calls: the project, the SDK's type and version, and this browser's id (SPEC §7). */
export type Caller = { projectId: string; sdkType: string; sdkVersion: string; clientId: string }

/**
 * A call's URL: the base, the path, and the query every call carries (`projectId`, `st`, `sv`,
 * `clientId`) followed by the call's own parameters (undefined ones left out).
 *
 * @example
 * apiEndpoint('https://api.example/', '/e', caller) // 'https://api.example/e?projectId=…&st=latch&sv=0.1.0&clientId=…'
 */
export function apiEndpoint(
  apiUrl: string,
  path: string,
  caller: Caller,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const common: CommonQuery = {
    projectId: caller.projectId,
    st: caller.sdkType,
    sv: caller.sdkVersion,
    clientId: caller.clientId,
  }
  const query = new URLSearchParams(common)
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, v)
  return `${apiBase(apiUrl)}${path}?${query}`
}
