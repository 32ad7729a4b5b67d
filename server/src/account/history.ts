import {
  API_PATHS,
  type ApiTransaction,
  type ApiTransfer,
  addressParams,
  type HistoryResponse,
  historyQuery,
} from '@latch/protocol/api'
import { historyAnswer } from '@latch/protocol/api/answers'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { nativeCurrencyOf } from '../chain/native.ts'
import { nftImageUrl } from '../chain/nft-preview.ts'
import { priceOf } from '../chain/prices.ts'
import { tokenIconUrl } from '../chain/token-icon.ts'
import type { TokenConfig } from '../config.ts'
import { sendJson } from '../http/body.ts'
import type { Feature } from '../http/feature.ts'
import { requireServedChain } from '../http/served-chain.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { ZERO_ADDRESS } from '../indexer/extract.ts'
import { createHistoryCache } from './history-cache.ts'
import { type HistoryRow, historyPageQuery } from './history-query.ts'

/** A page's cursor: the block and hash of the last transaction of the page before, base64url. */
const decodeCursor = (c: string): { block: bigint; hash: string } | undefined => {
  const [block, hash] = Buffer.from(c, 'base64url').toString('utf8').split(':')
  if (!block || !/^\d{1,20}$/.test(block) || !hash || !/^0x[0-9a-f]{64}$/.test(hash)) return undefined
  return { block: BigInt(block), hash }
}
/** The history query as this server reads it: the protocol's, with the cursor decoded. */
const query = z.pipe(
  historyQuery,
  z.transform((q, ctx) => {
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor)
    if (q.cursor !== undefined && !cursor) {
      ctx.issues.push({ code: 'custom', message: 'Invalid cursor', path: ['cursor'], input: q.cursor })
      return z.NEVER
    }
    return { ...q, cursor }
  }),
)
const encodeCursor = (block: bigint, hash: string) => Buffer.from(`${block}:${hash}`).toString('base64url')

/** GET /v1/account/{address}/history: the account's transactions, newest first, by cursor (SPEC §7). */
export const historyRoutes: Feature<'db' | 'config' | 'indexed'> = async (app, { db, config, indexed }) => {
  // Kept per process, and dropped for an account as this process's indexer writes its transfers.
  const cache = createHistoryCache()
  indexed.on((change) => cache.invalidate(change))
  const tokens = new Map<string, TokenConfig>(
    config.tokens.map((t) => [`${t.chain}:${t.address.toLowerCase()}`, t]),
  )

  const transferOf = (address: string, r: HistoryRow): ApiTransfer => {
    const direction = r.sender === address ? (r.recipient === address ? 'self' : 'out') : 'in'
    const parties = { sender: r.sender, recipient: r.recipient }
    if (r.kind === 'erc721') {
      const token = r.token ? tokens.get(`${r.chain}:${r.token}`) : undefined
      return {
        direction,
        ...parties,
        quantity: { numeric: '1' },
        nft_info: {
          name: `${token?.name ?? 'Unknown NFT'} #${r.value}`,
          token_id: r.value,
          content: { preview: { url: nftImageUrl(token, r.token ?? '', r.value) } },
          flags: { is_spam: token?.spam ?? false },
        },
      }
    }
    const asset = fungibleOf(r)
    const numeric = formatUnits(BigInt(r.value), asset.decimals)
    return {
      direction,
      ...parties,
      quantity: { numeric },
      ...(asset.price !== undefined ? { price: asset.price, value: Number(numeric) * asset.price } : {}),
      fungible_info: asset.info,
    }
  }

  /** A fungible asset's decimals, price and description, worked out once per chain and token. */
  const fungibles = new Map<
    string,
    { decimals: number; price: number | undefined; info: ApiTransfer['fungible_info'] }
  >()
  const fungibleOf = (r: HistoryRow) => {
    const key = `${r.chain}|${r.kind === 'native' ? 'native' : r.token}`
    const known = fungibles.get(key)
    if (known) return known
    const token = r.token ? tokens.get(`${r.chain}:${r.token}`) : undefined
    const native = nativeCurrencyOf(config, r.chain)
    const isNative = r.kind === 'native'
    const asset = {
      decimals: isNative ? native.decimals : (token?.decimals ?? 0),
      price: priceOf(config, r.chain, isNative ? 'native' : (r.token ?? '')),
      info: {
        name: isNative ? native.name : (token?.name ?? 'Unknown token'),
        symbol: isNative ? native.symbol : (token?.symbol ?? ''),
        icon: { url: isNative || token ? tokenIconUrl((token ?? native).symbol, token?.iconUrl) : '' },
      },
    }
    // Bounded by the chains and tokens the indexer meets; a flood of unknown tokens starts it over.
    if (fungibles.size > 10_000) fungibles.clear()
    fungibles.set(key, asset)
    return asset
  }

  /**
   * One round trip per page, prepared once per shape (with or without a chain, a cursor, and the page's
   * size), so a page costs neither building the SQL again nor planning it again. At most
   * 4 × ({@link HISTORY_PAGE_MAX} + 1) statements.
   */
  const prepared = new Map<string, ReturnType<typeof preparePage>>()
  const preparePage = (withChain: boolean, withCursor: boolean, size: number) =>
    historyPageQuery(db, { withChain, withCursor, size }).prepare(
      `history_page_${withChain ? 'chain' : 'all'}_${withCursor ? 'after' : 'first'}_${size}`,
    )
  const pageQuery = (withChain: boolean, withCursor: boolean, size: number) => {
    const key = `${withChain}|${withCursor}|${size}`
    let query = prepared.get(key)
    if (!query) {
      query = preparePage(withChain, withCursor, size)
      prepared.set(key, query)
    }
    return query
  }

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.history,
    { schema: { params: addressParams, querystring: query, response: { 200: historyAnswer } } },
    async (req, reply) => {
      const address = req.params.address.toLowerCase()
      const q = req.query
      requireServedChain(config, q.chainId)
      // First pages only: every Activity opened asks for one, while a later page is asked for once per
      // scroll, so keeping those would hold memory (and work the collector) for almost no second reads.
      const cacheKey = q.cursor ? undefined : `${q.chainId ?? '*'}|${q.limit}`
      const cached = cacheKey && cache.get(address, cacheKey)
      if (cached) return sendJson(reply, cached)
      const rows = await pageQuery(q.chainId !== undefined, q.cursor !== undefined, q.limit + 1).execute({
        address,
        chain: q.chainId,
        block: q.cursor ? String(q.cursor.block) : undefined,
        hash: q.cursor?.hash,
      })
      // The page's transactions in order, each with its transfers in log order.
      const byTx = new Map<string, HistoryRow[]>()
      for (const r of rows) {
        const key = `${r.chain}|${r.txHash}`
        const parts = byTx.get(key)
        if (parts) parts.push(r)
        else byTx.set(key, [r])
      }
      const txs = [...byTx.values()]
      const shown = txs.slice(0, q.limit).map((parts) => ({ parts, first: parts[0]! }))
      const data = shown.map(({ parts, first }): ApiTransaction => {
        const sent = parts.every((r) => r.sender === address)
        const operationType =
          first.sender === ZERO_ADDRESS
            ? 'mint'
            : sent
              ? 'send'
              : parts.every((r) => r.recipient === address)
                ? 'receive'
                : 'execute'
        return {
          id: first.txHash,
          metadata: {
            operationType,
            hash: first.txHash,
            minedAt: first.minedAt.toISOString(),
            chain: first.chain,
            status: parts.some((r) => r.status === 'failed') ? 'failed' : 'confirmed',
            // Rows indexed before the transaction's own parties were kept fall back to the transfer's.
            sentFrom: first.txFrom ?? first.sender,
            sentTo: first.txTo ?? first.recipient,
            nonce: first.txNonce ?? 0,
          },
          transfers: parts.map((r) => transferOf(address, r)),
        }
      })
      const last = shown[shown.length - 1]?.first
      const body: HistoryResponse = {
        data,
        next: txs.length > q.limit && last ? encodeCursor(last.blockNumber, last.txHash) : null,
      }
      const json = JSON.stringify(body)
      if (cacheKey) cache.set(address, cacheKey, json)
      return sendJson(reply, json)
    },
  )
}
