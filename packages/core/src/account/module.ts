/**
 * The account module of one instance: the account features (native and token balances, NFTs,
 * activity, names, Send) loaded on first use, so a page that only shows the button never downloads
 * them.
 */

import { activeAccount } from '../connection/active-account.ts'
import type { TransactionAction } from '../modal/modal.ts'
import type { NameAvailability } from '../names/names.ts'
import type { OnrampActions } from '../onramp/types.ts'
import { importAgain } from '../plumbing/import-again.ts'
import { createLoader, lazyFeature, lazyMethods } from '../plumbing/loader.ts'
import type { SwapActions } from '../swap/types.ts'
import type { AccountContext } from './context.ts'
import type { AccountDeps } from './features.ts'
import { EMPTY_SEND, patchSend } from './initial.ts'
import type { SendToken } from './types.ts'

/** `latch.account`: the connected account's data and names. */
export type AccountActions = {
  /** Reads the connected account's native balance unless a fresh one (30 s) is held. */
  refreshBalance: (opts?: { force?: boolean }) => Promise<void>
  /** Loads the account's token balances; a failure toasts "Token Balance Unavailable", retried after 30 s. */
  fetchTokenBalances: (opts?: { force?: boolean }) => Promise<void>
  /** Loads the NFTs the account holds on its network. */
  fetchNfts: () => Promise<void>
  /** Loads the first page of activity, or with `more` the next page. */
  fetchActivity: (opts?: { more?: boolean }) => Promise<void>
  /** Loads the connected address's name and avatar. */
  fetchIdentity: () => Promise<void>
  /** Whether a name is free, with suggestions; rejects with a `CheckNameErrorType`. */
  checkName: (name: string) => Promise<NameAvailability>
  /** Signs and registers a name for the connected address; the view follows (SPEC §4). Rejects with a `RegisterNameErrorType`. */
  registerName: (name: string, attributes?: Record<string, string>) => Promise<void>
}

/** `latch.send`: the Send form and the send itself (SPEC §3 Send state, §4 Send flow). */
export type SendActions = {
  /** Chooses the token to send. */
  setToken: (token: SendToken | undefined) => Promise<void>
  /** Sets the amount as typed. */
  setAmount: (amount: string) => Promise<void>
  /** Sets the receiver: an address, or a name resolved through the name service. */
  setReceiver: (receiver: string) => Promise<void>
  /** The most that can be sent of the chosen token (native: the balance less fees); rejects with a `MaxAmountErrorType`. */
  maxAmount: () => Promise<string>
  /** Sends; resolves with the hash once mined, or rejects with a `SendSubmitErrorType` after showing it. */
  submit: (action?: TransactionAction) => Promise<string>
  /** Clears the form. */
  reset: () => Promise<void>
}

/** What the account module needs from the rest of its instance: what the features need. */
export type AccountModuleDeps = AccountDeps

/** Creates the account module: `account` and `send` for the instance, `mount` for its reactions. */
export function createAccountModule(ctx: AccountContext, deps: AccountModuleDeps) {
  const { store } = ctx
  const code = importAgain(() => import('./features.ts'))
  // A failed load (offline) is forgotten: the next use loads it again, at a fresh URL.
  const loader = createLoader(() => code().then((m) => m.createAccountFeatures(ctx, deps)))
  const load = loader.load

  const account: AccountActions = lazyMethods(load)
  // Choosing the token and typing the amount need no code beyond the page's; the rest loads with it.
  const form: Pick<SendActions, 'setToken' | 'setAmount' | 'reset'> = {
    setToken: async (token) => patchSend(store, { token, error: undefined }),
    setAmount: async (amount) => patchSend(store, { amount: String(amount).slice(0, 100), error: undefined }),
    reset: async () => {
      const features = loader.current()
      return features ? features.resetSend() : store.set({ send: EMPTY_SEND })
    },
  }
  const send: SendActions = lazyMethods(() => load().then((f) => ({ ...form, ...f.sendActions })), form)

  /**
   * The reactions while mounted live with the account features (`features.ts`), which load once an
   * account is connected: a page without one carries none of them. Returns the cleanup.
   */
  function mount(): () => void {
    let mounted = true
    let stop: (() => void) | undefined
    const start = () => {
      if (stop || !activeAccount(ctx)) return
      stop = () => {}
      void load().then(
        (f) => {
          if (mounted) stop = f.mount()
        },
        () => {
          stop = undefined
        },
      )
    }
    start()
    const offAccount = store.subscribe(start)
    return () => {
      mounted = false
      offAccount()
      stop?.()
    }
  }

  /** Swap and Buy: loaded after the account features, which they refresh once a transaction is mined. */
  const swap: SwapActions = lazyFeature(() => load().then((f) => f.loadSwap()))
  const onramp: OnrampActions = lazyFeature(() => load().then((f) => f.loadOnramp()))

  return { account, send, swap, onramp, mount }
}
