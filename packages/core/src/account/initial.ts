/** The account features' empty states: all a page load needs of them (the features load lazily). */

import type { NameRegistrationState } from '../names/types.ts'
import type { Store } from '../plumbing/store.ts'
import type { AccountSlice, ActivityState, NftsState, SendState, TokensState } from './types.ts'

export const EMPTY_TOKENS: TokensState = { status: 'idle', balances: [] }
export const EMPTY_NFTS: NftsState = { status: 'idle', items: [] }
export const EMPTY_ACTIVITY: ActivityState = { transactions: [], loading: false, empty: false, failed: false }
export const EMPTY_SEND: SendState = { amount: '', receiver: '', resolving: false, loading: false }
export const IDLE_REGISTRATION: NameRegistrationState = { status: 'idle' }

/** Updates part of the Send form. */
export const patchSend = (store: Store<AccountSlice>, patch: Partial<SendState>): void =>
  store.set((s) => ({ send: { ...s.send, ...patch } }))
