import {
  AUTH_PATHS,
  type MeResponse,
  meAnswer,
  okAnswer,
  type SessionResponse,
  type SmartAccountsResponse,
  type StartEmailResponse,
  sessionAnswer,
  smartAccountsAnswer,
  smartAccountsQuery,
  startEmailAnswer,
  startEmailBody,
  verifyEmailBody,
} from '@latch/protocol/embedded'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client.ts'
import { refusal } from '../http/errors.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { type AccountStore, accountStore } from './account-store.ts'
import { agentOf } from './agent.ts'
import { attemptLimit } from './attempts.ts'
import { issueCode, useCode } from './codes.ts'
import { sha256 } from './crypto.ts'
import { deviceRoutes, requestApproval } from './device.ts'
import { deviceListRoutes } from './devices.ts'
import { type AuthFeature, requireProject } from './fields.ts'
import { codeMail } from './mailer.ts'
import { passkeyRoutes } from './passkeys.ts'
import { closeSession, isApprovedBrowser, openBrowserSession } from './session.ts'
import { shareRoutes } from './shares.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { methodRoutes } from './social/methods.ts'
import { socialRoutes } from './social/routes.ts'
import { sponsorshipRoutes } from './sponsorship.ts'
import { updateEmailRoutes } from './update-email.ts'

/**
 * The account an email logs in to, whether this browser is one of its approved browsers, and whether it
 * must be approved by the mailed link first (the account has a wallet and the browser was never approved).
 */
async function accountFor(db: Database, accounts: AccountStore, email: string, deviceHash: string) {
  const row = await accounts.byEmail(email)
  if (!row) return { userId: undefined, approved: false, needsApproval: false }
  const approved = await isApprovedBrowser(db, row.userId, deviceHash)
  return { userId: row.userId, approved, needsApproval: Boolean(row.address) && !approved }
}

/**
 * The auth routes on the secure site. Every call must come from the frame's own origin (a browser on
 * another page cannot make it), and names a configured project.
 */
export const authRoutes: AuthFeature = async (app, deps) => {
  const { db, config, keys, mailer } = deps
  const limit = attemptLimit(deps)
  const accounts = accountStore(db)
  /**
   * A login step's entry: the project must be configured; the browser's hash and the account the email
   * logs in to are read; the step counts against its kind's limits (mails sent, or codes tried).
   */
  const admit = async (
    req: FastifyRequest,
    kind: 'mail' | 'code',
    body: { projectId: string; email: string; deviceId: string },
  ) => {
    requireProject(config, body.projectId)
    const deviceHash = sha256(body.deviceId)
    const account = await accountFor(db, accounts, body.email, deviceHash)
    await limit(req, kind, body.email, { hash: deviceHash, approved: account.approved })
    return { deviceHash, account }
  }

  // Public: what the wallet may become on each network (the frame asks before offering an upgrade), and
  // where the project asked for pays its gas.
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    AUTH_PATHS.smartAccounts,
    { schema: { response: { 200: smartAccountsAnswer }, querystring: smartAccountsQuery } },
    async (req): Promise<SmartAccountsResponse> => {
      const { projectId } = req.query
      const sponsors = Boolean(
        config.smartAccounts.sponsorship && config.projects.find((p) => p.id === projectId)?.sponsorship,
      )
      return {
        networks: config.smartAccounts.networks.map((n) => ({
          chainId: Number(n.chain.split(':')[1]),
          implementation: n.implementation,
          ...(sponsors && n.bundlerUrl && n.paymaster ? { sponsored: true } : {}),
        })),
      }
    },
  )
  await app.register(sponsorshipRoutes, deps)

  typed.post(
    AUTH_PATHS.startEmail,
    { schema: { response: { 200: startEmailAnswer }, body: startEmailBody } },
    async (req): Promise<StartEmailResponse> => {
      const { body } = req
      const { deviceHash, account } = await admit(req, 'mail', body)
      if (account.userId && account.needsApproval) {
        await requestApproval(deps, {
          userId: account.userId,
          deviceHash,
          publicKey: body.devicePublicKey,
          email: body.email,
          mail: body.mail,
          agent: agentOf(req.headers['user-agent']),
        })
        return { action: 'VERIFY_DEVICE' }
      }
      const code = await issueCode(db, keys, body.email, 'login')
      const mail = codeMail(code, 'login', body.mail)
      try {
        await mailer.send(body.email, mail.subject, mail.text)
      } catch (e) {
        req.log.warn({ err: e }, 'login mail not sent')
        throw refusal(502, {}, 'loginMailFailed')
      }
      return { action: 'VERIFY_OTP' }
    },
  )

  typed.post(
    AUTH_PATHS.verifyEmail,
    { schema: { response: { 200: sessionAnswer }, body: verifyEmailBody } },
    async (req): Promise<SessionResponse> => {
      const { body } = req
      const { deviceHash, account } = await admit(req, 'code', body)
      // A code mailed to an approved browser does not log an unapproved one in.
      if (account.needsApproval) throw refusal(403, { field: 'body.deviceId' }, 'approveBrowserFirst')
      await useCode(db, keys, body.email, 'login', body.otp)
      const userId = await accounts.forEmail(body.email)
      const token = await openBrowserSession(deps, req, {
        userId,
        deviceHash,
        publicKey: body.sessionPublicKey,
      })
      return { token, email: body.email, address: (await accounts.view(userId))?.address ?? null }
    },
  )

  signedIn(app, deps, (app) => {
    app.get<{ Reply: MeResponse }>(
      AUTH_PATHS.me,
      { schema: { response: { 200: meAnswer } } },
      async (req) => {
        const { userId } = sessionOf(req)
        const row = await accounts.view(userId)
        if (!row) throw refusal(401, {}, 'sessionExpired')
        // An account reached only by a provider that gave no verified email has none.
        return row
      },
    )

    app.post<{ Reply: { ok: true } }>(
      AUTH_PATHS.signOut,
      { schema: { response: { 200: okAnswer } } },
      async (req) => {
        const { tokenHash } = sessionOf(req)
        await closeSession(deps, tokenHash)
        return { ok: true }
      },
    )
  })
  for (const feature of [
    deviceRoutes,
    deviceListRoutes,
    shareRoutes,
    updateEmailRoutes,
    socialRoutes,
    methodRoutes,
    passkeyRoutes,
  ])
    await app.register(feature, deps)
}
