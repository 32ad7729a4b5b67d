import {
  API_PATHS,
  type ApiTransaction,
  type ApiTransfer,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  type HistoryQuery,
  type HistoryResponse,
} from '@latch/core/api'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { nativeCurrencyOf } from '../chain/native.ts'
import { nftImageUrl } from '../chain/nft-preview.ts'
import { priceOf } from '../chain/prices.ts'
import { tokenIconUrl } from '../chain/token-icon.ts'
import type { ServerConfig, TokenConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { accountActivity, transfers } from '../db/schema.ts'
import { parse } from '../http/errors.ts'
import { addressParams, caip2Schema, requireServedChain, type WireShape } from '../http/schemas.ts'
import { ZERO_ADDRESS } from '../indexer/extract.ts'
import type { HistoryCache } from './history-cache.ts'

const cursorText = z
  .string()
  .max(200)
  .transform((c, ctx) => {
    const [block, hash] = Buffer.from(c, 'base64url').toString('utf8').split(':')
    if (!block || !/^\d{1,20}$/.test(block) || !hash || !/^0x[0-9a-f]{64}$/.test(hash)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor' })
      return z.NEVER
    }
    return { block: BigInt(block), hash }
  })
const query = z.object({
  cursor: cursorText.optional(),
  chainId: caip2Schema.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
} satisfies WireShape<HistoryQuery>)
const encodeCursor = (block: bigint, hash: string) => Buffer.from(`${block}:${hash}`).toString('base64url')

type Row = typeof transfers.$inferSelect

/** GET /v1/account/{address}/history: the account's transactions, newest first, by cursor (SPEC §7). */
export function historyRoutes(
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  cache: HistoryCache,
): void {
  const tokens = new Map<string, TokenConfig>(
    config.tokens.map((t) => [`${t.chain}:${t.address.toLowerCase()}`, t]),
  )

  const transferOf = (address: string, r: Row): ApiTransfer => {
    const direction = r.sender === address ? (r.recipient === address ? 'self' : 'out') : 'in'
    const token = r.token ? tokens.get(`${r.chain}:${r.token}`) : undefined
    const parties = { sender: r.sender, recipient: r.recipient }
    if (r.kind === 'erc721') {
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
    const native = nativeCurrencyOf(config, r.chain)
    const decimals = r.kind === 'native' ? native.decimals : (token?.decimals ?? 0)
    const numeric = formatUnits(BigInt(r.value), decimals)
    const price = priceOf(config, r.chain, r.kind === 'native' ? 'native' : (r.token ?? ''))
    return {
      direction,
      ...parties,
      quantity: { numeric },
      ...(price !== undefined ? { price, value: Number(numeric) * price } : {}),
      fungible_info: {
        name: r.kind === 'native' ? native.name : (token?.name ?? 'Unknown token'),
        symbol: r.kind === 'native' ? native.symbol : (token?.symbol ?? ''),
        icon: {
          url: r.kind === 'native' || token ? tokenIconUrl((token ?? native).symbol, token?.iconUrl) : '',
        },
      },
    }
  }

  app.get(API_PATHS.history, async (req, reply) => {
    const address = parse(addressParams, req.params, 'params').address.toLowerCase()
    const q = parse(query, req.query, 'query')
    requireServedChain(config, q.chainId)
    const cacheKey = `${q.chainId ?? '*'}|${q.limit}|${q.cursor ? `${q.cursor.block}:${q.cursor.hash}` : ''}`
    const cached = cache.get(address, cacheKey)
    // Pages are cached serialized: a hit costs no JSON encoding.
    if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached)
    const page = await db
      .select({
        chain: accountActivity.chain,
        txHash: accountActivity.txHash,
        blockNumber: accountActivity.blockNumber,
      })
      .from(accountActivity)
      .where(
        and(
          eq(accountActivity.address, address),
          q.chainId ? eq(accountActivity.chain, q.chainId) : undefined,
          q.cursor
            ? sql`(${accountActivity.blockNumber}, ${accountActivity.txHash}) < (${q.cursor.block}, ${q.cursor.hash})`
            : undefined,
        ),
      )
      .orderBy(desc(accountActivity.blockNumber), desc(accountActivity.txHash))
      .limit(q.limit + 1)
    const shown = page.slice(0, q.limit)
    const rows =
      shown.length === 0
        ? []
        : await db
            .select()
            .from(transfers)
            .where(
              inArray(
                transfers.txHash,
                shown.map((p) => p.txHash),
              ),
            )
    const byTx = new Map<string, Row[]>()
    for (const r of rows) {
      const key = `${r.chain}|${r.txHash}`
      byTx.set(key, [...(byTx.get(key) ?? []), r])
    }
    const data = shown.flatMap((p): ApiTransaction[] => {
      const parts = (byTx.get(`${p.chain}|${p.txHash}`) ?? []).sort((a, b) => a.logIndex - b.logIndex)
      const first = parts[0]
      if (!first) return []
      const sent = parts.every((r) => r.sender === address)
      const operationType =
        first.sender === ZERO_ADDRESS
          ? 'mint'
          : sent
            ? 'send'
            : parts.every((r) => r.recipient === address)
              ? 'receive'
              : 'execute'
      return [
        {
          id: p.txHash,
          metadata: {
            operationType,
            hash: p.txHash,
            minedAt: first.minedAt.toISOString(),
            chain: p.chain,
            status: parts.some((r) => r.status === 'failed') ? 'failed' : 'confirmed',
            // Rows indexed before the transaction's own parties were kept fall back to the transfer's.
            sentFrom: first.txFrom ?? first.sender,
            sentTo: first.txTo ?? first.recipient,
            nonce: first.txNonce ?? 0,
          },
          transfers: parts.map((r) => transferOf(address, r)),
        },
      ]
    })
    const last = shown[shown.length - 1]
    const body: HistoryResponse = {
      data,
      next: page.length > q.limit && last ? encodeCursor(last.blockNumber, last.txHash) : null,
    }
    const json = JSON.stringify(body)
    cache.set(address, cacheKey, json)
    return reply.type('application/json; charset=utf-8').send(json)
  })
}
