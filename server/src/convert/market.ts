/**
 * The swap networks of a configuration: each one's router, offered tokens, and the chain reads the
 * convert calls share, cached per block (a quote, a balance or the gas price read at block n is
 * answered from memory until block n+1 is seen).
 */
import { type ApiSwapToken, NATIVE_TOKEN_ADDRESS, SWAP_REFUSALS, type SwapRefusal } from '@latch/protocol/api'
import { type Hex, isAddress, type PublicClient } from 'viem'
import type { ChainClients } from '../chain/clients.ts'
import { nativeCurrencyOf } from '../chain/native.ts'
import { priceOf } from '../chain/prices.ts'
import { tokenIconUrl } from '../chain/token-icon.ts'
import type { ServerConfig } from '../config.ts'
import { type HttpError, visitorRefusal } from '../http/errors.ts'
import { type RouterInfo, routerInfo } from './uniswap-v2.ts'

/** How long the latest block number read is trusted before it is read again. */
export const BLOCK_MEMO_MS = 500
/** Entries one block's cache may hold before it starts over. */
const BLOCK_CACHE_MAX = 20_000

/**
 * A swap refusal a visitor reads: 400, the English message, and its code and arguments.
 *
 * @example
 * throw swapRefusal('SWAP_INSUFFICIENT_BALANCE', ['ETH'], 'query.amount')
 */
export const swapRefusal = (code: SwapRefusal, args: string[] = [], field?: string): HttpError =>
  visitorRefusal(SWAP_REFUSALS, code, args, field)

/** A token of a swap network, as the convert calls use it. */
export type SwapToken = ApiSwapToken & {
  /** Its contract, or the router's WETH for the native coin. */
  contract: Hex
  native: boolean
}

/** One swap network with its chain client and caches. */
export type SwapMarket = {
  chain: string
  router: Hex
  client: PublicClient
  info: () => Promise<RouterInfo>
  tokens: () => Promise<SwapToken[]>
  /** The token a CAIP-10 id names, or a refusal naming `field`. */
  token: (caip10: string, field: string) => Promise<SwapToken>
  /**
   * Memoizes `read` under `key` for the current block. The block number itself is trusted for
   * {@link BLOCK_MEMO_MS}; `fresh` reads it again first (a swap is built on the chain as it is now).
   */
  perBlock: <T>(key: string, read: (block: bigint) => Promise<T>, fresh?: boolean) => Promise<T>
}

/**
 * The swap networks of a configuration, by CAIP-2 id.
 *
 * @example
 * const market = swapMarkets(config, clients).get('eip155:31337')
 */
export function swapMarkets(config: ServerConfig, clients: ChainClients): Map<string, SwapMarket> {
  const markets = new Map<string, SwapMarket>()
  for (const n of config.swaps.networks) {
    const client = clients.get(n.chain)
    if (!client) continue
    markets.set(n.chain, market(config, n, client))
  }
  return markets
}

function market(
  config: ServerConfig,
  n: ServerConfig['swaps']['networks'][number],
  client: PublicClient,
): SwapMarket {
  const router = n.router as Hex
  let info: Promise<RouterInfo> | undefined
  const getInfo = () => {
    info ??= routerInfo(client, router).catch((e) => {
      info = undefined
      throw e
    })
    return info
  }
  const erc20s = config.tokens.filter((t) => t.chain === n.chain && t.kind === 'erc20' && !t.spam)
  const offered = n.tokens
    ? n.tokens.flatMap((a) => erc20s.filter((t) => t.address.toLowerCase() === a.toLowerCase()))
    : erc20s
  const tokens = async (): Promise<SwapToken[]> => {
    const { weth } = await getInfo()
    return [
      {
        address: `${n.chain}:${NATIVE_TOKEN_ADDRESS}`,
        ...nativeCurrencyOf(config, n.chain),
        logoUri: tokenIconUrl(nativeCurrencyOf(config, n.chain).symbol),
        price: priceOf(config, n.chain, 'native') ?? 0,
        contract: weth,
        native: true,
      },
      ...offered.map((t) => ({
        address: `${n.chain}:${t.address}` as const,
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        logoUri: tokenIconUrl(t.symbol, t.iconUrl),
        price: priceOf(config, n.chain, t.address) ?? 0,
        contract: t.address as Hex,
        native: false,
      })),
    ]
  }

  let block: { at: number; number: Promise<bigint> } | undefined
  let cache: { block: bigint; entries: Map<string, Promise<unknown>> } | undefined
  const latestBlock = (fresh: boolean) => {
    if (fresh || !block || Date.now() - block.at > BLOCK_MEMO_MS) {
      const number = client.getBlockNumber({ cacheTime: 0 })
      block = { at: Date.now(), number }
      number.catch(() => {
        block = undefined
      })
    }
    return block.number
  }
  const perBlock = async <T>(key: string, read: (block: bigint) => Promise<T>, fresh = false): Promise<T> => {
    const number = await latestBlock(fresh)
    if (!cache || cache.block !== number || cache.entries.size > BLOCK_CACHE_MAX)
      cache = { block: number, entries: new Map() }
    const held = cache.entries.get(key) as Promise<T> | undefined
    if (held) return held
    const entries = cache.entries
    const value = read(number)
    entries.set(key, value)
    // A failed read is not remembered: the next call reads again.
    value.catch(() => entries.delete(key))
    return value
  }

  return {
    chain: n.chain,
    router,
    client,
    info: getInfo,
    tokens,
    async token(caip10, field) {
      const [ns, ref, address] = caip10.split(':')
      if (`${ns}:${ref}` !== n.chain || !address || !isAddress(address, { strict: false }))
        throw swapRefusal('SWAP_TOKEN_UNSUPPORTED', [], field)
      const found = (await tokens()).find((t) => t.address.toLowerCase() === caip10.toLowerCase())
      if (!found) throw swapRefusal('SWAP_TOKEN_UNSUPPORTED', [], field)
      return found
    },
    perBlock,
  }
}

/**
 * The swap market of a CAIP-10 id's or CAIP-2 id's network, or SPEC §8's "Network not supported for
 * Swaps".
 *
 * @example
 * const m = marketOf(markets, 'eip155:31337:0xeeee…', 'query.from')
 */
export function marketOf(markets: Map<string, SwapMarket>, id: string, field: string): SwapMarket {
  const chain = id.split(':').slice(0, 2).join(':')
  const m = markets.get(chain)
  if (!m) throw swapRefusal('SWAPS_NETWORK_NOT_SUPPORTED', [], field)
  return m
}
