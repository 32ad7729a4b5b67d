import { API_PATHS, type ApiNft, type NftsQuery, type NftsResponse } from '@latch/protocol/api'
import { nftsAnswer } from '@latch/protocol/api/answers'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { nftImageUrl } from '../chain/nft-preview.ts'
import type { Feature } from '../http/feature.ts'
import { addressParams, caip2Schema, requireServedChain, type WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { accountActivity, transfers } from '../indexer/tables.ts'

const query = z.object({ chainId: caip2Schema.optional() } satisfies WireShape<NftsQuery>)

/**
 * GET /v1/account/{address}/nfts: the ERC-721 tokens the account holds now, from the indexed transfers
 * (a Latch addition to SPEC §7, which names no NFT call). Each holding carries its collection's name
 * from the configuration, a preview image and the spam flag.
 */
export const nftRoutes: Feature<'db' | 'config'> = async (app, { db, config }) => {
  const collections = new Map(
    config.tokens.filter((t) => t.kind === 'erc721').map((t) => [`${t.chain}:${t.address.toLowerCase()}`, t]),
  )

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.nfts,
    { schema: { params: addressParams, querystring: query, response: { 200: nftsAnswer } } },
    async (req): Promise<NftsResponse> => {
      const address = req.params.address.toLowerCase()
      const q = req.query
      requireServedChain(config, q.chainId)
      // Every ERC-721 transfer the account took part in, oldest first: the last one per token decides.
      const rows = await db
        .select({
          chain: transfers.chain,
          token: transfers.token,
          tokenId: transfers.value,
          recipient: transfers.recipient,
        })
        .from(accountActivity)
        .innerJoin(
          transfers,
          and(eq(transfers.txHash, accountActivity.txHash), eq(transfers.chain, accountActivity.chain)),
        )
        .where(
          and(
            eq(accountActivity.address, address),
            eq(transfers.kind, 'erc721'),
            eq(transfers.status, 'confirmed'),
            q.chainId ? eq(accountActivity.chain, q.chainId) : undefined,
          ),
        )
        .orderBy(asc(transfers.blockNumber), asc(transfers.logIndex))
        .limit(10_000)
      const owner = new Map<string, { chain: string; token: string; tokenId: string; held: boolean }>()
      for (const r of rows) {
        if (!r.token) continue
        owner.set(`${r.chain}|${r.token}|${r.tokenId}`, {
          chain: r.chain,
          token: r.token,
          tokenId: r.tokenId,
          held: r.recipient === address,
        })
      }
      const data: ApiNft[] = [...owner.values()]
        .filter((h) => h.held)
        .map((h) => {
          const c = collections.get(`${h.chain}:${h.token}`)
          const collection = c?.name ?? 'Unknown collection'
          return {
            chainId: h.chain,
            contract: h.token,
            tokenId: h.tokenId,
            name: `${collection} #${h.tokenId}`,
            collection,
            symbol: c?.symbol ?? '',
            previewUrl: nftImageUrl(c, h.token, h.tokenId),
            isSpam: c?.spam ?? false,
          }
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      return { data }
    },
  )
}
