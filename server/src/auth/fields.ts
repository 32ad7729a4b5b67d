/** What the auth routes share: their dependencies, the fields they validate, and how shares are bound. */

import { type MailContext, normaliseEmail } from '@latch/protocol/embedded'
import { LOCALE_CODES } from '@latch/protocol/lists'
import type { FastifyPluginAsync } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http/errors.ts'
import type { WireShape } from '../http/schemas.ts'
import type { ServerKeys } from './crypto.ts'
import type { Mailer } from './mailer.ts'
import type { EmbeddedWalletConfig } from './settings.ts'

/** What the auth routes need. */
export type AuthDeps = {
  db: Database
  config: ServerConfig
  embedded: EmbeddedWalletConfig
  keys: ServerKeys
  mailer: Mailer
  /** The secure site's public origin (the approval link's). */
  origin: () => string
}

/**
 * A part of the secure site (email login, devices, shares, passkeys, social login, …): its routes and
 * hooks in a Fastify plugin of their own, registered with the site's dependencies.
 *
 * @example
 * export const shareRoutes: AuthFeature = async (app, deps) => { … }
 * await app.register(shareRoutes, deps)
 */
export type AuthFeature = FastifyPluginAsync<AuthDeps>

/**
 * The configured project a login step names; 401 'Unknown projectId' otherwise.
 *
 * @example
 * const project = requireProject(config, body.projectId)
 */
export function requireProject(config: ServerConfig, id: string): ServerConfig['projects'][number] {
  const project = config.projects.find((p) => p.id === id)
  if (!project) throw new HttpError(401, `Unknown projectId "${id}"`, 'body.projectId')
  return project
}

/** An email address in its one account form (`normaliseEmail`): lower-cased, punycode domain, no quotes or markup. */
export const emailField = z
  .string()
  .max(320)
  .transform((e) => normaliseEmail(e) ?? '')
  .refine((e) => e !== '', 'Enter a valid email address')
export const projectIdField = z.string().min(1).max(128)
/** The frame's device id, and the approval link's token: 32 random bytes, base64url. */
export const deviceIdField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid device id')
export const tokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid token')
/** A raw P-256 public key (65 bytes), base64url. */
export const publicKeyField = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid public key')
export const shareField = z.string().regex(/^[A-Za-z0-9_-]{20,400}$/, 'a share is base64url')
export const addressField = z.string().refine((a) => isAddress(a, { strict: false }), 'Invalid address')

/**
 * What a mail says (`mail` in the bodies of the calls that mail): the app's name as plain text (control
 * characters and runs of spaces removed, at most 64 characters; none when empty) and a known locale
 * (English otherwise). Never refuses: a bad context only makes the mail plainer.
 */
export const mailContextField = z
  .object({
    appName: z
      .string()
      .max(500)
      .transform((n) =>
        [
          ...n
            .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ]
          .slice(0, 64)
          .join(''),
      )
      .optional()
      .catch(undefined),
    locale: z.enum(LOCALE_CODES).optional().catch(undefined),
  } satisfies WireShape<MailContext>)
  .optional()
  .catch(undefined)
  .transform(
    (m): MailContext => ({
      ...(m?.appName ? { appName: m.appName } : {}),
      ...(m?.locale ? { locale: m.locale } : {}),
    }),
  )

/** What a sealed share is bound to: its account, kind and split. */
export const shareAad = (userId: string, kind: string, splitId: string): string =>
  `${userId}:${kind}:${splitId}`
/** The split id of the recovery shares. */
export const RECOVERY_SPLIT = 'recovery'
