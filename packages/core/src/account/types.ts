/** The account features' state: balances, NFTs, activity, the name, and the Send form. */
import type { ApiNft, ApiTokenBalance, ApiTransaction } from '@latch/protocol/api/wire'
import type { Balance } from '../connection/adapter.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import type { LatchErrorOf, WalletErrorType } from '../plumbing/latch-error.ts'

/** Token balances of the connected account on its network (SPEC §3 Send state `tokenBalances`). */
export type TokensState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The CAIP-10 account the balances belong to. */
  key?: string
  balances: readonly ApiTokenBalance[]
  /** When the last failed fetch happened; the next waits 30 s (SPEC §9). */
  lastRetry?: number
  /** The balances shown are from before a refresh that failed (the server could not be reached). */
  stale?: boolean
}

/** The NFTs the connected account holds on its network. */
export type NftsState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  key?: string
  items: readonly ApiNft[]
}

/** The connected account's activity (SPEC §3 Transaction state). */
export type ActivityState = {
  key?: string
  transactions: readonly ApiTransaction[]
  /** The cursor of the next page; absent when there is none. */
  next?: string
  loading: boolean
  empty: boolean
  /** The last fetch failed ("Failed to fetch transactions"). */
  failed: boolean
  lastNetworkInView?: CaipNetworkId
}

/** A token chosen for sending. `address` is the ERC-20's CAIP-10 id; absent for the native currency. */
export type SendToken = {
  address?: string
  name: string
  symbol: string
  decimals: number
  /** The balance as a plain decimal string. */
  balance: string
  price: number
  iconUrl: string
}

/** The Send form and its progress (SPEC §3 Send state). */
export type SendState = {
  token?: SendToken
  /** The amount as typed. */
  amount: string
  /** The receiver as typed: an address or a name. */
  receiver: string
  /** The address the receiver resolved to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImageUrl?: string
  /** A name is being resolved. */
  resolving: boolean
  /** Why the receiver could not be resolved. */
  receiverError?: string
  loading: boolean
  /** Why the last send did not happen. */
  error?: string
}

/** What the form's checks refuse a send with, before any wallet is asked. */
export type SendValidationErrorCode =
  | 'NOT_CONNECTED'
  | 'UNSUPPORTED_CHAIN'
  | 'SEND_TOKEN_REQUIRED'
  | 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  | 'SEND_INVALID_AMOUNT'
  | 'SEND_ZERO_AMOUNT'
  | 'SEND_NEGATIVE_AMOUNT'
  | 'SEND_TOO_MANY_DECIMALS'
  | 'SEND_INSUFFICIENT_BALANCE'
  | 'SEND_INVALID_RECEIVER'
  | 'SEND_INVALID_SOLANA_RECEIVER'
  | 'SEND_INVALID_CHECKSUM'
  | 'NAME_RESOLVE_FAILED'

/**
 * `latch.send.submit()`: the form's checks, a send already running or a wallet that cannot send, a
 * refusal (`SEND_REJECTED`, the wallet's error as its `cause`, as in Swap), a transaction that reverts or
 * is not confirmed in time, an unreachable node, or another error of the wallet, as it gave it.
 */
export type SendSubmitErrorType =
  | LatchErrorOf<
      | SendValidationErrorCode
      | 'SEND_NOT_SUPPORTED'
      | 'SEND_REJECTED'
      | 'SEND_REVERTED'
      | 'SEND_RECEIPT_TIMEOUT'
      | 'RPC_UNREACHABLE'
      | 'GAS_ESTIMATION_FAILED'
    >
  | WalletErrorType

/** `latch.send.maxAmount()`: the chain's balance or fee could not be read. */
export type MaxAmountErrorType = WalletErrorType

/** The account's slice of the instance's state: what is shown of the connected account, and the Send form. */
export type AccountSlice = {
  tokens: TokensState
  nfts: NftsState
  activity: ActivityState
  send: SendState
  balance:
    | { status: 'idle' }
    | { status: 'loading'; key: string }
    | { status: 'ready'; key: string; balance: Balance; at: number }
    | { status: 'error'; key: string; message: string }
}
