import {
  API_PATHS,
  apiPath,
  type WalletsResponse,
  walletImageParams,
  walletsQuery,
} from '@latch/protocol/api'
import { walletsAnswer } from '@latch/protocol/api/answers'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import { sendImage } from '../http/image.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { walletIconSvg } from './icon.ts'
import { queryWallets, walletImage } from './store.ts'

/**
 * The wallet registry, a Latch addition to SPEC §7: `GET /v1/wallets` (paged, 40 per page; search by
 * name; include, exclude and featured ids; chain filter) and `GET /v1/wallets/{id}/image`.
 */
export const walletRoutes: Feature<'db'> = async (app, { db }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.wallets,
    { schema: { querystring: walletsQuery, response: { 200: walletsAnswer } } },
    async (req, reply): Promise<WalletsResponse> => {
      const q = req.query
      const { count, data } = await queryWallets(db, q)
      reply.header('cache-control', 'public, max-age=300')
      return {
        count,
        data: data.map((w) => ({ ...w, imageUrl: apiPath(API_PATHS.walletImage, { id: w.id }) })),
      }
    },
  )

  typed.get(API_PATHS.walletImage, { schema: { params: walletImageParams } }, async (req, reply) => {
    const { id } = req.params
    const row = await walletImage(db, id)
    if (!row) throw new HttpError(404, `Wallet ${id} is not in the registry`)
    if (row.image && row.imageType) return sendImage(reply, row.imageType, Buffer.from(row.image, 'base64'))
    return sendImage(reply, 'image/svg+xml', walletIconSvg(id))
  })
}
