/**
 * The words core itself puts in front of a visitor (toasts, form problems, alerts), translated. Core
 * keeps English for every `LatchError` it throws (SPEC §8's exact messages, with stable codes); what it
 * writes into state for the modal to show goes through the instance's translator, which uses the
 * catalogue of the instance's locale once it has loaded and English until then.
 */

import type { SwapRefusal } from '@latch/protocol/api/convert-wire'
import type { OnrampRefusal } from '@latch/protocol/api/onramp-wire'
import type { SEND_NOTICES } from '../account/send.ts'
import type { SendValidationErrorCode } from '../account/types.ts'
import type { WALLET_NOTICES } from '../connect/wallet-events.ts'
import type { EMAIL_NOTICES } from '../embedded-wallet/failures.ts'
import type { ONRAMP_NOTICES } from '../onramp/notices.ts'
import type { MORE_ERRORS } from '../plumbing/error-messages.ts'
import type { LOAD_ERRORS } from '../plumbing/latch-error.ts'
import type { SWAP_NOTICES } from '../swap/notices.ts'

type Catalogue = typeof LOAD_ERRORS & typeof MORE_ERRORS

/** The error codes a visitor can see; the rest are for developers and stay English. */
export type VisitorErrorCode =
  | 'OFFLINE'
  | 'TOKEN_BALANCE_UNAVAILABLE'
  | 'INVALID_APP_CONFIGURATION'
  | 'FAILED_TO_FETCH_TRANSACTIONS'
  | 'HTTP_STATUS'
  | 'USER_REJECTED'
  | 'SIWX_DECLINED'
  | 'SIWX_FAILED'
  | 'CONNECT_FAILED'
  | 'DISCONNECT_FAILED'
  | 'SWITCH_CHAIN_FAILED'
  | 'EMAIL_LOGIN_DEPENDENCY'
  | 'NETWORK_REQUEST_FAILED'
  | 'NETWORK_REQUEST_TIMEOUT'
  | 'FRAME_ERROR'
  | 'SOMETHING_WENT_WRONG'
  | 'NAME_RESOLVE_FAILED'
  | 'NAME_SUGGESTIONS_FAILED'
  | 'NAME_REGISTER_FAILED'
  | 'EMAIL_RETRY_AFTER'
  | 'PAIRING_INTERRUPTED'
  | 'RELAY_RECONNECTING'
  | 'GAS_ESTIMATION_FAILED'
  | SendValidationErrorCode
  | 'SEND_REJECTED'
  | 'SEND_REVERTED'
  | 'SEND_RECEIPT_TIMEOUT'
  | 'RPC_UNREACHABLE'
  | 'SEND_NOT_SUPPORTED'
  | 'SEND_WRONG_NETWORK'
  | 'NAME_INVALID'
  | 'NAME_CHAIN_UNSUPPORTED'
  | 'NAME_TAKEN'
  | SwapRefusal
  | OnrampRefusal
  | 'POPUP_CLOSED'
  | 'SOCIAL_CONNECT_FAILED'
  | 'SOCIAL_TIMEOUT'
  | 'SOCIAL_DENIED'

/** Core's notices, each defined in English beside the code that shows it. */
type Notices = typeof WALLET_NOTICES &
  typeof SEND_NOTICES &
  typeof EMAIL_NOTICES &
  typeof SWAP_NOTICES &
  typeof ONRAMP_NOTICES

/** A message as a catalogue holds it: a string, or a function of the message's parameters. */
type Widen<T> = T extends (...args: infer A) => string ? (...args: A) => string : string

/**
 * What a locale's core catalogue fills: every visitor-facing error by code, and every notice. Its
 * keys come from the English definitions, so a catalogue that misses one fails the type check.
 */
export type CoreMessages = { readonly [C in VisitorErrorCode]: Widen<Catalogue[C]> } & {
  readonly [K in keyof Notices]: Widen<Notices[K]>
}

/** The key of a notice. */
export type NoticeKey = keyof Notices
