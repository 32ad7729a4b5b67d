/** What the auth routes share: their dependencies, the fields they validate, and how shares are bound. */

import type { FastifyPluginAsync } from 'fastify'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http/errors.ts'
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

/** What a sealed share is bound to: its account, kind and split. */
export const shareAad = (userId: string, kind: string, splitId: string): string =>
  `${userId}:${kind}:${splitId}`
/** The split id of the recovery shares. */
export const RECOVERY_SPLIT = 'recovery'
