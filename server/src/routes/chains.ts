import { API_PATHS, type SupportedChainsResponse } from '@latch/protocol/api'
import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.ts'

/** GET /v1/supported-chains: the networks this server serves, as CAIP-2 ids, by transport. */
export function chainRoutes(app: FastifyInstance, config: ServerConfig): void {
  const body: SupportedChainsResponse = { http: config.chains.map((c) => c.caipNetworkId), ws: [] }
  app.get<{ Reply: SupportedChainsResponse }>(API_PATHS.supportedChains, async () => body)
}
