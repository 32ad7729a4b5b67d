/**
 * What the secure site answers the frame, as schemas: the frame parses every answer with them (an answer
 * of another shape is a failed call, never a crash in a custody flow), and the answer types of
 * `auth-wire.ts`, `passkey-wire.ts`, `social-wire.ts` and `frame-protocol.ts` are inferred from them.
 * zod's mini build, imported by the frame (which already carries it for its messages) and the server.
 */
import * as z from 'zod/mini'
import { LOGIN_PROVIDERS } from '../providers.ts'

/** The answer a schema parses to. */
export type AuthAnswerOf<S extends z.ZodMiniType> = z.infer<S>

const nullableString = z.nullable(z.string())
const provider = z.enum(LOGIN_PROVIDERS)

/** `{ ok: true }`: a call that answers nothing else. */
export const okAnswer = z.object({ ok: z.literal(true) })
/** What startEmail answers: the next step. */
export const startEmailAnswer = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })
/** A session: the bearer token the other calls need, and whether the account has a wallet yet. */
export const sessionAnswer = z.object({ token: z.string(), email: z.string(), address: nullableString })
/** GET me: the account's email (null when only a provider without a verified email reached it). */
export const meAnswer = z.object({ email: nullableString, address: nullableString })
/** PUT wallet: the wallet's address. */
export const createWalletAnswer = z.object({ address: z.string() })
/**
 * `GET /auth/v1/smart-accounts`: each EVM network where the embedded wallet's account can upgrade through
 * EIP-7702 (keeping its address), with the smart-account implementation it then delegates to.
 */
export const smartAccountsAnswer = z.object({
  networks: z.array(
    z.object({
      chainId: z.number(),
      implementation: z.string(),
      /** The project asked for pays the gas of this smart account's calls here (ERC-4337 with a paymaster). */
      sponsored: z.optional(z.boolean()),
    }),
  ),
})
/** What a paymaster call answers (ERC-7677's result). */
export const paymasterAnswer = z.object({
  paymaster: z.string(),
  paymasterData: z.string(),
  paymasterVerificationGasLimit: z.string(),
  paymasterPostOpGasLimit: z.string(),
  /** Who pays: the app, by its project's name. */
  sponsor: z.optional(z.object({ name: z.string() })),
  /** The stub's data is final when it is (never, here: the data call signs). */
  isFinal: z.optional(z.boolean()),
})
/** GET originCheck. */
export const originCheckAnswer = z.object({ allowed: z.boolean() })
/**
 * GET authShare: the auth share of this browser's split (null when it has none: recover), and a device
 * share another browser handed over, encrypted to this one (given once, then deleted).
 */
export const authShareAnswer = z.object({
  address: z.string(),
  authShare: nullableString,
  handover: nullableString,
})
/**
 * POST authShareNonce: what a replacement of this browser's auth share must name, all of which its
 * signature covers: a single-use nonce (minutes), this browser (its device hash) and the split it
 * replaces (null when it has none).
 */
export const authShareNonceAnswer = z.object({
  nonce: z.string(),
  browser: z.string(),
  split: nullableString,
})
/** GET recovery: the recovery split (the server's share, and the one sealed under the recovery code). */
export const recoveryAnswer = z.object({
  address: z.string(),
  recoveryShare: z.string(),
  sealedRecoveryShare: z.string(),
})
/** What deviceStatus answers. */
export const deviceStatusAnswer = z.object({ approved: z.boolean() })
/** What the approval page shows: the account, and the new browser's key for a handover. */
export const deviceRequestAnswer = z.object({
  email: z.string(),
  address: z.string(),
  publicKey: z.string(),
  requestedAt: z.string(),
})
/** What approveDevice answers: whether the share was handed over (else the new browser recovers). */
export const approveDeviceAnswer = z.object({ handedOver: z.boolean() })
/** The step an email change is at: the code mailed to the current address, then to the new one. */
export const emailUpdateAction = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
/** What updateEmail and the first code answer: the next step. */
export const updateEmailAnswer = z.object({ action: emailUpdateAction })
/** What the second code answers: the account's email now. */
export const updateEmailDoneAnswer = z.object({ email: z.string() })

/** One of a wallet's approved browsers, as GET devices lists it. */
export const deviceInfo = z.object({
  /** Opaque; names the browser to revoke. */
  id: z.string(),
  /** The browser and system its user agent names ('' when unknown). */
  browser: z.string(),
  os: z.string(),
  approvedAt: z.string(),
  lastUsedAt: nullableString,
  /** The browser asking. */
  current: z.boolean(),
})
/** GET devices. */
export const devicesAnswer = z.object({ devices: z.array(deviceInfo) })
/** What revokeDevice answers: how many browsers lost access. */
export const revokeDeviceAnswer = z.object({ revoked: z.number() })

/** WebAuthn options as JSON (`PublicKeyCredential.parse…OptionsFromJSON` reads them in the frame). */
export const passkeyOptionsAnswer = z.looseObject({ challenge: z.string() })
/** What passkeyLogin answers: a session, and the passkey's split (the server's share, the sealed one). */
export const passkeyLoginAnswer = z.object({
  token: z.string(),
  email: nullableString,
  address: z.string(),
  passkeyShare: z.string(),
  sealedPasskeyShare: z.string(),
})

/** GET socialProviders: the providers the project offers, and whether the secure site offers passkeys. */
export const socialProvidersAnswer = z.object({ providers: z.array(provider), passkeys: z.boolean() })
/** What farcasterPoll answers. */
export const farcasterPollAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('done'), result: z.string() }),
])
/** Where to send the pop-up (the provider's authorization page), and the attempt's state. */
export const startSocialAnswer = z.object({ url: z.string(), state: z.string() })
/** The social login an account was reached by: the provider and the visitor's handle there. */
export const connectedSocial = z.object({ provider, username: nullableString })
/** A session from a social login; an account with a wallet waits for this browser's approval first. */
export const socialSessionAnswer = z.union([
  z.object({ action: z.literal('VERIFY_DEVICE'), email: z.string() }),
  z.object({ token: z.string(), email: nullableString, address: nullableString, social: connectedSocial }),
])
/** One way to log in to an account (ProfileWallets): its email, a social provider's identity, or a passkey. */
export const loginMethod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), email: z.string() }),
  z.object({ kind: z.literal('social'), provider, username: nullableString, email: nullableString }),
  /** A passkey: its credential id, when it was added and last used (ISO 8601). */
  z.object({ kind: z.literal('passkey'), id: z.string(), createdAt: z.string(), lastUsedAt: nullableString }),
])
/** GET methods, and what linking or removing answers: the account's login methods now. */
export const methodsAnswer = z.object({ methods: z.array(loginMethod) })

/**
 * Reads an answer of the secure site with its schema: what it parses to, or undefined when it is of
 * another shape.
 *
 * @example
 * const me = readAuthAnswer(meAnswer, await res.json()) // MeResponse | undefined
 */
export function readAuthAnswer<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> | undefined {
  const read = z.safeParse(schema, data)
  return read.success ? read.data : undefined
}
