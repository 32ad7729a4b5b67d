/**
 * The messages between a host page and the embedded wallet's secure frame (SPEC §7.9), as schemas:
 * `@latch/embedded` posts requests and reads the frame's messages, the frame reads requests and posts
 * its messages, each side with these same checks. Each side posts to an explicit origin and drops
 * anything from another origin or of another shape (`readRequest`, `readFrameMessage`).
 */
import * as z from 'zod/mini'
import { isEmail } from './email.ts'
import { LOCALE_CODES } from './locales.ts'
import { LOGIN_PROVIDERS } from './providers.ts'
import { serverToken } from './server-token.ts'

/** Every message carries this tag; anything else on the channel is not Latch's. */
export const FRAME_PROTOCOL = 'latch-frame/1'
/** The frame's version, announced in `READY` (SPEC §9 secure SDK default version 4). */
export const FRAME_VERSION = '4'

/**
 * How the embedded wallet's account runs on a network (SPEC §6.1): a plain account (`eoa`), or a smart
 * account, the same address delegating to a smart-account implementation through EIP-7702.
 */
export const FRAME_ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
/** One of them. */
export type FrameAccountType = (typeof FRAME_ACCOUNT_TYPES)[number]

/**
 * Why the frame shows itself over the modal: an approval, a new recovery code, asking for it, or
 * creating a passkey.
 */
export const FRAME_SURFACES = ['approve', 'recovery-code', 'recover', 'passkey'] as const
/** One of them. */
export type FrameSurface = (typeof FRAME_SURFACES)[number]

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const chainId = z.int().check(z.positive())
const otp = z.strictObject({ otp: z.string().check(z.regex(/^\d{6}$/)) })
const email = z.object({ email: z.string().check(z.refine(isEmail)) })
const empty = z.strictObject({})
const provider = z.enum(LOGIN_PROVIDERS)
const accountType = z.enum(FRAME_ACCOUNT_TYPES)
const redeem = z.strictObject({ result: serverToken, state: serverToken })

/** Each request type's payload: what the frame checks before it acts on one. */
export const FRAME_PAYLOADS = {
  CONNECT_EMAIL: email,
  CONNECT_DEVICE: empty,
  CONNECT_OTP: otp,
  LIST_METHODS: empty,
  AWAIT_FARCASTER: z.strictObject({ state: serverToken }),
  CANCEL_FARCASTER: empty,
  LINK_SOCIAL: redeem,
  /** A login method to remove: the email, a provider's login, or a passkey by its credential id. */
  REMOVE_METHOD: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('email') }),
    z.strictObject({ kind: z.literal('social'), provider }),
    z.strictObject({ kind: z.literal('passkey'), id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,1364}$/)) }),
  ]),
  ADD_PASSKEY: empty,
  CONNECT_PASSKEY: empty,
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider,
    returnTo: z.optional(text(2048)),
    link: z.optional(z.literal(true)),
  }),
  CONNECT_SOCIAL: redeem,
  GET_USER: z.object({ chainId, preferredAccountType: z.optional(accountType) }),
  GET_ACCOUNT_TYPE: z.strictObject({ chainId }),
  SET_ACCOUNT_TYPE: z.strictObject({ type: accountType, chainId }),
  IS_CONNECTED: empty,
  SIGN_OUT: empty,
  RPC_REQUEST: z.object({ method: text(128), params: z.unknown(), chainId }),
  RPC_ABORT: empty,
  UPDATE_EMAIL: email,
  UPDATE_EMAIL_PRIMARY_OTP: otp,
  UPDATE_EMAIL_SECONDARY_OTP: otp,
  SYNC_THEME: z.object({ themeMode: z.enum(['light', 'dark']), accent: z.optional(text(64)) }),
  SYNC_LOCALE: z.object({ locale: z.enum(LOCALE_CODES) }),
  SYNC_DAPP_DATA: z.object({ name: text(200), url: z.optional(text(2000)) }),
  LIST_DEVICES: empty,
  /** One browser by id, or every browser but the one asking. */
  REVOKE_DEVICE: z.union([
    z.strictObject({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid browser id')) }),
    z.strictObject({ others: z.literal(true) }),
  ]),
  SYNC_NETWORKS: z.object({
    networks: z.readonly(z.array(z.object({ id: chainId, name: text(60) })).check(z.maxLength(100))),
  }),
} as const

/** One of the app's request types. */
export type FrameRequestType = keyof typeof FRAME_PAYLOADS
/** Each request type's payload, as its schema reads it. */
export type FramePayloads = { [T in FrameRequestType]: z.infer<(typeof FRAME_PAYLOADS)[T]> }

/** A request as posted: `id` is random and the answer carries it back. */
export type FrameRequest<T extends FrameRequestType = FrameRequestType> = {
  protocol: typeof FRAME_PROTOCOL
  id: string
  type: T
  payload: FramePayloads[T]
}

const envelope = z.object({
  protocol: z.literal(FRAME_PROTOCOL),
  id: text(64),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
})

/**
 * Reads a posted request: undefined unless it is a known type with a well-formed payload (what the
 * payload's schema reads: keys a loose payload does not name are dropped).
 *
 * @example
 * const request = readRequest(event.data) // FrameRequest | undefined
 */
export function readRequest(data: unknown): FrameRequest | undefined {
  const posted = envelope.safeParse(data)
  if (!posted.success || !Object.hasOwn(FRAME_PAYLOADS, posted.data.type)) return undefined
  const type = posted.data.type as FrameRequestType
  const payload = FRAME_PAYLOADS[type].safeParse(posted.data.payload)
  return payload.success
    ? { protocol: FRAME_PROTOCOL, id: posted.data.id, type, payload: payload.data }
    : undefined
}

const tagged = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({ protocol: z.literal(FRAME_PROTOCOL), type: z.literal(type), payload })
const answer = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({ protocol: z.literal(FRAME_PROTOCOL), type: z.literal(type), id: text(64), payload })

/** What the frame posts: answers to requests, and its own events. */
const FRAME_MESSAGE = z.discriminatedUnion('type', [
  answer('SUCCESS', z.unknown()),
  answer('ERROR', z.object({ message: z.string(), code: z.optional(z.number()) })),
  tagged('READY', z.object({ version: text(32) })),
  /** The session changed: signed in (the address and chain) or out (`address: null`). */
  tagged(
    'SESSION_UPDATE',
    z
      .object({ address: z.nullable(text(64)), chainId: z.optional(chainId) })
      .check(z.refine((p) => p.address === null || p.chainId !== undefined)),
  ),
  /** The frame asks to be shown (an approval, the recovery code) or hidden again. */
  tagged('SHOW', z.object({ surface: z.enum(FRAME_SURFACES), method: z.optional(text(128)) })),
  tagged('HIDE', z.record(z.string(), z.unknown())),
])

/** A message the frame posts. */
export type FrameMessage = z.infer<typeof FRAME_MESSAGE>

/**
 * Reads a message the frame posted: undefined unless it is one of {@link FrameMessage}'s shapes.
 *
 * @example
 * const message = readFrameMessage(event.data)
 */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  const read = FRAME_MESSAGE.safeParse(data)
  return read.success ? read.data : undefined
}
