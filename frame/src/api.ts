/** The secure site's auth API, called on the frame's own origin. */
import {
  type ApproveDeviceBody,
  type ApproveDeviceResponse,
  AUTH_PATHS,
  type AuthShareResponse,
  type CreateWalletBody,
  type DeviceRequestResponse,
  type DeviceStatusBody,
  type DeviceStatusResponse,
  type MeResponse,
  type PutAuthShareBody,
  type RecoveryResponse,
  readRefusal,
  type SessionResponse,
  type StartEmailBody,
  type StartEmailResponse,
  type UpdateEmailDoneResponse,
  type UpdateEmailResponse,
  type VerifyEmailBody,
} from '@latch/core/frame'
import { t } from './i18n/index.ts'

/**
 * An answer other than 2xx: the server's message (in the frame's language when the server gives the
 * refusal's reason), and its status.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json().catch(() => ({}))) as { error?: string }
  if (!res.ok) {
    const refused = readRefusal(json)
    const said = refused ? (t()[refused.reason] as string | ((...a: unknown[]) => string)) : undefined
    const message = typeof said === 'function' ? said(...(refused?.args ?? [])) : said
    throw new ApiError(message ?? json.error ?? `HTTP status code: ${res.status}`, res.status)
  }
  return json as T
}

/** The auth API's calls. */
export const api = {
  startEmail: (b: StartEmailBody) => call<StartEmailResponse>('POST', AUTH_PATHS.startEmail, b),
  verifyEmail: (b: VerifyEmailBody) => call<SessionResponse>('POST', AUTH_PATHS.verifyEmail, b),
  me: (token: string) => call<MeResponse>('GET', AUTH_PATHS.me, undefined, token),
  createWallet: (token: string, b: CreateWalletBody) =>
    call<{ address: string }>('PUT', AUTH_PATHS.wallet, b, token),
  authShare: (token: string) => call<AuthShareResponse>('GET', AUTH_PATHS.authShare, undefined, token),
  putAuthShare: (token: string, b: PutAuthShareBody) =>
    call<{ ok: true }>('PUT', AUTH_PATHS.authShare, b, token),
  recovery: (token: string) => call<RecoveryResponse>('GET', AUTH_PATHS.recovery, undefined, token),
  deviceStatus: (b: DeviceStatusBody) => call<DeviceStatusResponse>('POST', AUTH_PATHS.deviceStatus, b),
  deviceRequest: (token: string) => call<DeviceRequestResponse>('POST', AUTH_PATHS.deviceRequest, { token }),
  approveDevice: (b: ApproveDeviceBody) => call<ApproveDeviceResponse>('POST', AUTH_PATHS.approveDevice, b),
  updateEmail: (token: string, email: string) =>
    call<UpdateEmailResponse>('POST', AUTH_PATHS.updateEmail, { email }, token),
  updateEmailPrimary: (token: string, otp: string) =>
    call<UpdateEmailResponse>('POST', AUTH_PATHS.updateEmailPrimary, { otp }, token),
  updateEmailSecondary: (token: string, otp: string) =>
    call<UpdateEmailDoneResponse>('POST', AUTH_PATHS.updateEmailSecondary, { otp }, token),
  signOut: (token: string) => call<{ ok: true }>('POST', AUTH_PATHS.signOut, {}, token),
}

/** The URL of the JSON-RPC proxy for an EVM chain. */
export const rpcUrl = (chainId: number): string =>
  `${location.origin}${AUTH_PATHS.rpc}?chainId=eip155:${chainId}`
