/**
 * A wallet's browsers: the list its Account view shows (name, approved when, last used) and revoking
 * one, or every other one ("sign out everywhere"). A revoked browser's sessions end at once, it is no
 * longer approved (a new login asks for the mailed link again), and its split's auth share is deleted
 * when no other browser still uses that split, so its device share opens nothing.
 */
import {
  AUTH_PATHS,
  type DevicesResponse,
  type RevokeDeviceBody,
  type RevokeDeviceResponse,
} from '@latch/protocol/embedded'
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import { readAgent } from './agent.ts'
import type { AuthFeature } from './fields.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { authDevices, authSessions, authShares } from './tables.ts'

/** The devices routes (both need a session). */
export const deviceListRoutes: AuthFeature = async (app, deps) => {
  const { db } = deps

  signedIn(app, deps, (app) => {
    app.get<{ Reply: DevicesResponse }>(AUTH_PATHS.devices, async (req) => {
      const { userId, deviceHash } = sessionOf(req)
      const rows = await db
        .select()
        .from(authDevices)
        .where(and(eq(authDevices.userId, userId), isNotNull(authDevices.approvedAt)))
      return {
        devices: rows
          .sort((a, b) => (b.lastUsedAt?.getTime() ?? 0) - (a.lastUsedAt?.getTime() ?? 0))
          .map((r) => ({
            id: r.deviceHash,
            ...readAgent(r.agent),
            approvedAt: r.approvedAt!.toISOString(),
            lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
            current: r.deviceHash === deviceHash,
          })),
      }
    })

    const revokeDeviceBody = z.union([
      z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid browser id') }).strict(),
      z.object({ others: z.literal(true) }).strict(),
    ])
    app.post(
      AUTH_PATHS.revokeDevice,
      { schema: { body: revokeDeviceBody } },
      async (req): Promise<RevokeDeviceResponse> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body as RevokeDeviceBody
        if ('id' in body && body.id === deviceHash)
          throw new HttpError(400, 'This is the browser asking: sign out instead', 'body.id')
        const targets = await db
          .select({ deviceHash: authDevices.deviceHash, splitId: authDevices.splitId })
          .from(authDevices)
          .where(
            and(
              eq(authDevices.userId, userId),
              isNotNull(authDevices.approvedAt),
              'id' in body ? eq(authDevices.deviceHash, body.id) : ne(authDevices.deviceHash, deviceHash),
            ),
          )
        if ('id' in body && targets.length === 0) throw new HttpError(404, 'No such browser', 'body.id')
        const now = new Date()
        await db.transaction(async (tx) => {
          for (const t of targets) {
            await tx
              .update(authDevices)
              .set({
                approvedAt: null,
                splitId: null,
                handover: null,
                approvalHash: null,
                approvalExpiresAt: null,
              })
              .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, t.deviceHash)))
            await tx
              .update(authSessions)
              .set({ revokedAt: now })
              .where(
                and(
                  eq(authSessions.userId, userId),
                  eq(authSessions.deviceHash, t.deviceHash),
                  isNull(authSessions.revokedAt),
                ),
              )
            if (!t.splitId) continue
            const [still] = await tx
              .select({ deviceHash: authDevices.deviceHash })
              .from(authDevices)
              .where(and(eq(authDevices.userId, userId), eq(authDevices.splitId, t.splitId)))
            if (!still)
              await tx
                .delete(authShares)
                .where(
                  and(
                    eq(authShares.userId, userId),
                    eq(authShares.kind, 'auth'),
                    eq(authShares.splitId, t.splitId),
                  ),
                )
          }
        })
        return { revoked: targets.length }
      },
    )
  })
}
