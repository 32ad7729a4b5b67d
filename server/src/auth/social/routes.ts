/**
 * Social login on the secure site (SPEC §4): the frame starts an attempt (bound to a secret only it
 * holds), the pop-up goes to the provider, the provider sends it back to the callback, which reads the
 * identity once and posts a one-time result to the host page that opened the pop-up, and the frame
 * redeems that result, with its secret, for a session. The state, the code, the result: each works
 * once; the provider's tokens are used once to read the identity and are not kept.
 */
import { randomBytes } from 'node:crypto'
import {
  AUTH_PATHS,
  type FarcasterPollResponse,
  farcasterPollAnswer,
  farcasterPollBody,
  LOGIN_PROVIDERS,
  type LoginProvider,
  linkSocialBody,
  type MethodsResponse,
  methodsAnswer,
  SOCIAL_RESULT_MESSAGE,
  type SocialLoginProvider,
  type SocialProvidersResponse,
  type SocialResultMessage,
  type SocialSessionResponse,
  type StartSocialResponse,
  socialProvidersAnswer,
  socialProvidersQuery,
  socialSessionAnswer,
  startSocialAnswer,
  startSocialBody,
  verifySocialBody,
} from '@latch/protocol/embedded'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { HttpError, parse, refusal } from '../../http/errors.ts'
import type { ZodTypeProvider } from '../../http/typed-routes.ts'
import { sameSecret, sha256 } from '../crypto.ts'
import { type AuthFeature, requireProject } from '../fields.ts'
import { passkeyRpId } from '../passkeys.ts'
import { hit } from '../rate-limit.ts'
import { sessionOf, signedIn } from '../signed-in.ts'
import { linkIdentity, methodsOf, signInWithIdentity } from './accounts.ts'
import { claimAttempt, openAttempt, startAttempt } from './attempts.ts'
import { farcasterLogin } from './farcaster.ts'
import { socialLogins } from './login.ts'
import { callbackPage, loadingPage } from './pages.ts'
import type { SocialIdentity } from './providers.ts'
import { recordResult, redeemResult } from './results.ts'

/** Logins one visitor IP may start per hour. */
const STARTS_PER_IP_HOUR = 60

/** The social login routes of the secure site. */
export const socialRoutes: AuthFeature = async (app, deps) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const { db, config, embedded, keys } = deps
  const logins = socialLogins(embedded.social)
  const farcaster = farcasterLogin(embedded.social)
  const projectOf = (id: string) => requireProject(config, id)
  /** What the project offers: its list, else every provider the server has. */
  const offers = (projectId: string, provider: LoginProvider) =>
    (provider === 'farcaster' ? Boolean(farcaster) : logins.has(provider)) &&
    (projectOf(projectId).socials ?? LOGIN_PROVIDERS).includes(provider)
  const redirectUri = () => `${deps.origin()}${AUTH_PATHS.socialCallback}`

  // Apple answers with a form POSTed from its own origin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  // Public, like the smart-account networks: which buttons the Connect view may show for a project.
  typed.get(
    AUTH_PATHS.socialProviders,
    { schema: { response: { 200: socialProvidersAnswer }, querystring: socialProvidersQuery } },
    async (req, reply): Promise<SocialProvidersResponse> => {
      const { projectId } = req.query
      projectOf(projectId)
      reply.header('cache-control', 'public, max-age=60')
      // The host page reads it for the Connect view's buttons.
      reply.header('access-control-allow-origin', '*')
      return {
        providers: LOGIN_PROVIDERS.filter((p) => offers(projectId, p)),
        passkeys: passkeyRpId(deps.origin()) !== undefined,
      }
    },
  )

  /**
   * Starts an attempt: a login, or (`link`: the session's account and browser) adding the provider to
   * that account, from the browser the session is on.
   */
  const start = async (
    req: FastifyRequest,
    body: z.output<typeof startSocialBody>,
    link?: { userId: string; deviceHash: string },
  ): Promise<StartSocialResponse> => {
    if (link && link.deviceHash !== sha256(body.deviceId))
      throw new HttpError(403, 'a link starts from the browser its session is on', 'body.deviceId')
    const linkUserId = link?.userId ?? null
    const project = projectOf(body.projectId)
    if (!offers(body.projectId, body.provider)) throw refusal(403, { field: 'body.provider' }, 'socialOff')
    const opener = new URL(body.openerOrigin).origin
    if (!project.origins.some((o) => new URL(o).origin === opener))
      throw new HttpError(
        403,
        `${opener} is not an origin of project "${body.projectId}"`,
        'body.openerOrigin',
      )
    // A full-page login comes back to a page of the same app, never elsewhere.
    if (body.returnTo !== undefined && new URL(body.returnTo).origin !== opener)
      throw new HttpError(403, `returnTo must be on ${opener}`, 'body.returnTo')
    await hit(db, `social:ip:${req.ip}`, { max: STARTS_PER_IP_HOUR, windowMs: 3600_000 })
    // Farcaster: a channel on its relay, whose token is the attempt's state; no code to exchange.
    const provider = body.provider
    const started =
      provider === 'farcaster'
        ? farcaster!
            .start(deps.origin())
            .then((f) => ({ url: f.url, checks: { ...f.checks, codeVerifier: '' } }))
        : logins.start(provider, redirectUri())
    const { url, checks } = await started.catch((e: unknown) => {
      req.log.warn({ err: e, provider }, 'social login could not start')
      throw refusal(502, {}, provider === 'farcaster' ? 'farcasterFailed' : 'socialFailed')
    })
    await startAttempt(db, {
      state: checks.state,
      provider: body.provider,
      projectId: body.projectId,
      deviceHash: sha256(body.deviceId),
      bindingHash: sha256(body.binding),
      openerOrigin: opener,
      returnTo: body.returnTo ?? null,
      linkUserId,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
    })
    return { url, state: checks.state }
  }

  typed.post(
    AUTH_PATHS.socialStart,
    { schema: { response: { 200: startSocialAnswer }, body: startSocialBody } },
    async (req) => start(req, req.body),
  )
  signedIn(app, deps, (app) => {
    app.post(
      AUTH_PATHS.socialLinkStart,
      { schema: { response: { 200: startSocialAnswer }, body: startSocialBody } },
      async (req) => start(req, req.body, sessionOf(req)),
    )
  })

  app.get(AUTH_PATHS.socialLoading, async (_req, reply) => page(reply, loadingPage(nonce())))

  const callback = async (query: Record<string, unknown>, request: URL | Request, reply: FastifyReply) => {
    const { state, error, error_description } = parse(
      z.object({
        state: z.string().min(1).max(512),
        error: z.string().max(200).optional(),
        error_description: z.string().max(500).optional(),
      }),
      query,
      'query',
    )
    // The attempt is read, its answer checked with the provider, and only then claimed: whoever learns
    // a pending state cannot end the attempt with a made-up code or error. The claim is what makes the
    // state work once (two callbacks racing with one good code: the provider and the claim each let one
    // through).
    // A Farcaster attempt's state is in the URL the visitor's app opens: its answer comes only
    // through the relay (farcasterPoll), never through this callback.
    const login = await openAttempt(db, state, { farcaster: false })
    if (!login) return page(reply, callbackPage(nonce(), undefined), 400)
    const post = (message: SocialResultMessage) =>
      page(
        reply,
        callbackPage(nonce(), {
          message,
          origin: login.openerOrigin,
          ...(login.returnTo ? { returnTo: login.returnTo } : {}),
        }),
      )
    // The page posts only to the window that opened it: a denial or a failed check tells that window and
    // leaves the attempt open for the provider's real answer.
    if (error) return post({ type: SOCIAL_RESULT_MESSAGE, state, error: error_description ?? error })
    let identity: SocialIdentity
    try {
      identity = await logins.finish(login.provider as SocialLoginProvider, request, {
        state,
        codeVerifier: login.codeVerifier,
        nonce: login.nonce,
      })
    } catch (e) {
      reply.log.warn({ err: e, provider: login.provider }, 'social login callback refused')
      return post({ type: SOCIAL_RESULT_MESSAGE, state, error: 'socialFailed' })
    }
    const claimed = await claimAttempt(db, state, { farcaster: false })
    if (!claimed) return page(reply, callbackPage(nonce(), undefined), 400)
    const result = await recordResult(db, keys.sessions, claimed, identity)
    return post({ type: SOCIAL_RESULT_MESSAGE, state, result })
  }

  app.get(AUTH_PATHS.socialCallback, async (req, reply) =>
    callback(req.query as Record<string, unknown>, new URL(req.url, deps.origin()), reply),
  )
  app.post(AUTH_PATHS.socialCallback, async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, unknown>
    const url = new URL(`${deps.origin()}${AUTH_PATHS.socialCallback}`)
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form as Record<string, string>).toString(),
    })
    return callback(form, request, reply)
  })

  // Farcaster: the frame asks every second whether the visitor approved in their Farcaster app; once
  // they did, the signature is verified here and the identity recorded as a callback records one.

  typed.post(
    AUTH_PATHS.farcasterPoll,
    { schema: { response: { 200: farcasterPollAnswer }, body: farcasterPollBody } },
    async (req): Promise<FarcasterPollResponse> => {
      const body = req.body
      projectOf(body.projectId)
      const login = await openAttempt(db, body.state, { farcaster: true })
      // Only the frame that started it (its secret, its browser) hears of it.
      if (
        !login ||
        !farcaster ||
        login.projectId !== body.projectId ||
        !sameSecret(login.bindingHash, sha256(body.binding)) ||
        login.deviceHash !== sha256(body.deviceId)
      )
        throw refusal(401, {}, 'socialGone')
      const status = await farcaster.status(body.state).catch((e: unknown) => {
        req.log.warn({ err: e }, 'the Farcaster relay did not answer')
        throw refusal(502, {}, 'farcasterFailed')
      })
      if (status.state === 'pending') return { status: 'pending' }
      // The answer is checked, then claimed: it is used once, and one that does not verify leaves the
      // attempt as it was.
      const identity = await farcaster
        .verify(status, { nonce: login.nonce, origin: deps.origin() })
        .catch((e: unknown) => {
          req.log.warn({ err: e }, 'a Farcaster sign-in did not verify')
          throw refusal(401, {}, 'farcasterFailed')
        })
      const claimed = await claimAttempt(db, body.state, { farcaster: true })
      if (!claimed) throw refusal(401, {}, 'socialGone')
      return { status: 'done', result: await recordResult(db, keys.sessions, claimed, identity) }
    },
  )

  /** Redeems a result for the project it names (which must be one). */
  const redeem = (
    req: FastifyRequest,
    body: { projectId: string; result: string; binding: string; deviceId: string },
    linkUserId: string | null,
  ) => {
    projectOf(body.projectId)
    return redeemResult(db, keys.sessions, req.log, body, linkUserId)
  }

  typed.post(
    AUTH_PATHS.socialVerify,
    { schema: { response: { 200: socialSessionAnswer }, body: verifySocialBody } },
    async (req): Promise<SocialSessionResponse> => {
      const body = req.body
      const identity = await redeem(req, body, null)
      return signInWithIdentity(deps, req, {
        identity,
        deviceHash: sha256(body.deviceId),
        sessionPublicKey: body.sessionPublicKey,
        devicePublicKey: body.devicePublicKey,
        mail: body.mail,
      })
    },
  )

  signedIn(app, deps, (app) => {
    app.post(
      AUTH_PATHS.socialLink,
      { schema: { response: { 200: methodsAnswer }, body: linkSocialBody } },
      async (req): Promise<MethodsResponse> => {
        const { userId } = sessionOf(req)
        const body = req.body
        await linkIdentity(db, userId, await redeem(req, body, userId))
        return { methods: await methodsOf(db, userId) }
      },
    )
  })
}

/** A fresh nonce for a page's inline script. */
const nonce = () => randomBytes(16).toString('base64')

/** Sends one of the social pages with its policy: only its own inline script runs. */
function page(reply: FastifyReply, html: { body: string; nonce: string }, status = 200) {
  reply.header(
    'content-security-policy',
    `default-src 'none'; script-src 'nonce-${html.nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  )
  reply.header('cache-control', 'no-store')
  return reply.code(status).type('text/html; charset=utf-8').send(html.body)
}
