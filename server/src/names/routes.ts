import {
  API_PATHS,
  type ApiProfile,
  addressParams,
  type IdentityResponse,
  NAME_LABEL,
  type NameSuggestionsResponse,
  nameMessage,
  nameParams,
  nameSuggestionsQuery,
  REGISTRATION_MAX_AGE_S,
  type RegisterNameResponse,
  type ReverseProfileResponse,
  registerNameBody,
  suggestionParams,
} from '@latch/protocol/api'
import {
  identityAnswer,
  nameSuggestionsAnswer,
  profileAnswer,
  registerNameAnswer,
  reverseProfileAnswer,
} from '@latch/protocol/api/answers'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import { HttpError, parse } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { type NameRow, nameStore } from './store.ts'

/** The profile shape the name endpoints answer with. */
function profile(row: NameRow): ApiProfile {
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
  const store = nameStore(db)
  const zones = config.nameZones
  const zoneOf = (n: string) => zones.find((z) => n.endsWith(`.${z}`))
  /** A name this server serves: a label of 4 to 63 letters, digits or hyphens, then one of its zones. */
  const servedName = z.superRefine((v: { name: string }, ctx) => {
    const zone = zoneOf(v.name)
    const message =
      zone === undefined
        ? `Names end in ${zones.map((z) => `.${z}`).join(' or ')}`
        : NAME_LABEL.test(v.name.slice(0, -zone.length - 1))
          ? undefined
          : 'Names have at least 4 letters, digits or hyphens'
    if (message) ctx.addIssue({ code: 'custom', message, path: ['name'], input: v.name })
  })
  /** A zone this server serves, when the query names one. */
  const servedZone = z.superRefine((q: { zone?: string | undefined }, ctx) => {
    if (q.zone !== undefined && !zones.includes(q.zone))
      ctx.addIssue({
        code: 'custom',
        message: `zone must be one of ${zones.join(', ')}`,
        path: ['zone'],
        input: q.zone,
      })
  })

  const typed = app.withTypeProvider<ZodTypeProvider>()
  const profileParams = nameParams.check(servedName)
  typed.get(
    API_PATHS.profile,
    { schema: { params: profileParams, response: { 200: profileAnswer } } },
    async (req): Promise<ApiProfile> => {
      const { name } = req.params
      const row = await store.byName(name)
      if (!row) throw new HttpError(404, `Name ${name} is not registered`)
      return profile(row)
    },
  )

  typed.get(
    API_PATHS.reverseProfile,
    { schema: { params: addressParams, response: { 200: reverseProfileAnswer } } },
    async (req): Promise<ReverseProfileResponse> => {
      const rows = await store.byOwner(req.params.address)
      return rows.map(profile)
    },
  )

  const suggestionSchema = {
    params: suggestionParams,
    querystring: nameSuggestionsQuery.check(servedZone),
    response: { 200: nameSuggestionsAnswer },
  }
  typed.get(
    API_PATHS.nameSuggestions,
    { schema: suggestionSchema },
    async (req): Promise<NameSuggestionsResponse> => {
      const { name } = req.params
      const zone = req.query.zone ?? zones[0]
      const base = name
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .slice(0, 50)
      const stem = base.length >= 4 ? base : base.padEnd(4, '0')
      const candidates = [stem, `${stem}-1`, `${stem}-id`, `${stem}24`, `the-${stem}`, `${stem}-wallet`].map(
        (c) => `${c}.${zone}`,
      )
      const registered = await store.taken(candidates)
      return { suggestions: candidates.map((c) => ({ name: c, registered: registered.has(c) })) }
    },
  )

  const signedMessage = nameMessage.check(servedName)

  typed.post(
    API_PATHS.registerName,
    { schema: { body: registerNameBody, response: { 200: registerNameAnswer } } },
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
      await store.register({
        name: message.name,
        owner,
        coinType,
        address: body.address,
        attributes: message.attributes ?? {},
        signature: body.signature,
      })
      return { success: true, name: message.name }
    },
  )

  typed.get(
    API_PATHS.identity,
    { schema: { params: addressParams, response: { 200: identityAnswer } } },
    async (req): Promise<IdentityResponse> => {
      const [row] = await store.byOwner(req.params.address, 1)
      return { name: row?.name ?? null, avatar: row?.attributes.avatar ?? null }
    },
  )
}
