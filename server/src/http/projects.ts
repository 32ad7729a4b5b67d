import { API_PATHS, commonQuery } from '@latch/protocol/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config.ts'
import { HttpError, parse } from './errors.ts'
import { OPENAPI_PATH } from './typed-routes.ts'

declare module 'fastify' {
  interface FastifyRequest {
    projectId: string
  }
}

/** Routes a reference client calls without `projectId`: the project is then the origin's, if any. */
const PROJECT_BY_ORIGIN: ReadonlySet<string> = new Set([API_PATHS.registerName])

const bodyProjectId = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'projectId' in body ? body.projectId : undefined

/**
 * Checks `projectId` and the browser's origin on every API call: an unknown project answers 401, an
 * origin the project does not allow answers 403 (the client shows "Invalid App Configuration"). Both
 * say which project and origin, and where to add them; CORS lets the browser read them.
 * `projectId` comes from the query or, for clients that send it there, the JSON body. A name
 * registration may omit it: the browser's origin names the project, and a call without one (a server)
 * is authenticated by its signature alone.
 * Calls without an Origin header (servers, scripts) are not browser calls and pass the origin check.
 * Runs once the body is parsed, so it can read `projectId` there.
 */
export function installProjectGuard(app: FastifyInstance, config: ServerConfig): void {
  const projects = new Map(config.projects.map((p) => [p.id, new Set(p.origins)]))
  app.decorateRequest('projectId', '')
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const path = req.routeOptions.url ?? ''
    // The API's own description is public, as its health is.
    // Wallet and token icons are public images that `<img>` loads without query params.
    // The provider's webhook is authenticated by its signature, not by a project.
    if (
      path === API_PATHS.health ||
      path === OPENAPI_PATH ||
      req.method === 'OPTIONS' ||
      path === API_PATHS.walletImage ||
      path === API_PATHS.tokenImage ||
      path === API_PATHS.onrampWebhook
    )
      return
    const query = (req.query ?? {}) as Record<string, unknown>
    const origin = req.headers.origin
    const projectId = query.projectId ?? bodyProjectId(req.body)
    if (projectId === undefined && PROJECT_BY_ORIGIN.has(path)) {
      if (origin === undefined) return
      const owner = config.projects.find((p) => p.origins.includes(origin))
      if (!owner) throw new HttpError(403, `Origin ${origin} is not allowed for any project`)
      req.projectId = owner.id
      return
    }
    const params = parse(commonQuery, { ...query, projectId }, 'query')
    const origins = projects.get(params.projectId)
    if (!origins) {
      throw new HttpError(
        401,
        `Unknown projectId "${params.projectId}": add it to "projects" in the server's configuration (LATCH_CONFIG)`,
        'query.projectId',
      )
    }
    if (origin !== undefined && !origins.has(origin)) {
      throw new HttpError(
        403,
        `Origin ${origin} is not allowed for project "${params.projectId}": add it to that project's "origins" in the server's configuration (LATCH_CONFIG)`,
      )
    }
    req.projectId = params.projectId
  })
}
