import type { CaipNetworkId } from '../caip.ts'
import { latchError } from '../errors.ts'
import type { LatchStorageItems } from '../latch-storage.ts'

/** Options of {@link createApiClient}. */
export type ApiClientOptions = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Anonymous id of this browser, sent as `clientId`. */
  clientId?: string
  storage: LatchStorageItems
  /** Called on 403: the origin is not on the project's allowlist. */
  onForbidden: () => void
}

/** A token balance (SPEC §3). */
export type ApiTokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
/** A transaction of the history endpoint (SPEC §3). */
export type ApiTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    chain: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: {
    direction: 'in' | 'out' | 'self'
    quantity: { numeric: string }
    price?: number
    value?: number
    fungible_info?: { name: string; symbol: string; icon: { url: string } }
    nft_info?: {
      name: string
      token_id: string
      content: { preview: { url: string } }
      flags: { is_spam: boolean }
    }
  }[]
}
/** An NFT the account holds (`GET /v1/account/{address}/nfts`, a Latch addition to SPEC §7). */
export type ApiNft = {
  chainId: string
  contract: string
  tokenId: string
  name: string
  collection: string
  symbol: string
  previewUrl: string
  isSpam: boolean
}
/** A wallet of the registry (`GET /v1/wallets`, a Latch addition to SPEC §7). */
export type RegistryWallet = {
  id: string
  name: string
  /** The EIP-6963 reverse-DNS id of its browser extension, when it has one. */
  rdns: string | null
  homepage: string | null
  /** The URL of its icon on the Latch server. */
  imageUrl: string
  /** Deep-link scheme of its mobile app, e.g. `metamask://`. */
  mobileLink: string | null
  /** Universal link of its mobile app, e.g. `https://metamask.app.link`. */
  universalLink: string | null
  desktopLink: string | null
  webappLink: string | null
  /** CAIP-2 chains it supports. */
  chains: string[]
}
/** Parameters of a registry page. */
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

/** A failed API call: `HTTP status code: {n}`, with the server's reason when it gave one. */
export type ApiError = Error & { code: 'HTTP_STATUS'; status: number; reason?: string }

/** A name profile. */
export type ApiProfile = {
  name: string
  registered: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isBalances = (v: unknown): v is ApiTokenBalance[] => Array.isArray(v)
const isIdentity = (v: unknown): v is { name: string | null; avatar: string | null } =>
  isObject(v) && 'name' in v
const isProfile = (v: unknown): v is ApiProfile => isObject(v) && typeof v.name === 'string'

/**
 * The client of a Latch-compatible API (SPEC §7). Every call carries `projectId`, `st`, `sv` and
 * `clientId`; chain-scoped calls are first checked against `GET /v1/supported-chains`; a non-OK status
 * throws `HTTP status code: {n}` (code `HTTP_STATUS`), and 403 also reports the origin as not allowed.
 * Caches (SPEC §9): portfolio 30 s, names and identity 5 min, in the instance's storage.
 *
 * @example
 * const api = createApiClient({ apiUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '0.1.0', storage, onForbidden })
 * const { balances } = await api.balance('0xf39F…', 'eip155:31337')
 */
export function createApiClient(opts: ApiClientOptions) {
  const base = opts.apiUrl.replace(/\/$/, '')
  let supported: Promise<Set<string>> | undefined

  async function call<T>(
    path: string,
    init: { method?: 'GET' | 'POST'; query?: Record<string, string | undefined>; body?: unknown } = {},
  ): Promise<T> {
    const query = new URLSearchParams({ projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion })
    if (opts.clientId) query.set('clientId', opts.clientId)
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) query.set(k, v)
    let res: Response
    try {
      res = await fetch(`${base}${path}?${query}`, {
        method: init.method ?? 'GET',
        ...(init.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
      })
    } catch (cause) {
      throw latchError('NETWORK_REQUEST_FAILED', { cause })
    }
    if (res.status === 403) opts.onForbidden()
    if (!res.ok) {
      // The server says why in `{ error }`; the reason rides along for messages like SPEC §8's
      // "Error registering name {name}" (first reason from the service when present).
      const body: unknown = await res.json().catch(() => undefined)
      const reason = isObject(body) && typeof body.error === 'string' ? body.error.slice(0, 300) : undefined
      throw Object.assign(latchError('HTTP_STATUS', { args: [res.status] }), { status: res.status, reason })
    }
    return (await res.json()) as T
  }

  const api = {
    /** The networks the server serves (fetched once per instance). */
    async supportedChains(): Promise<Set<string>> {
      supported ??= call<{ http: string[] }>('/v1/supported-chains').then(
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
    async balance(
      address: string,
      chainId: CaipNetworkId,
      force = false,
    ): Promise<{ balances: ApiTokenBalance[] }> {
      await api.requireSupported(chainId)
      const key = `${chainId}:${address.toLowerCase()}`
      const cached = force ? undefined : opts.storage.getCached('portfolio', key, isBalances)
      if (cached) return { balances: cached }
      const r = await call<{ balances: ApiTokenBalance[] }>(`/v1/account/${address}/balance`, {
        query: { currency: 'usd', chainId, forceUpdate: force ? 'true' : undefined },
      })
      opts.storage.setCached('portfolio', key, r.balances)
      return r
    },

    /** One page of the account's history on a chain. */
    async history(
      address: string,
      params: { chainId: CaipNetworkId; cursor?: string },
    ): Promise<{ data: ApiTransaction[]; next: string | null }> {
      await api.requireSupported(params.chainId)
      return call(`/v1/account/${address}/history`, {
        query: { chainId: params.chainId, cursor: params.cursor },
      })
    },

    /** The NFTs the account holds on a chain. */
    async nfts(address: string, chainId: CaipNetworkId): Promise<{ data: ApiNft[] }> {
      await api.requireSupported(chainId)
      return call(`/v1/account/${address}/nfts`, { query: { chainId } })
    },

    /** Name and avatar of an address; cached 5 min. */
    async identity(address: string): Promise<{ name: string | null; avatar: string | null }> {
      const key = address.toLowerCase()
      const cached = opts.storage.getCached('identity', key, isIdentity)
      if (cached) return cached
      const r = await call<{ name: string | null; avatar: string | null }>(`/v1/identity/${address}`, {
        query: { sender: address },
      })
      opts.storage.setCached('identity', key, r)
      return r
    },

    /** A registered name's profile; cached 5 min. Throws `HTTP status code: 404` when unregistered. */
    async lookupName(name: string): Promise<ApiProfile> {
      const cached = opts.storage.getCached('name', name, isProfile)
      if (cached) return cached
      const r = await call<ApiProfile>(`/v1/profile/account/${encodeURIComponent(name)}`, {
        query: { apiVersion: '2' },
      })
      opts.storage.setCached('name', name, r)
      return r
    },
    reverseLookup: (address: string) =>
      call<ApiProfile[]>(`/v1/profile/reverse/${address}`, { query: { sender: address, apiVersion: '2' } }),
    nameSuggestions: (name: string, zone: string) =>
      call<{ suggestions: { name: string; registered: boolean }[] }>(
        `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        { query: { zone } },
      ),
    registerName: (body: { coin_type: number; address: string; message: string; signature: string }) =>
      call<{ success: boolean; name: string }>('/v1/profile/account', { method: 'POST', body }),
    /** One page of the wallet registry (40 entries unless told otherwise); `count` is the total matching. */
    wallets: async (q: RegistryQuery): Promise<{ count: number; data: RegistryWallet[] }> => {
      const r = await call<{ count: number; data: RegistryWallet[] }>('/v1/wallets', {
        query: {
          page: String(q.page),
          entries: String(q.entries ?? 40),
          search: q.search || undefined,
          include: q.include?.length ? q.include.join(',') : undefined,
          exclude: q.exclude?.length ? q.exclude.join(',') : undefined,
          featured: q.featured?.length ? q.featured.join(',') : undefined,
          chains: q.chains?.length ? q.chains.join(',') : undefined,
        },
      })
      // Icons are served by the same server: its paths become absolute URLs.
      const data = r.data.map((w) => ({
        ...w,
        imageUrl: w.imageUrl.startsWith('/') ? `${base}${w.imageUrl}` : w.imageUrl,
      }))
      return { count: r.count, data }
    },
    fungiblePrice: (addresses: string[]) =>
      call<{ fungibles: { address: string; symbol: string; price: number }[] }>('/v1/fungible/price', {
        method: 'POST',
        body: { currency: 'usd', addresses, projectId: opts.projectId },
      }),
  }
  return api
}

/** The API client type. */
export type ApiClient = ReturnType<typeof createApiClient>
