/**
 * What the secure frame sends the secure site (`/auth/v1/…`): every body and query as a schema the
 * server declares its routes with, and the fields they share (an email address in its one account form,
 * a device id, a public key, a share). `auth-wire.ts`, `passkey-wire.ts` and `social-wire.ts`'s request
 * types are what they accept. zod's mini build, imported by the server only; the frame imports the types.
 */
import * as z from 'zod/mini'
import { evmAddress } from '../api/requests.ts'
import { caipNetworkId } from '../caip-ids.ts'
import { normaliseEmail } from '../email.ts'
import { FRAME_PAYLOADS } from '../frame.ts'
import { LOCALE_CODES } from '../locales.ts'
import { LOGIN_PROVIDERS } from '../providers.ts'
import type { MailContext } from './mail-context.ts'

/** What a caller sends where a schema of this module is declared. */
export type AuthRequestOf<S extends z.ZodMiniType> = z.input<S>

/** An email address, read in its one account form (`normaliseEmail`): lower-cased, punycode domain. */
export const emailField = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(320)),
    z.transform((e) => normaliseEmail(e) ?? ''),
  ),
  z.string().check(z.refine((e) => e !== '', 'Enter a valid email address')),
)
/** A project's id. */
export const projectIdField = z.string().check(z.minLength(1), z.maxLength(128))
/** The frame's device id: 32 random bytes, base64url. */
export const deviceIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid device id'))
/** An approval link's token, or an attempt's secret: 32 random bytes, base64url. */
export const tokenField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid token'))
/** A raw P-256 public key (65 bytes), base64url. */
export const publicKeyField = z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid public key'))
/** A share of the wallet's seed, or a sealed one, base64url. */
export const shareField = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,400}$/, 'a share is base64url'))
/** An EVM address in any case. */
export const addressField = evmAddress
/** An EOA's signature: 65 bytes as 0x hex. */
const signatureField = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'Invalid signature'))

/**
 * What a mail says (`mail` in the bodies of the calls that mail): the app's name as plain text (control
 * characters and runs of spaces removed, at most 64 characters; none when empty) and a known locale
 * (English otherwise). Never refuses: a bad context only makes the mail plainer.
 */
export const mailContextField = z.pipe(
  z.catch(
    z.optional(
      z.object({
        appName: z.catch(
          z.optional(
            z.pipe(
              z.string().check(z.maxLength(500)),
              z.transform((n) =>
                [
                  ...n
                    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
                    .replace(/\s+/g, ' ')
                    .trim(),
                ]
                  .slice(0, 64)
                  .join(''),
              ),
            ),
          ),
          undefined,
        ),
        locale: z.catch(z.optional(z.enum(LOCALE_CODES)), undefined),
      }),
    ),
    undefined,
  ),
  z.transform(
    (m): MailContext => ({
      ...(m?.appName ? { appName: m.appName } : {}),
      ...(m?.locale ? { locale: m.locale } : {}),
    }),
  ),
)

/** What each email login step names: the project, the email address, and the browser. */
const loginStep = { projectId: projectIdField, email: emailField, deviceId: deviceIdField }
/**
 * POST startEmail. `devicePublicKey` is the browser's ECDH P-256 public key: a browser that already
 * holds the wallet can hand its device share over to it, encrypted, when it opens the link.
 */
export const startEmailBody = z.object({
  ...loginStep,
  devicePublicKey: publicKeyField,
  mail: mailContextField,
})
/** POST verifyEmail: the code, and the public half of the browser's session key (see session-proof.ts). */
export const verifyEmailBody = z.object({
  ...loginStep,
  otp: z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits')),
  sessionPublicKey: publicKeyField,
})
/** POST updateEmail (session): the new address. */
export const updateEmailBody = z.object({ email: emailField, mail: mailContextField })
/** POST the code of an email change (session). */
export const updateEmailOtpBody = z.object({
  otp: z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits')),
  mail: mailContextField,
})
/** POST deviceStatus: whether this browser was approved. */
export const deviceStatusBody = z.object(loginStep)
/** POST deviceRequest: the request an approval link names. */
export const deviceRequestBody = z.object({ token: tokenField })
/** POST approveDevice: the link's token, and the device share handed over by the approving browser. */
export const approveDeviceBody = z.object({
  token: tokenField,
  handover: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{100,600}$/, 'Invalid handover'))),
  fromDeviceId: z.optional(deviceIdField),
})

/** PUT wallet (session): the first wallet of an account, as its shares and its address. */
export const createWalletBody = z.object({
  address: addressField,
  authShare: shareField,
  recoveryShare: shareField,
  sealedRecoveryShare: shareField,
})
/** PUT authShare (session): a new device split's auth share, signed by the wallet over a single-use nonce. */
export const putAuthShareBody = z.object({
  address: addressField,
  authShare: shareField,
  nonce: z.string().check(z.minLength(16), z.maxLength(128)),
  signature: signatureField,
})

/** A WebAuthn credential as the frame sends it: the browser's JSON, with no client extension results. */
const credentialField = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,1364}$/, 'Invalid credential id')),
  rawId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,1364}$/, 'Invalid credential id')),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  clientExtensionResults: z.strictObject({}),
})
/** POST passkeyRegisterOptions (session): no body, or the name the passkey manager shows. */
export const passkeyRegisterOptionsBody = z.optional(
  z.object({ appName: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) }),
)
/** POST passkeyRegister (session): the credential, and the passkey's split signed by the wallet. */
export const passkeyRegisterBody = z.object({
  credential: credentialField,
  address: addressField,
  passkeyShare: shareField,
  sealedPasskeyShare: shareField,
  signature: signatureField,
})
/** POST passkeyLoginOptions: a login challenge for this browser. */
export const passkeyLoginOptionsBody = z.object({ projectId: projectIdField, deviceId: deviceIdField })
/** POST passkeyLogin: the assertion, and the session key of the session it opens. */
export const passkeyLoginBody = z.object({
  projectId: projectIdField,
  deviceId: deviceIdField,
  sessionPublicKey: publicKeyField,
  credential: credentialField,
})

/** GET socialProviders' query: the project whose login providers the frame shows. */
export const socialProvidersQuery = z.object({ projectId: projectIdField })
/** POST socialStart: a login with a provider for this frame's attempt. */
export const startSocialBody = z.object({
  projectId: projectIdField,
  /** A pop-up provider, or `farcaster` (its answer comes through the relay: see farcasterPoll). */
  provider: z.enum(LOGIN_PROVIDERS),
  deviceId: deviceIdField,
  /** 32 random bytes (base64url) the frame keeps: only it can redeem the attempt's result. */
  binding: tokenField,
  /** The host page's origin, checked by the frame: where the callback page posts the result. */
  openerOrigin: z.url().check(z.maxLength(512)),
  /**
   * A full-page login (no pop-up: an in-app browser): the page, on `openerOrigin`, the callback sends
   * the visitor back to, with the result in its fragment.
   */
  returnTo: z.optional(z.url().check(z.maxLength(2048))),
})
/** POST farcasterPoll: whether the visitor approved in their Farcaster app yet. */
export const farcasterPollBody = z.object({
  projectId: projectIdField,
  state: z.string().check(z.minLength(1), z.maxLength(128)),
  binding: tokenField,
  deviceId: deviceIdField,
})
/** What redeeming a social login's result names: the project, the result, the attempt's secret, the browser. */
const socialResult = {
  projectId: projectIdField,
  result: tokenField,
  binding: tokenField,
  deviceId: deviceIdField,
}
/** POST socialLink (session): a result linked to the signed-in account. */
export const linkSocialBody = z.object(socialResult)
/** POST socialVerify: a result redeemed for a session. */
export const verifySocialBody = z.object({
  ...socialResult,
  sessionPublicKey: publicKeyField,
  /** This browser's ECDH key, for a handover when it must be approved first (as email login sends it). */
  devicePublicKey: publicKeyField,
  /** What the approval mail says, when one is sent. */
  mail: mailContextField,
})

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity'))
const hexBytes = z.string().check(z.regex(/^0x([0-9a-fA-F]{2}){0,100000}$/, 'hex bytes'))
/** An ERC-4337 v0.8 user operation as ERC-7677's paymaster calls carry it (numbers as hex quantities). */
export const rpcUserOperation = z.object({
  sender: addressField,
  nonce: quantity,
  factory: z.nullish(addressField),
  factoryData: z.nullish(hexBytes),
  callData: hexBytes,
  // The stub (before gas estimation) may come without them; the signature needs every one.
  callGasLimit: z.optional(quantity),
  verificationGasLimit: z.optional(quantity),
  preVerificationGas: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  paymasterVerificationGasLimit: z.nullish(quantity),
  paymasterPostOpGasLimit: z.nullish(quantity),
})
/** POST paymaster: one of ERC-7677's two calls for the project the frame serves. */
export const paymasterBody = z.object({
  projectId: projectIdField,
  method: z.enum(['pm_getPaymasterStubData', 'pm_getPaymasterData']),
  userOperation: rpcUserOperation,
  entryPoint: addressField,
  /** The chain, as ERC-7677 names it: a hex chain id. */
  chainId: quantity,
})
/** `?chainId=` of the bundler proxy: the network whose bundler it forwards to. */
export const bundlerQuery = z.object({ chainId: caipNetworkId })
/** The bundler proxy's body: one JSON-RPC call for the bundler (no batches). */
export const bundlerCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.string().check(z.maxLength(256)), z.number(), z.null()])),
  method: z.string().check(z.maxLength(128)),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(4))),
})
/** `?projectId=` of the smart accounts' call: the project whose sponsorship it reports, if any. */
export const smartAccountsQuery = z.object({ projectId: z.optional(z.string().check(z.maxLength(128))) })
/** `?projectId=` of the frame's page and the origin check. */
export const frameQuery = z.object({ projectId: z.string().check(z.maxLength(128)) })
/** POST revokeDevice (session): one browser by its id, or every other one; the frame's REVOKE_DEVICE payload. */
export const revokeDeviceBody = FRAME_PAYLOADS.REVOKE_DEVICE
/** POST removeMethod (session): the email, one provider's login, or a passkey; the frame's REMOVE_METHOD payload. */
export const removeMethodBody = FRAME_PAYLOADS.REMOVE_METHOD
