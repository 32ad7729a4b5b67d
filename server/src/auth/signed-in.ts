/**
 * The signed-in scope of the secure site's routes: every route registered in it runs only once a hook
 * of its own scope has opened the request's session (its bearer token and this call's proof, as
 * `requireSession` checks them), so a route that needs a session cannot forget to ask for one. The hook
 * runs before the routes' schemas read the request: a call without a session is refused as one (401),
 * whatever its body. Its handlers read the session with `sessionOf`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypedApp, ZodTypeProvider } from '../http/typed-routes.ts'
import { requireSession, type SessionDeps } from './session.ts'

/** Whose session a signed-in request runs in. */
export type BrowserSession = Awaited<ReturnType<typeof requireSession>>

const SESSION = Symbol('latch.session')
type WithSession = FastifyRequest & { [SESSION]?: BrowserSession }

/**
 * Registers routes that need a session in a scope whose hook opens it before any handler runs; a
 * request without a valid one is refused there (401 'Session Expired').
 *
 * @example
 * signedIn(app, deps, (app) => {
 *   app.get(AUTH_PATHS.methods, async (req) => methodsOf(db, sessionOf(req).userId))
 * })
 */
export function signedIn(app: FastifyInstance, deps: SessionDeps, routes: (scoped: TypedApp) => void): void {
  void app.register(async (scoped) => {
    scoped.addHook('preValidation', async (req) => {
      ;(req as WithSession)[SESSION] = await requireSession(deps, req)
    })
    routes(scoped.withTypeProvider<ZodTypeProvider>())
  })
}

/**
 * The session a signed-in route's request runs in (opened by the scope's hook).
 *
 * @example
 * const { userId, deviceHash } = sessionOf(req)
 */
export function sessionOf(req: FastifyRequest): BrowserSession {
  const session = (req as WithSession)[SESSION]
  if (!session) throw new Error(`${req.method} ${req.routeOptions.url} is not in the signed-in scope`)
  return session
}
