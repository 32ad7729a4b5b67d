/**
 * VERIFY_DEVICE (SPEC §4): a browser new to an account that has a wallet is approved by a link mailed
 * to the account's address before any code is. The page the link opens, on this origin, may find the
 * wallet's device share in the browser that opens it and hand it over, encrypted to the new browser's
 * key; otherwise the new browser recovers with the recovery code. The server only relays ciphertext.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type ApproveDeviceResponse,
  AUTH_PATHS,
  approveDeviceAnswer,
  approveDeviceBody,
  CODE_RESEND_MS,
  DEVICE_APPROVAL_TTL_MS,
  type DeviceRequestResponse,
  type DeviceStatusResponse,
  deviceRequestAnswer,
  deviceRequestBody,
  deviceStatusAnswer,
  deviceStatusBody,
  type MailContext,
  mailContextField,
} from '@latch/protocol/embedded'
import { z } from 'zod'
import { HttpError, refusal } from '../http/errors.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { browserStore } from './browser-store.ts'
import { issueCode } from './codes.ts'
import { newToken, sha256 } from './crypto.ts'
import type { AuthDeps, AuthFeature } from './fields.ts'
import { codeMail, deviceMail } from './mailer.ts'
import { DEFAULT_FRAME_DIR, FRAME_NOT_BUILT, pageCsp } from './pages.ts'

/** The browser asking to be approved. */
export type ApprovalRequest = {
  userId: string
  deviceHash: string
  publicKey: string
  email: string
  /** What its mails say: the app and the visitor's language (kept for the code mailed on approval). */
  mail: MailContext
  /** Its browser and system (agent.ts). */
  agent: string
}

/**
 * Records a browser's request to join an account and mails the approval link (single use, 10 minutes);
 * refused within 30 s of the last link with 'Please try again after {n} seconds'.
 *
 * @example
 * await requestApproval(deps, { userId, deviceHash, publicKey, email, mail: { appName: 'Latch Demo' }, agent })
 */
export async function requestApproval(deps: AuthDeps, r: ApprovalRequest, now = Date.now()): Promise<void> {
  const { db, mailer } = deps
  const browsers = browserStore(db)
  const expiry = await browsers.approvalExpiry(r.userId, r.deviceHash)
  const sentAt = expiry ? expiry.getTime() - DEVICE_APPROVAL_TTL_MS : 0
  const wait = sentAt + CODE_RESEND_MS - now
  if (wait > 0) throw refusal(429, {}, 'retryAfter', Math.ceil(wait / 1000))
  const token = newToken()
  await browsers.requestApproval(r.userId, r.deviceHash, {
    agent: r.agent,
    publicKey: r.publicKey,
    approvalHash: sha256(token),
    approvalExpiresAt: new Date(now + DEVICE_APPROVAL_TTL_MS),
    mailAppName: r.mail.appName ?? null,
    mailLocale: r.mail.locale ?? null,
  })
  const mail = deviceMail(`${deps.origin()}${AUTH_PATHS.approveDevice}?token=${token}`, r.mail)
  await mailer.send(r.email, mail.subject, mail.text).catch(() => {
    throw refusal(502, {}, 'linkMailFailed')
  })
}

/** The approval routes: the frame's polling, the link's page, and the approval itself. */
export const deviceRoutes: AuthFeature = async (app, deps) => {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const { db, keys, mailer } = deps
  const browsers = browserStore(db)
  const frameDir = deps.embedded.frameDir ?? DEFAULT_FRAME_DIR

  /** The pending request a link's token names, unexpired, with its account. */
  const pendingOf = async (token: string) => {
    const row = await browsers.pendingByLink(sha256(token))
    if (!row?.device.publicKey || !row.device.approvalExpiresAt || !row.address)
      throw refusal(404, {}, 'linkGone')
    return {
      ...row,
      publicKey: row.device.publicKey,
      requestedAt: row.device.approvalExpiresAt.getTime() - DEVICE_APPROVAL_TTL_MS,
      address: row.address,
    }
  }

  typed.post(
    AUTH_PATHS.deviceStatus,
    { schema: { response: { 200: deviceStatusAnswer }, body: deviceStatusBody } },
    async (req): Promise<DeviceStatusResponse> => {
      const body = req.body
      return { approved: await browsers.approvedFor(body.email, sha256(body.deviceId)) }
    },
  )

  // The pages the link and the review window open: never framed (nobody can overlay them to trick a click).
  for (const [path, file] of [
    [AUTH_PATHS.approveDevice, 'approve.html'],
    [AUTH_PATHS.review, 'review.html'],
  ] as const)
    app.get(path, async (_req, reply) => {
      reply.header('content-security-policy', pageCsp([]))
      reply.header('cache-control', 'no-store')
      const page = join(frameDir, file)
      if (!existsSync(page)) throw new HttpError(503, FRAME_NOT_BUILT)
      return reply.type('text/html; charset=utf-8').send(readFileSync(page))
    })

  typed.post(
    AUTH_PATHS.deviceRequest,
    { schema: { response: { 200: deviceRequestAnswer }, body: deviceRequestBody } },
    async (req): Promise<DeviceRequestResponse> => {
      const { token } = req.body
      const pending = await pendingOf(token)
      return {
        email: pending.email,
        address: pending.address,
        publicKey: pending.publicKey,
        requestedAt: new Date(pending.requestedAt).toISOString(),
      }
    },
  )

  typed.post(
    AUTH_PATHS.approveDevice,
    { schema: { response: { 200: approveDeviceAnswer }, body: approveDeviceBody } },
    async (req): Promise<ApproveDeviceResponse> => {
      const body = req.body
      const { device, email } = await pendingOf(body.token)
      // A handover joins the new browser to the split of the browser that made it, which must be one of
      // this account's approved browsers holding a split.
      const { approved, handedOver } = await browsers.approve(
        device.userId,
        device.deviceHash,
        sha256(body.token),
        body.handover && body.fromDeviceId
          ? { from: sha256(body.fromDeviceId), share: body.handover }
          : undefined,
      )
      if (!approved) throw refusal(404, {}, 'linkGone')
      // The new browser goes on to the code, mailed now in its login's words (a failed mail is resent
      // from the code view).
      const mail = codeMail(
        await issueCode(db, keys, email, 'login', { throttle: false }),
        'login',
        // Read back through the same field as a request's: a row is checked like any input.
        z.parse(mailContextField, {
          appName: device.mailAppName ?? undefined,
          locale: device.mailLocale ?? undefined,
        }),
      )
      await mailer.send(email, mail.subject, mail.text).catch((e: unknown) => {
        req.log.warn({ err: e }, 'login mail not sent')
      })
      return { handedOver }
    },
  )
}
