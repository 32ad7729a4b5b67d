/**
 * The account's login methods (ProfileWallets): listed, and removed one at a time, never the last (the
 * account would open no more). Adding a provider is the social routes' link attempt; adding a passkey,
 * passkeys.ts.
 */
import {
  AUTH_PATHS,
  LOGIN_PROVIDERS,
  type MethodsResponse,
  type RemoveMethodBody,
} from '@latch/protocol/embedded'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { refusal } from '../../http/errors.ts'
import type { AuthFeature } from '../fields.ts'
import { sessionOf, signedIn } from '../signed-in.ts'
import { authEmails, authIdentities, authPasskeys, authShares, authUsers } from '../tables.ts'
import { methodsOf } from './accounts.ts'

/** GET methods and POST removeMethod. */
export const methodRoutes: AuthFeature = async (app, deps) => {
  const { db } = deps

  signedIn(app, deps, (app) => {
    app.get<{ Reply: MethodsResponse }>(AUTH_PATHS.methods, async (req) => {
      const { userId } = sessionOf(req)
      return { methods: await methodsOf(db, userId) }
    })

    const removeMethodBody = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('email') }).strict(),
      z.object({ kind: z.literal('social'), provider: z.enum(LOGIN_PROVIDERS) }).strict(),
      z.object({ kind: z.literal('passkey'), id: z.string().regex(/^[A-Za-z0-9_-]{16,1364}$/) }).strict(),
    ])
    app.post(
      AUTH_PATHS.removeMethod,
      {
        schema: {
          body: removeMethodBody satisfies z.ZodType<RemoveMethodBody>,
        },
      },
      async (req): Promise<MethodsResponse> => {
        const { userId } = sessionOf(req)
        const body = req.body
        await db.transaction(async (tx) => {
          // One change at a time per account: two removals at once never leave it with none.
          await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId)).for('update')
          const methods = await methodsOf(tx, userId)
          const removed = methods.filter((m) =>
            body.kind === 'email'
              ? m.kind === 'email'
              : body.kind === 'social'
                ? m.kind === 'social' && m.provider === body.provider
                : m.kind === 'passkey' && m.id === body.id,
          )
          if (removed.length === 0) return
          if (removed.length === methods.length) throw refusal(409, {}, 'lastMethod')
          if (body.kind === 'email') await tx.delete(authEmails).where(eq(authEmails.userId, userId))
          else if (body.kind === 'social')
            await tx
              .delete(authIdentities)
              .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, body.provider)))
          else {
            // The passkey goes with its split: the server's share of it opens nothing any more.
            await tx
              .delete(authPasskeys)
              .where(and(eq(authPasskeys.userId, userId), eq(authPasskeys.credentialId, body.id)))
            await tx
              .delete(authShares)
              .where(and(eq(authShares.userId, userId), eq(authShares.splitId, body.id)))
          }
        })
        return { methods: await methodsOf(db, userId) }
      },
    )
  })
}
