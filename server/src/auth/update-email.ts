/**
 * Changing the account's email (SPEC §4 UpdateEmailWallet): the new address is asked for, a code mailed
 * to the current address proves the owner asks (VERIFY_PRIMARY_OTP), then a code mailed to the new one
 * proves it is theirs (VERIFY_SECONDARY_OTP); only then does the account move. An account without an
 * email (reached only by a provider that gave none, or a passkey) adds one the same way, with only the
 * new address's code. The pending address is kept on the session that asked.
 */
import {
  AUTH_PATHS,
  type MailContext,
  type UpdateEmailDoneResponse,
  type UpdateEmailResponse,
  updateEmailAnswer,
  updateEmailBody,
  updateEmailDoneAnswer,
  updateEmailOtpBody,
} from '@latch/protocol/embedded'
import type { FastifyRequest } from 'fastify'
import { refusal } from '../http/errors.ts'
import { accountStore } from './account-store.ts'
import { attemptLimit } from './attempts.ts'
import { type CodePurpose, issueCode, useCode } from './codes.ts'
import type { AuthFeature } from './fields.ts'
import { codeMail } from './mailer.ts'
import { sessionOf, signedIn } from './signed-in.ts'

/** The email-change routes; mail and code attempts count as login's do (a session's browser is approved). */
export const updateEmailRoutes: AuthFeature = async (app, deps) => {
  const limit = attemptLimit(deps)
  const { db, keys, mailer } = deps
  const accounts = accountStore(db)
  const emailOf = async (userId: string) => {
    const email = await accounts.emailOf(userId)
    if (!email) throw refusal(409, {}, 'changeEmailFirst')
    return email
  }
  const mailCode = async (to: string, purpose: CodePurpose, context: MailContext) => {
    const mail = codeMail(await issueCode(db, keys, to, purpose), purpose, context)
    await mailer.send(to, mail.subject, mail.text).catch(() => {
      throw refusal(502, {}, 'codeMailFailed')
    })
  }
  /** The session, with the address its change is moving to. */
  const pending = async (req: FastifyRequest) => {
    const session = sessionOf(req)
    const newEmail = await accounts.pendingEmail(session.tokenHash)
    if (!newEmail) throw refusal(409, {}, 'changeEmailFirst')
    return { ...session, newEmail }
  }

  signedIn(app, deps, (app) => {
    app.post(
      AUTH_PATHS.updateEmail,
      { schema: { response: { 200: updateEmailAnswer }, body: updateEmailBody } },
      async (req): Promise<UpdateEmailResponse> => {
        const { userId, tokenHash, deviceHash } = sessionOf(req)
        const { email, mail } = req.body
        const current = await accounts.emailOf(userId)
        if (email === current) throw refusal(400, { field: 'body.email' }, 'sameEmail')
        if (await accounts.taken(email)) throw refusal(409, { field: 'body.email' }, 'emailTaken')
        // No email yet: there is no current address to ask, only the new one to prove.
        const to = current ?? email
        await limit(req, 'mail', to, { hash: deviceHash, approved: true })
        await mailCode(to, current ? 'update-primary' : 'update-secondary', mail)
        await accounts.setPendingEmail(tokenHash, email)
        return { action: current ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP' }
      },
    )

    app.post(
      AUTH_PATHS.updateEmailPrimary,
      { schema: { response: { 200: updateEmailAnswer }, body: updateEmailOtpBody } },
      async (req): Promise<UpdateEmailResponse> => {
        const { userId, newEmail, deviceHash } = await pending(req)
        const browser = { hash: deviceHash, approved: true }
        const { otp, mail } = req.body
        const current = await emailOf(userId)
        await limit(req, 'code', current, browser)
        await useCode(db, keys, current, 'update-primary', otp)
        await limit(req, 'mail', newEmail, browser)
        await mailCode(newEmail, 'update-secondary', mail)
        return { action: 'VERIFY_SECONDARY_OTP' }
      },
    )

    app.post(
      AUTH_PATHS.updateEmailSecondary,
      { schema: { response: { 200: updateEmailDoneAnswer }, body: updateEmailOtpBody } },
      async (req): Promise<UpdateEmailDoneResponse> => {
        const { userId, tokenHash, newEmail, deviceHash } = await pending(req)
        const { otp } = req.body
        await limit(req, 'code', newEmail, { hash: deviceHash, approved: true })
        await useCode(db, keys, newEmail, 'update-secondary', otp)
        // The address may have been taken since the change began: one account per email.
        if (!(await accounts.moveEmail(userId, tokenHash, newEmail)))
          throw refusal(409, { field: 'body.email' }, 'emailTaken')
        return { email: newEmail }
      },
    )
  })
}
