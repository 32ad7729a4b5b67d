/** The names' state and errors: the connected address's name and avatar, and a registration under way. */
import type { LatchErrorOf } from '../plumbing/latch-error.ts'

/** Name and avatar of the connected address (SPEC §3 Identity). */
export type Identity = { address: string; name: string | null; avatar: string | null }

/** Progress of a name registration. */
export type NameRegistrationState = {
  status: 'idle' | 'signing' | 'registering' | 'error' | 'success'
  name?: string
  error?: string
}

/** `latch.account.checkName(name)`: a name that cannot be registered, or the server's answer not read (its error is the `cause`). */
export type CheckNameErrorType = LatchErrorOf<'NAME_INVALID' | 'NAME_SUGGESTIONS_FAILED'>

/**
 * `latch.account.registerName(name)`: not connected, the name refused, a chain without names, the
 * signature declined or impossible, or the server's refusal (`NAME_REGISTER_FAILED`, its reason in
 * `detail`, the server's error as `cause`).
 */
export type RegisterNameErrorType = LatchErrorOf<
  | 'NOT_CONNECTED'
  | 'NAME_INVALID'
  | 'NAME_CHAIN_UNSUPPORTED'
  | 'SIGNING_MESSAGE_FAILED'
  | 'NAME_REGISTER_FAILED'
>

/** A name typed as Send's receiver that could not be looked up: Send shows it among its checks (`SendValidationErrorCode`). */
export type ResolveNameErrorType = LatchErrorOf<'NAME_RESOLVE_FAILED'>

/** The names' slice of the instance's state. */
export type NamesSlice = {
  identity?: Identity
  nameRegistration: NameRegistrationState
}
