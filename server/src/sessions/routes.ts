import {
  API_PATHS,
  type CreateSessionBody,
  type RevokeSessionBody,
  type SessionsResponse,
  type SuccessResponse,
  sessionMessage,
} from '@latch/protocol/api'
import { sessionsAnswer, successAnswer } from '@latch/protocol/api/answers'
import { and, eq, isNull } from 'drizzle-orm'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import { accountParams, type WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { sessions } from './tables.ts'

const pci = z.string().min(1).max(256)
const signature = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Invalid hex string')
  .max(2_000)

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
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.sessions,
    { schema: { params: accountParams, response: { 200: sessionsAnswer } } },
    async (req): Promise<SessionsResponse> => {
      const address = req.params.address.toLowerCase()
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.address, address), isNull(sessions.revokedAt)))
        .orderBy(sessions.createdAt)
      return {
        sessions: rows.map((r) => ({ pci: r.pci, data: r.data, createdAt: r.createdAt.toISOString() })),
      }
    },
  )

  const createBody = z.object({
    pci,
    data: z.record(z.string(), z.unknown()),
    signature,
  } satisfies WireShape<CreateSessionBody>)
  typed.post(
    API_PATHS.sessions,
    { schema: { params: accountParams, body: createBody, response: { 200: successAnswer } } },
    async (req): Promise<SuccessResponse> => {
      const { address } = req.params
      const { body } = req
      if (JSON.stringify(body.data).length > 16_384)
        throw new HttpError(400, 'Invalid body.data: too large', 'body.data')
      await verify(address, 'create', body.pci, body.signature)
      await db
        .insert(sessions)
        .values({ address: address.toLowerCase(), pci: body.pci, data: body.data })
        .onConflictDoUpdate({
          target: [sessions.address, sessions.pci],
          set: { data: body.data, revokedAt: null },
        })
      return { success: true }
    },
  )

  const revokeBody = z.object({ pci, signature } satisfies WireShape<RevokeSessionBody>)
  typed.post(
    API_PATHS.revokeSession,
    { schema: { params: accountParams, body: revokeBody, response: { 200: successAnswer } } },
    async (req): Promise<SuccessResponse> => {
      const { address } = req.params
      const { body } = req
      await verify(address, 'revoke', body.pci, body.signature)
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.address, address.toLowerCase()),
            eq(sessions.pci, body.pci),
            isNull(sessions.revokedAt),
          ),
        )
        .returning()
      if (revoked.length === 0) throw new HttpError(404, `No active session ${body.pci}`)
      return { success: true }
    },
  )
}
