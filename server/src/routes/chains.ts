import { API_PATHS, type SupportedChainsResponse } from '@latch/protocol/api'
import type { Feature } from '../http/feature.ts'

/** GET /v1/supported-chains: the networks this server serves, as CAIP-2 ids, by transport. */
export const chainRoutes: Feature<'config'> = async (app, { config }) => {
  const body: SupportedChainsResponse = { http: config.chains.map((c) => c.caipNetworkId), ws: [] }
  app.get<{ Reply: SupportedChainsResponse }>(API_PATHS.supportedChains, async () => body)
}
