/** The secure site's auth API, called on the frame's own origin. */
import {
  type ApproveDeviceBody,
  AUTH_PATHS,
  type AuthAnswerOf,
  approveDeviceAnswer,
  authShareAnswer,
  authShareNonceAnswer,
  type CreateWalletBody,
  createWalletAnswer,
  type DeviceStatusBody,
  deviceRequestAnswer,
  deviceStatusAnswer,
  devicesAnswer,
  type FarcasterPollBody,
  farcasterPollAnswer,
  type LinkSocialBody,
  type MailContext,
  meAnswer,
  methodsAnswer,
  okAnswer,
  type PasskeyLoginBody,
  type PasskeyLoginOptionsBody,
  type PasskeyRegisterBody,
  type PasskeyRegisterOptionsBody,
  type PaymasterBody,
  type PutAuthShareBody,
  passkeyLoginAnswer,
  passkeyOptionsAnswer,
  paymasterAnswer,
  proveCall,
  type RemoveMethodBody,
  type RevokeDeviceBody,
  readAuthAnswer,
  readRefusal,
  recoveryAnswer,
  revokeDeviceAnswer,
  SESSION_PROOF_HEADER,
  type StartEmailBody,
  type StartSocialBody,
  sessionAnswer,
  smartAccountsAnswer,
  socialSessionAnswer,
  startEmailAnswer,
  startSocialAnswer,
  updateEmailAnswer,
  updateEmailDoneAnswer,
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

/** An answer's schema, from `@latch/protocol/embedded`'s auth answers. */
type AnswerSchema = Parameters<typeof readAuthAnswer>[0]

/**
 * Calls the auth API and reads its answer with the answer's schema: a refusal throws the server's
 * message, an answer of another shape throws as unreadable (never a crash further on).
 */
async function call<S extends AnswerSchema>(
  method: string,
  path: string,
  answer: S,
  body?: unknown,
  session?: SessionAuth,
): Promise<AuthAnswerOf<S>> {
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
  const json: unknown = await res.json().catch(() => ({}))
  if (!res.ok) {
    const refused = readRefusal(json)
    const said = refused ? (t()[refused.reason] as string | ((...a: unknown[]) => string)) : undefined
    const message = typeof said === 'function' ? said(...(refused?.args ?? [])) : said
    const error = typeof json === 'object' && json !== null && 'error' in json ? json.error : undefined
    throw new ApiError(
      message ?? (typeof error === 'string' ? error : `HTTP status code: ${res.status}`),
      res.status,
    )
  }
  const read = readAuthAnswer(answer, json)
  if (read === undefined) throw new ApiError(t().answerUnreadable, res.status)
  return read
}

/** The auth API's calls. */
export const api = {
  startEmail: (b: StartEmailBody) => call('POST', AUTH_PATHS.startEmail, startEmailAnswer, b),
  verifyEmail: (b: VerifyEmailBody) => call('POST', AUTH_PATHS.verifyEmail, sessionAnswer, b),
  startSocial: (b: StartSocialBody, session?: SessionAuth) =>
    call(
      'POST',
      session ? AUTH_PATHS.socialLinkStart : AUTH_PATHS.socialStart,
      startSocialAnswer,
      b,
      session,
    ),
  linkSocial: (session: SessionAuth, b: LinkSocialBody) =>
    call('POST', AUTH_PATHS.socialLink, methodsAnswer, b, session),
  methods: (session: SessionAuth) => call('GET', AUTH_PATHS.methods, methodsAnswer, undefined, session),
  removeMethod: (session: SessionAuth, b: RemoveMethodBody) =>
    call('POST', AUTH_PATHS.removeMethod, methodsAnswer, b, session),
  farcasterPoll: (b: FarcasterPollBody) => call('POST', AUTH_PATHS.farcasterPoll, farcasterPollAnswer, b),
  verifySocial: (b: VerifySocialBody) => call('POST', AUTH_PATHS.socialVerify, socialSessionAnswer, b),
  me: (session: SessionAuth) => call('GET', AUTH_PATHS.me, meAnswer, undefined, session),
  createWallet: (session: SessionAuth, b: CreateWalletBody) =>
    call('PUT', AUTH_PATHS.wallet, createWalletAnswer, b, session),
  authShare: (session: SessionAuth) => call('GET', AUTH_PATHS.authShare, authShareAnswer, undefined, session),
  authShareNonce: (session: SessionAuth) =>
    call('POST', AUTH_PATHS.authShareNonce, authShareNonceAnswer, {}, session),
  putAuthShare: (session: SessionAuth, b: PutAuthShareBody) =>
    call('PUT', AUTH_PATHS.authShare, okAnswer, b, session),
  recovery: (session: SessionAuth) => call('GET', AUTH_PATHS.recovery, recoveryAnswer, undefined, session),
  deviceStatus: (b: DeviceStatusBody) => call('POST', AUTH_PATHS.deviceStatus, deviceStatusAnswer, b),
  deviceRequest: (token: string) => call('POST', AUTH_PATHS.deviceRequest, deviceRequestAnswer, { token }),
  approveDevice: (b: ApproveDeviceBody) => call('POST', AUTH_PATHS.approveDevice, approveDeviceAnswer, b),
  updateEmail: (session: SessionAuth, email: string, mail: MailContext) =>
    call('POST', AUTH_PATHS.updateEmail, updateEmailAnswer, { email, mail }, session),
  updateEmailPrimary: (session: SessionAuth, otp: string, mail: MailContext) =>
    call('POST', AUTH_PATHS.updateEmailPrimary, updateEmailAnswer, { otp, mail }, session),
  updateEmailSecondary: (session: SessionAuth, otp: string) =>
    call('POST', AUTH_PATHS.updateEmailSecondary, updateEmailDoneAnswer, { otp }, session),
  signOut: (session: SessionAuth) => call('POST', AUTH_PATHS.signOut, okAnswer, {}, session),
  devices: (session: SessionAuth) => call('GET', AUTH_PATHS.devices, devicesAnswer, undefined, session),
  revokeDevice: (session: SessionAuth, b: RevokeDeviceBody) =>
    call('POST', AUTH_PATHS.revokeDevice, revokeDeviceAnswer, b, session),
  smartAccounts: (projectId: string) =>
    call(
      'GET',
      `${AUTH_PATHS.smartAccounts}?projectId=${encodeURIComponent(projectId)}`,
      smartAccountsAnswer,
    ),
  paymaster: (session: SessionAuth, b: PaymasterBody) =>
    call('POST', AUTH_PATHS.paymaster, paymasterAnswer, b, session),
  passkeyRegisterOptions: (session: SessionAuth, b: PasskeyRegisterOptionsBody) =>
    call('POST', AUTH_PATHS.passkeyRegisterOptions, passkeyOptionsAnswer, b, session),
  passkeyRegister: (session: SessionAuth, b: PasskeyRegisterBody) =>
    call('POST', AUTH_PATHS.passkeyRegister, methodsAnswer, b, session),
  passkeyLoginOptions: (b: PasskeyLoginOptionsBody) =>
    call('POST', AUTH_PATHS.passkeyLoginOptions, passkeyOptionsAnswer, b),
  passkeyLogin: (b: PasskeyLoginBody) => call('POST', AUTH_PATHS.passkeyLogin, passkeyLoginAnswer, b),
}

/** The URL of the ERC-4337 bundler proxy for an EVM chain. */
export const bundlerUrl = (chainId: number): string =>
  `${location.origin}${AUTH_PATHS.bundler}?chainId=eip155:${chainId}`

/** The URL of the JSON-RPC proxy for an EVM chain. */
export const rpcUrl = (chainId: number): string =>
  `${location.origin}${AUTH_PATHS.rpc}?chainId=eip155:${chainId}`
