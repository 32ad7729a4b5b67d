import { API_PATHS, type TokenImageParams } from '@latch/protocol/api'
import { z } from 'zod'
import type { Feature } from '../http/feature.ts'
import { sendImage } from '../http/image.ts'
import type { WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { tokenIconSvg } from '../registry/icon.ts'

const params = z.object({
  symbol: z
    .string()
    .regex(/^[\p{L}\p{N}.+_-]{1,16}$/u, 'A token symbol is 1 to 16 letters, digits, ., +, _ or -'),
} satisfies WireShape<TokenImageParams>)

/** `GET /v1/tokens/{symbol}/image`: a token's generated icon, for tokens the server has no logo for. */
export const tokenImageRoutes: Feature<never> = async (app, _deps) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.tokenImage, { schema: { params } }, async (req, reply) => {
      const { symbol } = req.params
      return sendImage(reply, 'image/svg+xml', tokenIconSvg(symbol))
    })
}
