import {
  API_PATHS,
  type ApiProfile,
  EVM_COIN_TYPE_FLAG,
  type IdentityResponse,
  NAME_LABEL,
  type NameMessage,
  type NameParams,
  type NameSuggestionsQuery,
  type NameSuggestionsResponse,
  REGISTRATION_MAX_AGE_S,
  type RegisterNameBody,
  type RegisterNameResponse,
  type ReverseProfileResponse,
} from '@latch/protocol/api'
import {
  identityAnswer,
  nameSuggestionsAnswer,
  profileAnswer,
  registerNameAnswer,
  reverseProfileAnswer,
} from '@latch/protocol/api/answers'
import { eq, inArray } from 'drizzle-orm'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import { HttpError, parse } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import { addressParams, addressSchema, type WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { names, usedSignatures } from './tables.ts'

const label = z.string().regex(NAME_LABEL, 'Names have 4 to 63 letters, digits or hyphens')
const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Invalid hex string')
  .max(2_000)

/** The profile shape the name endpoints answer with. */
function profile(row: typeof names.$inferSelect): ApiProfile {
  const registered = row.registeredAt.toISOString()
  return {
    name: row.name,
    registered_at: registered,
    updated_at: row.updatedAt.toISOString(),
    addresses: Object.fromEntries(
      Object.entries(row.addresses).map(([coin, a]) => [
        coin,
        { address: a.address, created: a.created ?? registered },
      ]),
    ),
    attributes: Object.keys(row.attributes).length > 0 ? [row.attributes] : [],
  }
}

/** The name service: lookup, reverse lookup, suggestions and signed registration (SPEC §7). */
export const nameRoutes: Feature<'db' | 'config'> = async (app, { db, config }) => {
  const zones = config.nameZones
  const zoneOf = (n: string) => zones.find((z) => n.endsWith(`.${z}`))
  const fullName = z
    .string()
    .max(200)
    .transform((n) => n.toLowerCase())
    .refine((n) => zoneOf(n) !== undefined, `Names end in ${zones.map((z) => `.${z}`).join(' or ')}`)
    .refine(
      (n) => label.safeParse(n.slice(0, -(zoneOf(n) ?? '').length - 1)).success,
      'Names have at least 4 letters, digits or hyphens',
    )
  const zoneParam = z
    .enum(zones as [string, ...string[]], { error: `zone must be one of ${zones.join(', ')}` })
    .default(zones[0]!)

  const typed = app.withTypeProvider<ZodTypeProvider>()
  const profileParams = z.object({ name: fullName } satisfies WireShape<NameParams>)
  typed.get(
    API_PATHS.profile,
    { schema: { params: profileParams, response: { 200: profileAnswer } } },
    async (req): Promise<ApiProfile> => {
      const { name } = req.params
      const [row] = await db.select().from(names).where(eq(names.name, name))
      if (!row) throw new HttpError(404, `Name ${name} is not registered`)
      return profile(row)
    },
  )

  typed.get(
    API_PATHS.reverseProfile,
    { schema: { params: addressParams, response: { 200: reverseProfileAnswer } } },
    async (req): Promise<ReverseProfileResponse> => {
      const p = req.params
      const rows = await db
        .select()
        .from(names)
        .where(eq(names.owner, p.address.toLowerCase()))
        .orderBy(names.registeredAt)
      return rows.map(profile)
    },
  )

  const suggestionSchema = {
    params: z.object({ name: z.string().min(1).max(63) } satisfies WireShape<NameParams>),
    querystring: z.object({ zone: zoneParam } satisfies WireShape<NameSuggestionsQuery>),
    response: { 200: nameSuggestionsAnswer },
  }
  typed.get(
    API_PATHS.nameSuggestions,
    { schema: suggestionSchema },
    async (req): Promise<NameSuggestionsResponse> => {
      const { name } = req.params
      const { zone } = req.query
      const base = name
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .slice(0, 50)
      const stem = base.length >= 4 ? base : base.padEnd(4, '0')
      const candidates = [stem, `${stem}-1`, `${stem}-id`, `${stem}24`, `the-${stem}`, `${stem}-wallet`].map(
        (c) => `${c}.${zone}`,
      )
      const taken = await db.select({ name: names.name }).from(names).where(inArray(names.name, candidates))
      const registered = new Set(taken.map((t) => t.name))
      return { suggestions: candidates.map((c) => ({ name: c, registered: registered.has(c) })) }
    },
  )

  const registration = z.object({
    coin_type: z
      .number()
      .int()
      .refine(
        (c) => (c & EVM_COIN_TYPE_FLAG) !== 0 && c >>> 0 === c && (c & 0x7fffffff) > 0,
        'coin_type must be chain id OR 0x80000000',
      ),
    address: addressSchema,
    message: z.string().max(4_096),
    signature: hex,
  } satisfies WireShape<RegisterNameBody>)
  const signedMessage = z.object({
    name: fullName,
    attributes: z.record(z.string().max(64), z.string().max(1_024)).optional(),
    timestamp: z.number().int(),
  } satisfies WireShape<NameMessage>)

  typed.post(
    API_PATHS.registerName,
    { schema: { body: registration, response: { 200: registerNameAnswer } } },
    async (req): Promise<RegisterNameResponse> => {
      const { body } = req
      let json: unknown
      try {
        json = JSON.parse(body.message)
      } catch {
        throw new HttpError(400, 'Invalid body.message: not JSON', 'body.message')
      }
      const message = parse(signedMessage, json, 'body')
      if (Math.abs(Date.now() / 1000 - message.timestamp) > REGISTRATION_MAX_AGE_S) {
        throw new HttpError(400, 'Invalid body.message: the timestamp is stale', 'body.message.timestamp')
      }
      const valid = await verifyMessage({
        address: body.address as `0x${string}`,
        message: body.message,
        signature: body.signature as `0x${string}`,
      }).catch(() => false)
      if (!valid) throw new HttpError(401, 'The signature does not match the address', 'body.signature')
      const owner = body.address.toLowerCase()
      const coinType = String(body.coin_type >>> 0)
      await db.transaction(async (tx) => {
        const used = await tx
          .insert(usedSignatures)
          .values({ signature: body.signature.toLowerCase() })
          .onConflictDoNothing()
          .returning()
        if (used.length === 0) throw new HttpError(409, 'This signature was already used')
        const [existing] = await tx.select().from(names).where(eq(names.name, message.name)).for('update')
        if (existing && existing.owner !== owner)
          throw new HttpError(409, `Error registering name ${message.name}: already registered`)
        const now = new Date()
        const kept = existing?.addresses[coinType]
        const created = kept?.address.toLowerCase() === owner ? kept.created : undefined
        const addresses = {
          ...(existing?.addresses ?? {}),
          [coinType]: { address: body.address, created: created ?? now.toISOString() },
        }
        const attributes = { ...(existing?.attributes ?? {}), ...(message.attributes ?? {}) }
        await tx
          .insert(names)
          .values({ name: message.name, owner, addresses, attributes, registeredAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: names.name, set: { addresses, attributes, updatedAt: now } })
      })
      return { success: true, name: message.name }
    },
  )

  typed.get(
    API_PATHS.identity,
    { schema: { params: addressParams, response: { 200: identityAnswer } } },
    async (req): Promise<IdentityResponse> => {
      const p = req.params
      const [row] = await db
        .select()
        .from(names)
        .where(eq(names.owner, p.address.toLowerCase()))
        .orderBy(names.registeredAt)
        .limit(1)
      return { name: row?.name ?? null, avatar: row?.attributes.avatar ?? null }
    },
  )
}
