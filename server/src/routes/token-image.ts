import { API_PATHS, tokenImageParams } from '@latch/protocol/api'
import type { Feature } from '../http/feature.ts'
import { sendImage } from '../http/image.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { tokenIconSvg } from '../registry/icon.ts'

/** `GET /v1/tokens/{symbol}/image`: a token's generated icon, for tokens the server has no logo for. */
export const tokenImageRoutes: Feature<never> = async (app, _deps) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.tokenImage, { schema: { params: tokenImageParams } }, async (req, reply) => {
      const { symbol } = req.params
      return sendImage(reply, 'image/svg+xml', tokenIconSvg(symbol))
    })
}
