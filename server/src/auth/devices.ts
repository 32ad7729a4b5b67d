/**
 * A wallet's browsers: the list its Account view shows (name, approved when, last used) and revoking
 * one, or every other one ("sign out everywhere"). A revoked browser's sessions end at once, it is no
 * longer approved (a new login asks for the mailed link again), and its split's auth share is deleted
 * when no other browser still uses that split, so its device share opens nothing.
 */
import {
  AUTH_PATHS,
  type DevicesResponse,
  devicesAnswer,
  type RevokeDeviceResponse,
  revokeDeviceAnswer,
  revokeDeviceBody,
} from '@latch/protocol/embedded'
import { HttpError } from '../http/errors.ts'
import { readAgent } from './agent.ts'
import { browserStore } from './browser-store.ts'
import type { AuthFeature } from './fields.ts'
import { sessionOf, signedIn } from './signed-in.ts'

/** The devices routes (both need a session). */
export const deviceListRoutes: AuthFeature = async (app, deps) => {
  const browsers = browserStore(deps.db)

  signedIn(app, deps, (app) => {
    app.get<{ Reply: DevicesResponse }>(
      AUTH_PATHS.devices,
      { schema: { response: { 200: devicesAnswer } } },
      async (req) => {
        const { userId, deviceHash } = sessionOf(req)
        const rows = await browsers.approved(userId)
        return {
          devices: rows.map((r) => ({
            id: r.deviceHash,
            ...readAgent(r.agent),
            approvedAt: r.approvedAt.toISOString(),
            lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
            current: r.deviceHash === deviceHash,
          })),
        }
      },
    )

    app.post(
      AUTH_PATHS.revokeDevice,
      { schema: { response: { 200: revokeDeviceAnswer }, body: revokeDeviceBody } },
      async (req): Promise<RevokeDeviceResponse> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body
        if ('id' in body && body.id === deviceHash)
          throw new HttpError(400, 'This is the browser asking: sign out instead', 'body.id')
        const revoked = await browsers.revoke(userId, 'id' in body ? { id: body.id } : { allBut: deviceHash })
        if ('id' in body && revoked === 0) throw new HttpError(404, 'No such browser', 'body.id')
        return { revoked }
      },
    )
  })
}
