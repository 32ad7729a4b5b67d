import { API_PATHS, type ApiNft, addressParams, type NftsResponse, nftsQuery } from '@latch/protocol/api'
import { nftsAnswer } from '@latch/protocol/api/answers'
import { nftImageUrl } from '../chain/nft-preview.ts'
import type { Feature } from '../http/feature.ts'
import { requireServedChain } from '../http/served-chain.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { heldNfts } from './activity-store.ts'

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
    { schema: { params: addressParams, querystring: nftsQuery, response: { 200: nftsAnswer } } },
    async (req): Promise<NftsResponse> => {
      const address = req.params.address.toLowerCase()
      const q = req.query
      requireServedChain(config, q.chainId)
      const held = await heldNfts(db, address, q.chainId)
      const data: ApiNft[] = held
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
