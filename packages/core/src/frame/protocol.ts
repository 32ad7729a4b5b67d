/**
 * The messages between a host page and the embedded wallet's secure frame (SPEC §7), defined once for
 * both sides: `@latch/embedded` posts requests and reads answers, the frame reads requests and posts
 * answers. Each side posts with an explicit target origin and drops anything from another origin or of
 * another shape (`readRequest`, `readFrameMessage`).
 */

import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts'
import {
  type ConnectedSocial,
  LOGIN_PROVIDERS,
  type LoginProvider,
  type MethodsResponse,
  type RemoveMethodBody,
} from './social-wire.ts'

/** Every message carries this tag; anything else on the channel is not Latch's. */
export const FRAME_PROTOCOL = 'latch-frame/1'
/** The frame's version, announced in `READY` (SPEC §9 secure SDK default version 4). */
export const FRAME_VERSION = '4'

/** What email login asks for next (SPEC §4). */
export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
/** What changing the email asks for next (SPEC §4). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * How the embedded wallet's account runs on a network (SPEC §6): a plain account (`eoa`), or a smart
 * account, the same address delegating to a smart-account implementation through EIP-7702.
 */
export type FrameAccountType = 'eoa' | 'smartAccount'
const ACCOUNT_TYPES: readonly unknown[] = ['eoa', 'smartAccount'] satisfies FrameAccountType[]

/** The signed-in visitor, as the frame reports it (SPEC §3 Auth user). */
export type FrameUser = {
  /** The account's email; null when only a provider that gave no verified email reached it (X). */
  email: string | null
  /** The social login this session came by, with the visitor's handle there (SPEC §3). */
  social?: ConnectedSocial
  address: string
  chainId: number
  accounts: readonly { address: string; type: 'eoa' }[]
}

/**
 * The account's type on a network, read from the chain, and the networks where the server lets it
 * become a smart account (chain ids).
 */
export type FrameAccountInfo = { type: FrameAccountType; smartAccountNetworks: readonly number[] }

/** One of a wallet's approved browsers, as GET devices lists it. */
export type DeviceInfo = {
  /** Opaque; names the browser to revoke. */
  id: string
  /** The browser and system its user agent names ('' when unknown). */
  browser: string
  os: string
  approvedAt: string
  lastUsedAt: string | null
  /** The browser asking. */
  current: boolean
}
/** POST revokeDevice: one browser by id, or every browser but the one asking. */
export type RevokeDeviceBody = { id: string } | { others: true }
/** What revokeDevice answers: how many browsers lost access. */
export type RevokeDeviceResponse = { revoked: number }
type Empty = Record<string, never>
type Ok = { ok: true }

/** Each request the app sends: its payload and what a success carries. */
export type FrameRequests = {
  /** With VERIFY_DEVICE, the code this browser shows for the approval page to match (`XXXXX-XXXXX`). */
  CONNECT_EMAIL: { payload: { email: string }; result: { action: EmailAction; deviceCode?: string } }
  /** Waits (up to 120 s) for the approval link of VERIFY_DEVICE to be opened. */
  CONNECT_DEVICE: { payload: Empty; result: Ok }
  CONNECT_OTP: { payload: { otp: string }; result: Ok }
  /** The signed-in visitor's login methods (ProfileWallets). */
  LIST_METHODS: { payload: Empty; result: MethodsResponse }
  /**
   * Waits (polling the server every second, up to the attempt's 10 minutes) until the visitor approves
   * a Farcaster login (GET_SOCIAL_REDIRECT_URI with `farcaster`) in their Farcaster app and the server
   * verified it: the result CONNECT_SOCIAL redeems.
   */
  AWAIT_FARCASTER: { payload: { state: string }; result: { result: string } }
  /** Stops waiting on the Farcaster login under way (the visitor left it). */
  CANCEL_FARCASTER: { payload: Empty; result: Ok }
  /** Adds the provider of a link attempt's result to the signed-in visitor's account. */
  LINK_SOCIAL: { payload: { result: string; state: string }; result: MethodsResponse }
  /** Removes a login method (never the last). */
  REMOVE_METHOD: { payload: RemoveMethodBody; result: MethodsResponse }
  /**
   * Adds a passkey to the signed-in visitor's account: the frame shows itself (the browser creates a
   * passkey only from a press inside the frame) and answers the login methods then.
   */
  ADD_PASSKEY: { payload: Empty; result: MethodsResponse }
  /** Logs in with a passkey of this site: the session opens and the wallet is unlocked in the frame. */
  CONNECT_PASSKEY: { payload: Empty; result: Ok }
  /**
   * Starts a social login: the provider's page for the pop-up (or, with `returnTo`, for the whole page),
   * and the attempt's `state`. The frame keeps the attempt's secret: only it can redeem the result. With
   * `link`, the signed-in visitor adds the provider to their account instead (LINK_SOCIAL redeems it).
   */
  GET_SOCIAL_REDIRECT_URI: {
    payload: { provider: LoginProvider; returnTo?: string; link?: true }
    result: { url: string; state: string }
  }
  /**
   * Redeems the result the provider's callback page handed the app for a session: CONNECT, or
   * VERIFY_DEVICE (an account with a wallet on a browser it never approved: the link goes to its email,
   * then the code, as in email login).
   */
  CONNECT_SOCIAL: {
    payload: { result: string; state: string }
    result: { action: 'CONNECT' | 'VERIFY_DEVICE'; email?: string; deviceCode?: string }
  }
  /**
   * The wallet of the signed-in visitor: created on first login, rebuilt from its shares after.
   * `preferredAccountType` `eoa` keeps the account plain unless the visitor switches it (no upgrade for
   * an atomic batch); `smartAccount` (the default) lets an atomic batch upgrade it, in its approval.
   */
  GET_USER: { payload: { chainId: number; preferredAccountType?: FrameAccountType }; result: FrameUser }
  /** The account's type on a network (SPEC §6), read from the chain. */
  GET_ACCOUNT_TYPE: { payload: { chainId: number }; result: FrameAccountInfo }
  /**
   * Switches the account on a network to `type` (SPEC §6 set preferred account): an EIP-7702
   * authorization, to the smart-account implementation or back to none, sent once the visitor approves
   * it in the frame; resolves once it is mined, with the type the chain then shows.
   */
  SET_ACCOUNT_TYPE: { payload: { type: FrameAccountType; chainId: number }; result: FrameAccountInfo }
  IS_CONNECTED: { payload: Empty; result: { connected: boolean } }
  SIGN_OUT: { payload: Empty; result: Ok }
  RPC_REQUEST: { payload: { method: string; params: unknown; chainId: number }; result: { value: unknown } }
  /** Ends the pending approval, if any, as declined. */
  RPC_ABORT: { payload: Empty; result: Ok }
  UPDATE_EMAIL: { payload: { email: string }; result: { action: EmailUpdateAction } }
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; result: { action: EmailUpdateAction } }
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; result: { email: string } }
  SYNC_THEME: { payload: { themeMode: 'light' | 'dark'; accent?: string }; result: Ok }
  /** The modal's language, so the frame's approvals and recovery screens speak it too. */
  SYNC_LOCALE: { payload: { locale: LocaleCode }; result: Ok }
  SYNC_DAPP_DATA: { payload: { name: string; url?: string }; result: Ok }
  /** The wallet's approved browsers (the Account view's list). */
  LIST_DEVICES: { payload: Empty; result: { devices: readonly DeviceInfo[] } }
  /** Revokes another browser, or every other one. */
  REVOKE_DEVICE: { payload: RevokeDeviceBody; result: RevokeDeviceResponse }
  /** The app's EVM networks by chain id, so approvals name them as the modal does. */
  SYNC_NETWORKS: { payload: { networks: readonly { id: number; name: string }[] }; result: Ok }
}
/** One of the app's request types. */
export type FrameRequestType = keyof FrameRequests

/**
 * What answers each request type: one handler per type, given that type's payload (checked by
 * `readRequest`) and resolving with that type's result. The frame serves requests through such a map.
 *
 * @example
 * const handlers: FrameHandlers = { IS_CONNECTED: async () => ({ connected: true }), … }
 */
export type FrameHandlers = {
  [T in FrameRequestType]: (payload: FrameRequests[T]['payload']) => Promise<FrameRequests[T]['result']>
}

/** A request as posted: `id` is random and the answer carries it back. */
export type FrameRequest<T extends FrameRequestType = FrameRequestType> = {
  protocol: typeof FRAME_PROTOCOL
  id: string
  type: T
  payload: FrameRequests[T]['payload']
}

/**
 * Why the frame shows itself over the modal: an approval, a new recovery code, asking for it, or
 * creating a passkey.
 */
export type FrameSurface = 'approve' | 'recovery-code' | 'recover' | 'passkey'
const SURFACES: readonly string[] = [
  'approve',
  'recovery-code',
  'recover',
  'passkey',
] satisfies FrameSurface[]

/** What the frame posts: answers to requests, and its own events. */
export type FrameMessage =
  | { protocol: typeof FRAME_PROTOCOL; type: 'SUCCESS'; id: string; payload: unknown }
  | {
      protocol: typeof FRAME_PROTOCOL
      type: 'ERROR'
      id: string
      payload: { message: string; code?: number }
    }
  | { protocol: typeof FRAME_PROTOCOL; type: 'READY'; payload: { version: string } }
  /** The session changed: signed in (the address and chain) or out (`address: null`). */
  | {
      protocol: typeof FRAME_PROTOCOL
      type: 'SESSION_UPDATE'
      payload: { address: string | null; chainId?: number }
    }
  /** The frame asks to be shown (an approval, the recovery code) or hidden again. */
  | { protocol: typeof FRAME_PROTOCOL; type: 'SHOW'; payload: { surface: FrameSurface; method?: string } }
  | { protocol: typeof FRAME_PROTOCOL; type: 'HIDE'; payload: Empty }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown, max = 320): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
const chain = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0
const empty = (p: Record<string, unknown>) => Object.keys(p).length === 0
/** A token the server made: base64url, 16 to 128 characters. */
const token = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(v)
/** A WebAuthn credential id, base64url (at most 1023 bytes, WebAuthn's limit). */
const passkeyId = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{16,1364}$/.test(v)
const otp = (p: Record<string, unknown>) => typeof p.otp === 'string' && /^\d{6}$/.test(p.otp)

/** A handover code as the frame shows it: ten Crockford base32 characters in two groups. */
export const DEVICE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LABEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * An email address as one account: trimmed, lower-cased, its domain in punycode (IDN), or undefined when
 * it is not a plain address: no quoted or non-ASCII local parts, no comments, IP literals or markup.
 * Every side (the modal, the frame, the server) keys accounts by this form.
 *
 * @example
 * normaliseEmail(' Ada@Bücher.DE ') // 'ada@xn--bcher-kva.de'
 * normaliseEmail('"x"@example.com') // undefined
 */
export function normaliseEmail(value: string): string | undefined {
  const text = value.trim()
  const at = text.lastIndexOf('@')
  if (at < 1 || text.length > 254) return undefined
  const local = text.slice(0, at).toLowerCase()
  const rawDomain = text.slice(at + 1)
  if (local.length > 64 || !LOCAL_PART.test(local) || /[\s/?#:@\\[\]<>"'`]/.test(rawDomain)) return undefined
  let domain: string
  try {
    domain = new URL(`http://${rawDomain}`).hostname
  } catch {
    return undefined
  }
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l)) || !TOP_LABEL.test(labels.at(-1)!))
    return undefined
  const email = `${local}@${domain}`
  return email.length <= 254 ? email : undefined
}

/**
 * Whether a string is an email address the login accepts ({@link normaliseEmail} gives it a form).
 *
 * @example
 * isEmail('ada@example.com') // true
 */
export function isEmail(value: string): boolean {
  return normaliseEmail(value) !== undefined
}

const PAYLOADS: { [T in FrameRequestType]: (p: Record<string, unknown>) => boolean } = {
  CONNECT_EMAIL: (p) => typeof p.email === 'string' && isEmail(p.email),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: otp,
  GET_SOCIAL_REDIRECT_URI: (p) =>
    (LOGIN_PROVIDERS as readonly unknown[]).includes(p.provider) &&
    (p.returnTo === undefined || str(p.returnTo, 2048)) &&
    (p.link === undefined || p.link === true),
  LIST_METHODS: empty,
  LINK_SOCIAL: (p) => token(p.result) && token(p.state) && Object.keys(p).length === 2,
  REMOVE_METHOD: (p) =>
    (p.kind === 'email' && Object.keys(p).length === 1) ||
    (p.kind === 'social' &&
      (LOGIN_PROVIDERS as readonly unknown[]).includes(p.provider) &&
      Object.keys(p).length === 2) ||
    (p.kind === 'passkey' && passkeyId(p.id) && Object.keys(p).length === 2),
  ADD_PASSKEY: empty,
  AWAIT_FARCASTER: (p) =>
    typeof p.state === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(p.state) && Object.keys(p).length === 1,
  CANCEL_FARCASTER: empty,
  CONNECT_PASSKEY: empty,
  CONNECT_SOCIAL: (p) => token(p.result) && token(p.state) && Object.keys(p).length === 2,
  GET_USER: (p) =>
    chain(p.chainId) &&
    (p.preferredAccountType === undefined || ACCOUNT_TYPES.includes(p.preferredAccountType)),
  GET_ACCOUNT_TYPE: (p) => chain(p.chainId) && Object.keys(p).length === 1,
  SET_ACCOUNT_TYPE: (p) => chain(p.chainId) && ACCOUNT_TYPES.includes(p.type) && Object.keys(p).length === 2,
  IS_CONNECTED: empty,
  SIGN_OUT: empty,
  RPC_REQUEST: (p) => str(p.method, 128) && chain(p.chainId),
  RPC_ABORT: empty,
  UPDATE_EMAIL: (p) => typeof p.email === 'string' && isEmail(p.email),
  UPDATE_EMAIL_PRIMARY_OTP: otp,
  UPDATE_EMAIL_SECONDARY_OTP: otp,
  SYNC_THEME: (p) =>
    (p.themeMode === 'light' || p.themeMode === 'dark') && (p.accent === undefined || str(p.accent, 64)),
  SYNC_LOCALE: (p) => (LOCALE_CODES as readonly unknown[]).includes(p.locale),
  LIST_DEVICES: empty,
  REVOKE_DEVICE: (p) =>
    (Object.keys(p).length === 1 && typeof p.id === 'string' && /^[A-Za-z0-9_-]{43}$/.test(p.id)) ||
    (Object.keys(p).length === 1 && p.others === true),
  SYNC_NETWORKS: (p) =>
    Array.isArray(p.networks) &&
    p.networks.length <= 100 &&
    p.networks.every((n) => isRecord(n) && chain(n.id) && str(n.name, 60)),
  SYNC_DAPP_DATA: (p) => str(p.name, 200) && (p.url === undefined || str(p.url, 2000)),
}

/**
 * Reads a posted request: undefined unless it is a known type with a well-formed payload.
 *
 * @example
 * const request = readRequest(event.data) // FrameRequest | undefined
 */
export function readRequest(data: unknown): FrameRequest | undefined {
  if (!isRecord(data) || data.protocol !== FRAME_PROTOCOL || !str(data.id, 64)) return undefined
  const type = data.type
  if (typeof type !== 'string' || !Object.hasOwn(PAYLOADS, type) || !isRecord(data.payload)) return undefined
  return PAYLOADS[type as FrameRequestType](data.payload) ? (data as FrameRequest) : undefined
}

const MESSAGES: Record<FrameMessage['type'], (m: Record<string, unknown>) => boolean> = {
  SUCCESS: (m) => str(m.id, 64) && 'payload' in m,
  ERROR: (m) => str(m.id, 64) && isRecord(m.payload) && typeof m.payload.message === 'string',
  READY: (m) => isRecord(m.payload) && str(m.payload.version, 32),
  SESSION_UPDATE: (m) =>
    isRecord(m.payload) &&
    (m.payload.address === null || (str(m.payload.address, 64) && chain(m.payload.chainId))),
  SHOW: (m) =>
    isRecord(m.payload) &&
    SURFACES.includes(m.payload.surface as string) &&
    (m.payload.method === undefined || str(m.payload.method, 128)),
  HIDE: (m) => isRecord(m.payload),
}

/**
 * Reads a message the frame posted: undefined unless it is one of {@link FrameMessage}'s shapes.
 *
 * @example
 * const message = readFrameMessage(event.data)
 */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || data.protocol !== FRAME_PROTOCOL || typeof data.type !== 'string') return undefined
  const check = Object.hasOwn(MESSAGES, data.type) ? MESSAGES[data.type as FrameMessage['type']] : undefined
  return check?.(data) ? (data as FrameMessage) : undefined
}

/**
 * RPC methods the frame answers without asking (SPEC §6 safe methods: reads, raw sends, capability and
 * asset queries). Never aborted.
 */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
])
/**
 * RPC methods that sign or send: each shows ApproveTransaction in the frame first (SPEC §6); so does
 * `wallet_connect` when it signs in (ERC-7846).
 */
export const APPROVAL_RPC_METHODS: ReadonlySet<string> = new Set([
  'wallet_connect',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])
/**
 * Methods the frame knows but refuses with 'Action not allowed' until smart accounts and permissions
 * arrive; any method in none of the three lists is 'Requested RPC call is not allowed'.
 */
export const REFUSED_RPC_METHODS: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])
