import { API_PATHS, type SupportedChainsResponse } from '@latch/protocol/api'
import { supportedChainsAnswer } from '@latch/protocol/api/answers'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'

/** GET /v1/supported-chains: the networks this server serves, as CAIP-2 ids, by transport. */
export const chainRoutes: Feature<'config'> = async (app, { config }) => {
  const body: SupportedChainsResponse = { http: config.chains.map((c) => c.caipNetworkId), ws: [] }
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.supportedChains,
      { schema: { response: { 200: supportedChainsAnswer } } },
      async () => body,
    )
}
