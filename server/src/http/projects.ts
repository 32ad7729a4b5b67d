import { API_PATHS, type CommonQuery } from '@latch/core/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import { HttpError, parse } from './errors.ts'
import type { WireShape } from './schemas.ts'

/** Query params every API call carries (SPEC §7). */
export const clientParams = z.object({
  projectId: z.string().min(1).max(128),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
  clientId: z.string().max(256).optional(),
} satisfies WireShape<CommonQuery>)

declare module 'fastify' {
  interface FastifyRequest {
    projectId: string
  }
}

/**
 * Checks `projectId` and the browser's origin on every API call: an unknown project answers 401, an
 * origin the project does not allow answers 403 (the client shows "Invalid App Configuration"). Both
 * say which project and origin, and where to add them; CORS lets the browser read them.
 * Calls without an Origin header (servers, scripts) are not browser calls and pass the origin check.
 */
export function installProjectGuard(app: FastifyInstance, config: ServerConfig): void {
  const projects = new Map(config.projects.map((p) => [p.id, new Set(p.origins)]))
  app.decorateRequest('projectId', '')
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const path = req.url.split('?')[0] ?? ''
    // Wallet icons are public images that `<img>` loads without query params.
    if (path === API_PATHS.health || req.method === 'OPTIONS' || /^\/v1\/wallets\/[^/]+\/image$/.test(path))
      return
    const { projectId } = parse(clientParams, req.query, 'query')
    const origins = projects.get(projectId)
    if (!origins) {
      throw new HttpError(
        401,
        `Unknown projectId "${projectId}": add it to "projects" in the server's configuration (LATCH_CONFIG)`,
        'query.projectId',
      )
    }
    const origin = req.headers.origin
    if (origin !== undefined && !origins.has(origin)) {
      throw new HttpError(
        403,
        `Origin ${origin} is not allowed for project "${projectId}": add it to that project's "origins" in the server's configuration (LATCH_CONFIG)`,
      )
    }
    req.projectId = projectId
  })
}
