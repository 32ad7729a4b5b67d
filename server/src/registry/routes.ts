import {
  API_PATHS,
  apiPath,
  WALLETS_PAGE_MAX,
  WALLETS_PAGE_SIZE,
  type WalletImageParams,
  type WalletsQuery,
  type WalletsResponse,
} from '@latch/protocol/api'
import { walletsAnswer } from '@latch/protocol/api/answers'
import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import { sendImage } from '../http/image.ts'
import type { WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { walletIconSvg } from '../registry/icon.ts'
import { queryWallets, walletImage } from '../registry/store.ts'

const idList = z
  .string()
  .max(10_000)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.string().regex(/^[\w.-]{1,128}$/, 'Wallet ids are letters, digits, ., _ or -')).max(200))
const query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  entries: z.coerce.number().int().min(1).max(WALLETS_PAGE_MAX).default(WALLETS_PAGE_SIZE),
  search: z.string().trim().max(64).optional(),
  include: idList.optional(),
  exclude: idList.optional(),
  featured: idList.optional(),
  chains: z
    .string()
    .max(2_000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(
      z
        .array(
          z.string().regex(/^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/, 'Chains are CAIP-2 ids or namespaces'),
        )
        .max(50),
    )
    .optional(),
} satisfies WireShape<WalletsQuery>)
const imageParams = z.object({
  id: z.string().regex(/^[\w.-]{1,128}$/),
} satisfies WireShape<WalletImageParams>)

/**
 * The wallet registry, a Latch addition to SPEC §7: `GET /v1/wallets` (paged, 40 per page; search by
 * name; include, exclude and featured ids; chain filter) and `GET /v1/wallets/{id}/image`.
 */
export const walletRoutes: Feature<'db'> = async (app, { db }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.wallets,
    { schema: { querystring: query, response: { 200: walletsAnswer } } },
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

  typed.get(API_PATHS.walletImage, { schema: { params: imageParams } }, async (req, reply) => {
    const { id } = req.params
    const row = await walletImage(db, id)
    if (!row) throw new HttpError(404, `Wallet ${id} is not in the registry`)
    if (row.image && row.imageType) return sendImage(reply, row.imageType, Buffer.from(row.image, 'base64'))
    return sendImage(reply, 'image/svg+xml', walletIconSvg(id))
  })
}
