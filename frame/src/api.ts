/** The secure site's auth API, called on the frame's own origin. */
import {
  type ApproveDeviceBody,
  type ApproveDeviceResponse,
  AUTH_PATHS,
  type AuthShareNonceResponse,
  type AuthShareResponse,
  type CreateWalletBody,
  type DeviceRequestResponse,
  type DeviceStatusBody,
  type DeviceStatusResponse,
  type DevicesResponse,
  type FarcasterPollBody,
  type FarcasterPollResponse,
  type LinkSocialBody,
  type MailContext,
  type MeResponse,
  type MethodsResponse,
  type PasskeyLoginBody,
  type PasskeyLoginOptionsBody,
  type PasskeyLoginResponse,
  type PasskeyOptionsJSON,
  type PasskeyRegisterBody,
  type PasskeyRegisterOptionsBody,
  type PaymasterBody,
  type PaymasterResponse,
  type PutAuthShareBody,
  proveCall,
  type RecoveryResponse,
  type RemoveMethodBody,
  type RevokeDeviceBody,
  type RevokeDeviceResponse,
  readRefusal,
  SESSION_PROOF_HEADER,
  type SessionResponse,
  type SmartAccountsResponse,
  type SocialSessionResponse,
  type StartEmailBody,
  type StartEmailResponse,
  type StartSocialBody,
  type StartSocialResponse,
  type UpdateEmailDoneResponse,
  type UpdateEmailResponse,
  type VerifyEmailBody,
  type VerifySocialBody,
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

/** What a call with the session sends: its token, and the key that proves this browser holds it. */
export type SessionAuth = { token: string; key: CryptoKey }

async function call<T>(method: string, path: string, body?: unknown, session?: SessionAuth): Promise<T> {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const res = await fetch(path, {
    method,
    headers: {
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session
        ? {
            authorization: `Bearer ${session.token}`,
            [SESSION_PROOF_HEADER]: await proveCall(session.key, { method, path, body: text ?? '' }),
          }
        : {}),
    },
    ...(text === undefined ? {} : { body: text }),
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
  startSocial: (b: StartSocialBody, session?: SessionAuth) =>
    call<StartSocialResponse>(
      'POST',
      session ? AUTH_PATHS.socialLinkStart : AUTH_PATHS.socialStart,
      b,
      session,
    ),
  linkSocial: (session: SessionAuth, b: LinkSocialBody) =>
    call<MethodsResponse>('POST', AUTH_PATHS.socialLink, b, session),
  methods: (session: SessionAuth) => call<MethodsResponse>('GET', AUTH_PATHS.methods, undefined, session),
  removeMethod: (session: SessionAuth, b: RemoveMethodBody) =>
    call<MethodsResponse>('POST', AUTH_PATHS.removeMethod, b, session),
  farcasterPoll: (b: FarcasterPollBody) => call<FarcasterPollResponse>('POST', AUTH_PATHS.farcasterPoll, b),
  verifySocial: (b: VerifySocialBody) => call<SocialSessionResponse>('POST', AUTH_PATHS.socialVerify, b),
  me: (session: SessionAuth) => call<MeResponse>('GET', AUTH_PATHS.me, undefined, session),
  createWallet: (session: SessionAuth, b: CreateWalletBody) =>
    call<{ address: string }>('PUT', AUTH_PATHS.wallet, b, session),
  authShare: (session: SessionAuth) =>
    call<AuthShareResponse>('GET', AUTH_PATHS.authShare, undefined, session),
  authShareNonce: (session: SessionAuth) =>
    call<AuthShareNonceResponse>('POST', AUTH_PATHS.authShareNonce, {}, session),
  putAuthShare: (session: SessionAuth, b: PutAuthShareBody) =>
    call<{ ok: true }>('PUT', AUTH_PATHS.authShare, b, session),
  recovery: (session: SessionAuth) => call<RecoveryResponse>('GET', AUTH_PATHS.recovery, undefined, session),
  deviceStatus: (b: DeviceStatusBody) => call<DeviceStatusResponse>('POST', AUTH_PATHS.deviceStatus, b),
  deviceRequest: (token: string) => call<DeviceRequestResponse>('POST', AUTH_PATHS.deviceRequest, { token }),
  approveDevice: (b: ApproveDeviceBody) => call<ApproveDeviceResponse>('POST', AUTH_PATHS.approveDevice, b),
  updateEmail: (session: SessionAuth, email: string, mail: MailContext) =>
    call<UpdateEmailResponse>('POST', AUTH_PATHS.updateEmail, { email, mail }, session),
  updateEmailPrimary: (session: SessionAuth, otp: string, mail: MailContext) =>
    call<UpdateEmailResponse>('POST', AUTH_PATHS.updateEmailPrimary, { otp, mail }, session),
  updateEmailSecondary: (session: SessionAuth, otp: string) =>
    call<UpdateEmailDoneResponse>('POST', AUTH_PATHS.updateEmailSecondary, { otp }, session),
  signOut: (session: SessionAuth) => call<{ ok: true }>('POST', AUTH_PATHS.signOut, {}, session),
  devices: (session: SessionAuth) => call<DevicesResponse>('GET', AUTH_PATHS.devices, undefined, session),
  revokeDevice: (session: SessionAuth, b: RevokeDeviceBody) =>
    call<RevokeDeviceResponse>('POST', AUTH_PATHS.revokeDevice, b, session),
  smartAccounts: (projectId: string) =>
    call<SmartAccountsResponse>(
      'GET',
      `${AUTH_PATHS.smartAccounts}?projectId=${encodeURIComponent(projectId)}`,
    ),
  paymaster: (session: SessionAuth, b: PaymasterBody) =>
    call<PaymasterResponse>('POST', AUTH_PATHS.paymaster, b, session),
  passkeyRegisterOptions: (session: SessionAuth, b: PasskeyRegisterOptionsBody) =>
    call<PasskeyOptionsJSON>('POST', AUTH_PATHS.passkeyRegisterOptions, b, session),
  passkeyRegister: (session: SessionAuth, b: PasskeyRegisterBody) =>
    call<MethodsResponse>('POST', AUTH_PATHS.passkeyRegister, b, session),
  passkeyLoginOptions: (b: PasskeyLoginOptionsBody) =>
    call<PasskeyOptionsJSON>('POST', AUTH_PATHS.passkeyLoginOptions, b),
  passkeyLogin: (b: PasskeyLoginBody) => call<PasskeyLoginResponse>('POST', AUTH_PATHS.passkeyLogin, b),
}

/** The URL of the ERC-4337 bundler proxy for an EVM chain. */
export const bundlerUrl = (chainId: number): string =>
  `${location.origin}${AUTH_PATHS.bundler}?chainId=eip155:${chainId}`

/** The URL of the JSON-RPC proxy for an EVM chain. */
export const rpcUrl = (chainId: number): string =>
  `${location.origin}${AUTH_PATHS.rpc}?chainId=eip155:${chainId}`
