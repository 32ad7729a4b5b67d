import {
  API_PATHS,
  linkedAccount,
  type SiwxLinkResponse,
  type SiwxSignInBody,
  type SiwxSignInResponse,
  type SuccessResponse,
  siwxLinkParams,
  siwxSignInBody,
} from '@latch/protocol/api'
import {
  siwxLinkAnswer,
  siwxLinksAnswer,
  siwxNonceAnswer,
  siwxSessionAnswer,
  siwxSignInAnswer,
  successAnswer,
} from '@latch/protocol/api/answers'
import type { FastifyRequest } from 'fastify'
import { hit } from '../auth/rate-limit.ts'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { linkedWallets, linkWallet, siwxLinkKey, unlinkWallet } from './links.ts'
import { issueSiwxNonce, useSiwxNonce } from './nonces.ts'
import { closeSiwxSession, openSiwxSession, requireSiwxSession, sessionInfo, siwxRowKey } from './sessions.ts'
import { checkSignIn } from './verify.ts'

/**
 * Sign in with X (SPEC §3's sign-in, served by Latch itself): `POST /v1/siwx/nonce` hands out a
 * single-use nonce; `POST /v1/siwx/sessions` verifies a signed EIP-4361 message (see `checkSignIn`),
 * uses its nonce up and answers with a session and its bearer token; `GET /v1/siwx/session` tells an
 * app's backend (or the browser) whose session a token is; `DELETE` signs it out. Under a session,
 * `POST /v1/siwx/links` links another wallet to its profile by that wallet's own signed message (on a
 * fresh nonce, checked as a sign-in), `GET` lists the linked wallets and `DELETE …/links/:account`
 * unlinks one.
 */
export const siwxRoutes: Feature<'db' | 'config' | 'clients'> = async (app, { db, config, clients }) => {
  const key = config.siwx ? siwxRowKey(config.siwx.secretKey) : undefined
  const origins = new Map(config.projects.map((p) => [p.id, p.origins]))
  const solanaChains = new Set(
    config.chains.map((c) => c.caipNetworkId).filter((c) => c.startsWith('solana:')),
  )
  const bitcoinChains = new Set(config.siwx?.bitcoinChains ?? [])
  const siwx = () => {
    if (!config.siwx || !key)
      throw new HttpError(
        404,
        'Sign in with X is not configured on this server: add "siwx" to its configuration (LATCH_CONFIG)',
      )
    return { ...config.siwx, key }
  }

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(API_PATHS.siwxNonce, { schema: { response: { 200: siwxNonceAnswer } } }, async (req) => {
    const s = siwx()
    await hit(db, `siwx-nonce:ip:${req.ip}`, { max: s.noncesPerIpHour, windowMs: 3_600_000 })
    const { nonce, expiresAt } = await issueSiwxNonce(db, req.projectId, s.nonceTtlMinutes * 60_000)
    return { nonce, expiresAt: expiresAt.toISOString() }
  })

  /**
   * A signed sign-in message, checked (`checkSignIn`) and its nonce used up: of two requests with one
   * nonce, one finds it. What a session and a link both start from.
   */
  const verified = async (req: FastifyRequest, body: SiwxSignInBody, now: Date) => {
    const checked = await checkSignIn({
      message: body.message,
      signature: body.signature,
      origins: origins.get(req.projectId) ?? [],
      origin: req.headers.origin,
      clients,
      solanaChains,
      bitcoinChains,
      now,
    })
    const used = await useSiwxNonce(db, checked.nonce, req.projectId, now)
    if (!used)
      throw new HttpError(
        401,
        'Sign-in refused: the nonce is not one this server gave, or it was used or expired',
        'body.message',
      )
    return { ...checked, body }
  }

  // Declared with their schemas: a server without sign-in says so before it reads the request.
  const configured = async () => {
    siwx()
  }
  typed.post(
    API_PATHS.siwxSessions,
    { schema: { body: siwxSignInBody, response: { 200: siwxSignInAnswer } }, preValidation: configured },
    async (req): Promise<SiwxSignInResponse> => {
      const s = siwx()
      const now = new Date()
      const checked = await verified(req, req.body, now)
      const body = checked.body
      const ttl = now.getTime() + s.sessionTtlHours * 3_600_000
      const { token, row } = await openSiwxSession(db, s.key, {
        projectId: req.projectId,
        address: checked.account,
        chainId: checked.chainId,
        domain: checked.domain,
        uri: checked.uri,
        message: body.message,
        signature: body.signature,
        issuedAt: checked.issuedAt,
        expiresAt: new Date(Math.min(ttl, checked.expirationTime?.getTime() ?? ttl)),
      })
      return { token, session: sessionInfo(row) }
    },
  )

  typed.get(API_PATHS.siwxSession, { schema: { response: { 200: siwxSessionAnswer } } }, async (req) => {
    const s = siwx()
    return { session: sessionInfo(await requireSiwxSession(db, s.key, req, req.projectId)) }
  })

  typed.delete(API_PATHS.siwxSession, { schema: { response: { 200: successAnswer } } }, async (req) => {
    const s = siwx()
    const row = await requireSiwxSession(db, s.key, req, req.projectId)
    await closeSiwxSession(db, row.tokenHash)
    return { success: true }
  })

  // Linked wallets: another account joins the session's profile by its own signed sign-in message.
  const linkKey = config.siwx ? siwxLinkKey(config.siwx.secretKey) : undefined
  typed.post(
    API_PATHS.siwxLinks,
    { schema: { body: siwxSignInBody, response: { 200: siwxLinkAnswer } }, preValidation: configured },
    async (req): Promise<SiwxLinkResponse> => {
      const s = siwx()
      const session = await requireSiwxSession(db, s.key, req, req.projectId)
      const checked = await verified(req, req.body, new Date())
      if (linkedAccount(checked.account) === linkedAccount(session.address))
        throw new HttpError(
          400,
          'This is the account the session signed in with: it needs no link',
          'body.message',
        )
      const link = await linkWallet(db, linkKey!, {
        projectId: req.projectId,
        profile: session.address,
        address: checked.account,
        chainId: checked.chainId,
        message: checked.body.message,
        signature: checked.body.signature,
      })
      return { link }
    },
  )

  typed.get(API_PATHS.siwxLinks, { schema: { response: { 200: siwxLinksAnswer } } }, async (req) => {
    const s = siwx()
    const session = await requireSiwxSession(db, s.key, req, req.projectId)
    return {
      profile: session.address,
      links: await linkedWallets(db, linkKey!, req.projectId, session.address),
    }
  })

  typed.delete(
    API_PATHS.siwxLink,
    { schema: { params: siwxLinkParams, response: { 200: successAnswer } }, preValidation: configured },
    async (req): Promise<SuccessResponse> => {
      const s = siwx()
      const session = await requireSiwxSession(db, s.key, req, req.projectId)
      const { account } = req.params
      if (!(await unlinkWallet(db, req.projectId, session.address, account)))
        throw new HttpError(404, `${account} is not linked to this profile`, 'params.account')
      return { success: true }
    },
  )
}
