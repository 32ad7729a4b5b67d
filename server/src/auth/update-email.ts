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
  type UpdateEmailBody,
  type UpdateEmailDoneResponse,
  type UpdateEmailOtpBody,
  type UpdateEmailResponse,
} from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { refusal } from '../http/errors.ts'
import type { WireShape } from '../http/schemas.ts'
import { attemptLimit } from './attempts.ts'
import { type CodePurpose, issueCode, useCode } from './codes.ts'
import { type AuthFeature, emailField, mailContextField } from './fields.ts'
import { codeMail } from './mailer.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { authEmails, authSessions } from './tables.ts'

const otpBody = z.object({
  otp: z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
  mail: mailContextField,
} satisfies WireShape<UpdateEmailOtpBody>)

/** The email-change routes; mail and code attempts count as login's do (a session's browser is approved). */
export const updateEmailRoutes: AuthFeature = async (app, deps) => {
  const limit = attemptLimit(deps)
  const { db, keys, mailer } = deps
  /** The account's email; null when it has none yet. */
  const currentOf = async (userId: string) => {
    const [row] = await db.select().from(authEmails).where(eq(authEmails.userId, userId))
    return row?.email ?? null
  }
  const emailOf = async (userId: string) => {
    const email = await currentOf(userId)
    if (!email) throw refusal(409, {}, 'changeEmailFirst')
    return email
  }
  const taken = async (email: string) =>
    (await db.select().from(authEmails).where(eq(authEmails.email, email))).length > 0
  const mailCode = async (to: string, purpose: CodePurpose, context: MailContext) => {
    const mail = codeMail(await issueCode(db, keys, to, purpose), purpose, context)
    await mailer.send(to, mail.subject, mail.text).catch(() => {
      throw refusal(502, {}, 'codeMailFailed')
    })
  }
  /** The session, with the address its change is moving to. */
  const pending = async (req: FastifyRequest) => {
    const session = sessionOf(req)
    const [row] = await db.select().from(authSessions).where(eq(authSessions.tokenHash, session.tokenHash))
    if (!row?.pendingEmail) throw refusal(409, {}, 'changeEmailFirst')
    return { ...session, newEmail: row.pendingEmail }
  }

  signedIn(app, deps, (app) => {
    const updateEmailBody = z.object({
      email: emailField,
      mail: mailContextField,
    } satisfies WireShape<UpdateEmailBody>)
    app.post(
      AUTH_PATHS.updateEmail,
      { schema: { body: updateEmailBody } },
      async (req): Promise<UpdateEmailResponse> => {
        const { userId, tokenHash, deviceHash } = sessionOf(req)
        const { email, mail } = req.body
        const current = await currentOf(userId)
        if (email === current) throw refusal(400, { field: 'body.email' }, 'sameEmail')
        if (await taken(email)) throw refusal(409, { field: 'body.email' }, 'emailTaken')
        // No email yet: there is no current address to ask, only the new one to prove.
        const to = current ?? email
        await limit(req, 'mail', to, { hash: deviceHash, approved: true })
        await mailCode(to, current ? 'update-primary' : 'update-secondary', mail)
        await db
          .update(authSessions)
          .set({ pendingEmail: email })
          .where(eq(authSessions.tokenHash, tokenHash))
        return { action: current ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP' }
      },
    )

    app.post(
      AUTH_PATHS.updateEmailPrimary,
      { schema: { body: otpBody } },
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
      { schema: { body: otpBody } },
      async (req): Promise<UpdateEmailDoneResponse> => {
        const { userId, tokenHash, newEmail, deviceHash } = await pending(req)
        const { otp } = req.body
        await limit(req, 'code', newEmail, { hash: deviceHash, approved: true })
        await useCode(db, keys, newEmail, 'update-secondary', otp)
        await db.transaction(async (tx) => {
          // The address may have been taken since the change began: one account per email.
          const [other] = await tx.select().from(authEmails).where(eq(authEmails.email, newEmail))
          if (other) throw refusal(409, { field: 'body.email' }, 'emailTaken')
          const moved = await tx
            .update(authEmails)
            .set({ email: newEmail })
            .where(eq(authEmails.userId, userId))
            .returning({ email: authEmails.email })
          // An account without an email gets this one.
          if (moved.length === 0) await tx.insert(authEmails).values({ email: newEmail, userId })
          await tx
            .update(authSessions)
            .set({ pendingEmail: null })
            .where(eq(authSessions.tokenHash, tokenHash))
        })
        return { email: newEmail }
      },
    )
  })
}
