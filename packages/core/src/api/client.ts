import type { AnswerOf, AnswerSchema } from '@latch/protocol/api/answers'
import {
  balanceAnswer,
  historyAnswer,
  identityAnswer,
  nameSuggestionsAnswer,
  nftsAnswer,
  profileAnswer,
  registerNameAnswer,
  supportedChainsAnswer,
  tokenBalances,
  walletsAnswer,
} from '@latch/protocol/api/answers'
import { errorAnswerOf } from '@latch/protocol/api/refusal'
import {
  API_PATHS,
  type ApiProfile,
  apiBase,
  apiEndpoint,
  apiPath,
  type BalanceQuery,
  type BalanceResponse,
  type HistoryQuery,
  type HistoryResponse,
  type IdentityQuery,
  type IdentityResponse,
  type NameSuggestionsQuery,
  type NameSuggestionsResponse,
  type NftsQuery,
  type NftsResponse,
  type ProfileQuery,
  type RegisterNameBody,
  type RegisterNameResponse,
  WALLETS_PAGE_SIZE,
  type WalletsQuery,
  type WalletsResponse,
} from '@latch/protocol/api/wire'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import { latchError } from '../plumbing/errors.ts'
import type { PageStorage } from '../plumbing/page-storage.ts'
import { storageCache } from '../plumbing/storage-cache.ts'
import { createReachability } from './reachability.ts'

/** Options of {@link createApiClient}. */
export type ApiClientOptions = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  storage: PageStorage
  /** Called with every non-OK status and the server's reason, before the call throws (403: the origin is not allowed). */
  onStatus?: (status: number, reason?: string) => void
  /** How long a call may take before it fails with "Network request timed out" (default 10 s, SPEC §9). */
  timeoutMs?: number
}

/** How long an API call may take by default (SPEC §9 "HTTP RPC: timeout 10 s"). */
export const API_TIMEOUT_MS = 10_000

/** Parameters of a registry page; lists are sent comma-separated. */
export type RegistryQuery = {
  page: number
  entries?: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  featured?: readonly string[]
  /** CAIP-2 ids or bare namespaces (`eip155`): wallets supporting any of them. */
  chains?: readonly string[]
}

/**
 * A failed API call: `HTTP status code: {n}`, with the server's reason when it gave one, and for a
 * refusal a visitor reads (a swap's "Not enough liquidity…"), its stable code and arguments.
 */
export type ApiError = Error & {
  code: 'HTTP_STATUS'
  status: number
  reason?: string
  refusal?: { code: string; args: (string | number)[] }
}

type Query = Record<string, string | undefined>
/** What a call may say about the request; the answer's schema says what comes back. */
export type CallInit<S extends AnswerSchema> = {
  method?: 'GET' | 'POST' | 'DELETE'
  query?: Query
  body?: unknown
  /** A bearer token for `Authorization` (a sign-in session's). */
  bearer?: string
  /** The caller's own abort and timeout, in place of the usual timeout (a held request's). */
  signal?: AbortSignal
  /** The answer's schema (`@latch/protocol/api/answers` and its siblings): the call resolves with what it parses. */
  answer: S
}
/**
 * A call that got no answer: timed out (SPEC §9's 10 s), or the server could not be reached; or an answer
 * that is not JSON of the shape its schema says (the schema's issue is the cause).
 */
const failure = (cause: unknown) =>
  latchError(
    cause instanceof Error && cause.name === 'TimeoutError'
      ? 'NETWORK_REQUEST_TIMEOUT'
      : 'NETWORK_REQUEST_FAILED',
    { cause },
  )
const list = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)

/**
 * The client of a Latch-compatible API (SPEC §7), written against the wire contract in `wire.ts`.
 * Every call carries `projectId`, `st`, `sv` and this browser's `clientId`; chain-scoped calls are
 * first checked against `GET /v1/supported-chains`; a non-OK status throws `HTTP status code: {n}`
 * (code `HTTP_STATUS`) after `onStatus` hears it. Caches (SPEC §9): portfolio 30 s, names and
 * identity 5 min, in the instance's storage.
 *
 * @example
 * const api = createApiClient({ apiUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '0.1.0', storage })
 * const { balances } = await api.balance('0xf39F…', 'eip155:31337')
 */
export function createApiClient(opts: ApiClientOptions) {
  const base = apiBase(opts.apiUrl)
  const cache = storageCache(opts.storage)
  let supported: Promise<Set<string>> | undefined
  const reach = createReachability(async () => {
    const res = await fetch(`${base}${API_PATHS.health}`, {
      signal: AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`health: ${res.status}`)
  })

  async function call<S extends AnswerSchema>(path: string, init: CallInit<S>): Promise<AnswerOf<S>> {
    let res: Response
    try {
      res = await fetch(apiEndpoint(base, path, { ...opts, clientId: opts.storage.clientId() }, init.query), {
        method: init.method ?? 'GET',
        signal: init.signal ?? AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS),
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.bearer === undefined ? {} : { authorization: `Bearer ${init.bearer}` }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    } catch (cause) {
      if (!init.signal?.aborted) reach.failed()
      throw failure(cause)
    }
    if (res.status >= 500) reach.failed()
    else reach.answered()
    if (!res.ok) {
      // The server says why in `{ error }`; the reason rides along for messages like SPEC §8's
      // "Error registering name {name}" (first reason from the service when present).
      const { reason, refusal } = await errorAnswerOf(res)
      opts.onStatus?.(res.status, reason)
      throw Object.assign(latchError('HTTP_STATUS', { args: [res.status] }), {
        status: res.status,
        reason,
        ...(refusal ? { refusal } : {}),
      })
    }
    let body: unknown
    try {
      body = await res.json()
    } catch (cause) {
      throw failure(cause)
    }
    const read = init.answer.safeParse(body)
    if (!read.success) throw failure(read.error)
    return read.data
  }

  const api = {
    /**
     * A call by path, for the clients of features that load on first use (swap): with the common
     * query, the timeout and the error handling of every call, and its answer parsed by the schema given.
     *
     * @example
     * const { tokens } = await api.request(API_PATHS.convertTokens, { query: { chainId }, answer: convertTokensAnswer })
     */
    request: call,
    /** Whether the server failed to answer the last call (refused, timed out, 5xx) and is not back yet. */
    isDown: reach.isDown,
    /** Called each time the server answers again after a failure; returns the cleanup. */
    onBack: reach.onBack,
    /** The networks the server serves (fetched once per instance). */
    async supportedChains(): Promise<Set<string>> {
      supported ??= call(API_PATHS.supportedChains, { answer: supportedChainsAnswer }).then(
        (r) => new Set(r.http),
        (e) => {
          supported = undefined
          throw e
        },
      )
      return supported
    },
    async isSupported(chainId: CaipNetworkId): Promise<boolean> {
      return (await api.supportedChains()).has(chainId)
    },
    async requireSupported(chainId: CaipNetworkId): Promise<void> {
      if (!(await api.isSupported(chainId))) throw latchError('UNSUPPORTED_CHAIN', { detail: chainId })
    },

    /** Token balances with USD values; cached 30 s unless `force`. */
    async balance(address: string, chainId: CaipNetworkId, force = false): Promise<BalanceResponse> {
      await api.requireSupported(chainId)
      const key = `${chainId}:${address.toLowerCase()}`
      const cached = force ? undefined : cache.get('portfolio', key, tokenBalances)
      if (cached) return { balances: cached }
      const query: BalanceQuery = { currency: 'usd', chainId, ...(force ? { forceUpdate: 'true' } : {}) }
      const r = await call(apiPath(API_PATHS.balance, { address }), { query, answer: balanceAnswer })
      cache.set('portfolio', key, r.balances)
      return r
    },

    /** One page of the account's history on a chain. */
    async history(
      address: string,
      params: { chainId: CaipNetworkId; cursor?: string },
    ): Promise<HistoryResponse> {
      await api.requireSupported(params.chainId)
      const query: HistoryQuery = { chainId: params.chainId, cursor: params.cursor }
      return call(apiPath(API_PATHS.history, { address }), { query, answer: historyAnswer })
    },

    /** The NFTs the account holds on a chain. */
    async nfts(address: string, chainId: CaipNetworkId): Promise<NftsResponse> {
      await api.requireSupported(chainId)
      const query: NftsQuery = { chainId }
      return call(apiPath(API_PATHS.nfts, { address }), { query, answer: nftsAnswer })
    },

    /** Name and avatar of an address; cached 5 min. */
    async identity(address: string): Promise<IdentityResponse> {
      const key = address.toLowerCase()
      const cached = cache.get('identity', key, identityAnswer)
      if (cached) return cached
      const query: IdentityQuery = { sender: address }
      const r = await call(apiPath(API_PATHS.identity, { address }), { query, answer: identityAnswer })
      cache.set('identity', key, r)
      return r
    },

    /** A registered name's profile; cached 5 min. Throws `HTTP status code: 404` when unregistered. */
    async lookupName(name: string): Promise<ApiProfile> {
      const cached = cache.get('name', name, profileAnswer)
      if (cached) return cached
      const query: ProfileQuery = { apiVersion: '2' }
      const r = await call(apiPath(API_PATHS.profile, { name }), { query, answer: profileAnswer })
      cache.set('name', name, r)
      return r
    },
    /** Names near `name` in a zone, each marked free or registered. */
    nameSuggestions(name: string, zone: string): Promise<NameSuggestionsResponse> {
      const query: NameSuggestionsQuery = { zone }
      return call(apiPath(API_PATHS.nameSuggestions, { name }), { query, answer: nameSuggestionsAnswer })
    },
    /** Registers a name with a signed message (SPEC §7). */
    registerName(body: RegisterNameBody): Promise<RegisterNameResponse> {
      return call(API_PATHS.registerName, { method: 'POST', body, answer: registerNameAnswer })
    },
    /** One page of the wallet registry; `count` is the total matching. Icon paths become absolute URLs. */
    async wallets(q: RegistryQuery): Promise<WalletsResponse> {
      const query: WalletsQuery = {
        page: String(q.page),
        entries: String(q.entries ?? WALLETS_PAGE_SIZE),
        search: q.search || undefined,
        include: list(q.include),
        exclude: list(q.exclude),
        featured: list(q.featured),
        chains: list(q.chains),
      }
      const r = await call(API_PATHS.wallets, { query, answer: walletsAnswer })
      const data = r.data.map((w) => ({
        ...w,
        imageUrl: w.imageUrl.startsWith('/') ? `${base}${w.imageUrl}` : w.imageUrl,
      }))
      return { count: r.count, data }
    },
  }
  return api
}

/** The API client type. */
export type ApiClient = ReturnType<typeof createApiClient>
