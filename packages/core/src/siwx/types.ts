/**
 * Sign in with X: the `siwx` option's shape, the same as AppKit's SIWX config (an app moving from
 * AppKit brings its own), and what the instance reports of the visitor's sign-in.
 */

import type { SiwxMessage, SiwxMessageData, SiwxMessageInput } from '@latch/protocol/api/siwx-message'
import type { ApiClient } from '../api/client.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import type { LatchError } from '../plumbing/errors.ts'
import type { LatchStorage } from '../plumbing/storage.ts'

export type {
  SignInWithEthereum,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
} from '@latch/protocol/api/siwx-message'
export type { ConnectRequest, ConnectSignIn } from '../connection/adapter.ts'

/** A signed sign-in (AppKit's `SIWXSession`). */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
  /** With `latchSiwx()`: the Latch server's bearer token for this session, for the app's own backend. */
  token?: string
}

/** The fields of a sign-in message before an account is known: what a one-prompt connect asks a wallet to sign. */
export type SiwxMessageParams = Omit<SiwxMessageData, 'accountAddress'>

/**
 * The `siwx` option: how sign-in messages are made and sessions kept. `latchSiwx()` is the one backed
 * by the Latch server; AppKit's SIWX configs have the same shape.
 *
 * @example
 * createLatch({ networks, adapters, projectId, siwx: latchSiwx() })
 */
export type SiwxConfig = {
  createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  addSession: (session: SiwxSession) => Promise<void>
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SiwxSession[]>
  /** Whether a visitor who does not sign is disconnected (default true). */
  getRequired?: () => boolean
  /** Whether disconnecting signs out (default true). */
  signOutOnDisconnect?: boolean
  /**
   * A message's fields for `chainId` before the account is known, so a wallet that signs in as it
   * connects (ERC-7846) needs one prompt; `latchSiwx()` has it. Without it, connecting then signing.
   */
  createMessageParams?: (chainId: CaipNetworkId) => Promise<SiwxMessageParams>
}

/**
 * The visitor's sign-in, with `siwx` configured: `checking` the connected account's session,
 * `required` (the SIWXSignMessage view asks), `signing` (the wallet asks), `signed-in`, or `skipped`
 * (not signed, where signing is optional). `error` is the last failure, shown by the view.
 */
export type SiwxState = {
  status: 'checking' | 'required' | 'signing' | 'signed-in' | 'skipped'
  /** The account it is about: namespace and address (an EVM one lowercased: `eip155:0xabc…`); one sign-in serves every chain. */
  account: string
  session?: SiwxSession
  error?: LatchError
}

/** Options of `latchSiwx()`. */
export type LatchSiwxOptions = {
  /** The line the visitor reads above the message's fields (one line, at most 200 characters). */
  statement?: string
  /** The message (and so the session) expires this long after signing; default: the server's session lifetime. */
  expiresInMinutes?: number
  /** Whether a visitor who does not sign is disconnected (default true). */
  required?: boolean
}

/** What an instance hands its `latchSiwx()`: its API client and storage. */
export type LatchSiwxBinding = { api: ApiClient; storage: LatchStorage }

/**
 * A `latchSiwx()` config, which the instance it is given to binds to itself. A property, not a shared
 * symbol: a page whose app does not call `latchSiwx()` carries no key for it.
 */
export type BindableSiwxConfig = SiwxConfig & { bindLatch?: (binding: LatchSiwxBinding) => void }

/** What AppKit's older SIWE config's `createMessage` is given (`address` is CAIP-10). */
export type SiweCreateMessageArgs = {
  address: string
  chainId: number
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string
  /** Issued at, expiration and not-before times (ISO 8601). */
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/**
 * The `siweConfig` option: AppKit's older Sign In With Ethereum config, as an app moving from AppKit has
 * it. Latch runs it through the same sign-in flow as `siwx` (on EVM accounts).
 *
 * @example
 * createLatch({ networks, adapters, projectId, siweConfig: mySiweConfig })
 */
export type SiweConfig = {
  getNonce: (address?: string) => Promise<string>
  createMessage: (args: SiweCreateMessageArgs) => string
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  getSession: () => Promise<{ address: string; chainId: number } | null>
  signOut: () => Promise<boolean>
  getMessageParams?: () => Promise<
    Partial<Omit<SiweCreateMessageArgs, 'address' | 'chainId' | 'nonce' | 'version'>>
  >
  onSignIn?: (session?: { address: string; chainId: number }) => void
  onSignOut?: () => void
  /** False turns sign-in off (default true). */
  enabled?: boolean
  /** Whether disconnecting signs out (default true). */
  signOutOnDisconnect?: boolean
}

/** The siwx feature's slice of the instance's state. */
export type SiwxSlice = {
  /** The visitor's sign-in, with the `siwx` option (see `SiwxState`). */
  siwx?: SiwxState
}
