import {
  API_PATHS,
  accountParams,
  createSessionBody,
  revokeSessionBody,
  type SessionsResponse,
  type SuccessResponse,
  sessionMessage,
} from '@latch/protocol/api'
import { sessionsAnswer, successAnswer } from '@latch/protocol/api/answers'
import { verifyMessage } from 'viem'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { sessionStore } from './store.ts'

async function verify(address: string, action: 'create' | 'revoke', id: string, sig: string) {
  const ok = await verifyMessage({
    address: address as `0x${string}`,
    message: sessionMessage(action, id),
    signature: sig as `0x${string}`,
  }).catch(() => false)
  if (!ok) throw new HttpError(401, 'The signature does not match the address', 'body.signature')
}

/**
 * Permission sessions stored per account (SPEC §7): list, create and revoke, each signed by the account.
 * The account is a plain address or a CAIP-10 id.
 */
export const sessionRoutes: Feature<'db'> = async (app, { db }) => {
  const store = sessionStore(db)
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.sessions,
    { schema: { params: accountParams, response: { 200: sessionsAnswer } } },
    async (req): Promise<SessionsResponse> => {
      const rows = await store.live(req.params.address)
      return {
        sessions: rows.map((r) => ({ pci: r.pci, data: r.data, createdAt: r.createdAt.toISOString() })),
      }
    },
  )

  typed.post(
    API_PATHS.sessions,
    { schema: { params: accountParams, body: createSessionBody, response: { 200: successAnswer } } },
    async (req): Promise<SuccessResponse> => {
      const { address } = req.params
      const { body } = req
      await verify(address, 'create', body.pci, body.signature)
      await store.keep(address, body.pci, body.data)
      return { success: true }
    },
  )

  typed.post(
    API_PATHS.revokeSession,
    { schema: { params: accountParams, body: revokeSessionBody, response: { 200: successAnswer } } },
    async (req): Promise<SuccessResponse> => {
      const { address } = req.params
      const { body } = req
      await verify(address, 'revoke', body.pci, body.signature)
      const revoked = await store.revoke(address, body.pci)
      if (!revoked) throw new HttpError(404, `No active session ${body.pci}`)
      return { success: true }
    },
  )
}
