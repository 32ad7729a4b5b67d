import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.ts'

/** GET /v1/supported-chains: the networks this server serves, as CAIP-2 ids, by transport. */
export function chainRoutes(app: FastifyInstance, config: ServerConfig): void {
  const body = { http: config.chains.map((c) => c.caipNetworkId), ws: [] as string[] }
  app.get('/v1/supported-chains', async () => body)
}
