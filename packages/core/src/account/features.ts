/**
 * The account features of one instance (balances, NFTs, activity, names, Send), loaded by `createLatch`
 * the first time one is used, so a page that never connects never downloads them.
 */
import type { ApiClient } from '../api/client.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { ModalActions } from '../modal/modal.ts'
import { createNames } from '../names/names.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import { importAgain } from '../plumbing/import-again.ts'
import { createLoader } from '../plumbing/loader.ts'
import { createActivity } from './activity.ts'
import type { AccountContext } from './context.ts'
import { createNativeBalance } from './native-balance.ts'
import { createPortfolio } from './portfolio.ts'
import { createSend } from './send.ts'
import { createTransactionStack, showNameRegistration } from './transaction-stack.ts'
import { watchWhileShown } from './watch.ts'

export { nameLabel } from '../names/names.ts'
/** The error catalogue's constructor, for the messages the Send and name views show themselves. */
export { latchError } from '../plumbing/errors.ts'
// The rules the Send and name views check as the visitor types, from the module those views load anyway
// (their balances and lookups come from it): importing send.ts or names.ts themselves would make each a
// chunk of its own in every bundler.
export { sendTokenOf, validateSend } from './send.ts'

/** What the account features need from their instance. */
export type AccountDeps = {
  api: ApiClient | undefined
  notify: (n: NotificationInput) => void
  /** The modal's routes the features follow: a name registration's outcome, a send's end. */
  modal: Pick<ModalActions, 'replace' | 'goBack'>
  showAccount: () => void
}

/** Creates the account features over an instance's context. */
export function createAccountFeatures(ctx: AccountContext, deps: AccountDeps) {
  const refreshBalance = createNativeBalance(ctx)
  const portfolio = createPortfolio(ctx, deps.api, deps.notify)
  const activity = createActivity(ctx, deps.api, deps.notify)
  const names = createNames(ctx, deps.api, (success) => showNameRegistration(deps.modal, success))
  const transactions = createTransactionStack(() => deps.modal.goBack())
  /** After a send is mined: fresh balances now; activity once the server's indexer has the transaction. */
  const afterMined = async (hash: string) => {
    void refreshBalance({ force: true })
    void portfolio.fetchTokenBalances({ force: true })
    void portfolio.fetchNfts()
    for (let i = 0; i < 10; i++) {
      await activity.fetchActivity()
      if (ctx.store.get().activity.transactions.some((t) => t.id === hash)) return
      await new Promise((r) => setTimeout(r, 1_000))
    }
  }
  const send = createSend(ctx, {
    notify: deps.notify,
    resolveName: names.resolveName,
    pushTransactionStack: transactions.push,
    popTransactionStack: transactions.pop,
    showAccount: deps.showAccount,
    onMined: (hash) => void afterMined(hash),
  })
  // Swap and Buy send transactions of the account's: their code loads the first time one is used.
  const txDeps = {
    api: deps.api,
    notify: deps.notify,
    showAccount: deps.showAccount,
    onMined: (hash: string) => void afterMined(hash),
  }
  const swapCode = importAgain(() => import('../swap/flow.ts'))
  const onrampCode = importAgain(() => import('../onramp/flow.ts'))
  const swap = createLoader(() => swapCode().then((m) => m.createSwap(ctx, txDeps)))
  const onramp = createLoader(() => onrampCode().then((m) => m.createOnramp(ctx, txDeps)))
  /** Loads again what failed to load: called when the API server answers again after a failure. */
  const retryFailed = (): void => {
    const s = ctx.store.get()
    if (s.tokens.status === 'error' || s.tokens.stale) portfolio.retryTokenBalances()
    if (s.nfts.status === 'error') void portfolio.fetchNfts()
    if (s.activity.failed) void activity.fetchActivity()
    if (!s.identity) void names.fetchIdentity()
  }
  /** Reads again what is shown of the account: its balances, and its NFTs and activity once loaded. */
  const refreshShown = (): void => {
    const a = activeAccount(ctx)
    if (!a) return
    void refreshBalance({ force: true })
    void portfolio.fetchTokenBalances({ force: true })
    const s = ctx.store.get()
    if (s.nfts.key === a.key) void portfolio.fetchNfts()
    if (s.activity.key === a.key) void activity.fetchActivity()
  }
  if (deps.api) watchWhileShown(ctx, deps.api, refreshShown)
  /**
   * The reactions while an instance is mounted (started by the account module once an account is
   * connected): pending transactions refresh the balances; a new account (or chain) gets a fresh Send
   * form and its identity. The identity held always belongs to the connected address: another address
   * drops it at once, before the new one loads. Returns the cleanup.
   */
  function mount(): () => void {
    const { store } = ctx
    const offPending = ctx.on('pendingTransactions', () => {
      void refreshBalance({ force: true })
      if (store.get().tokens.status === 'ready') void portfolio.fetchTokenBalances({ force: true })
    })
    // The identity comes from the server: without one, nothing loads for it.
    const identify = () => deps.api && void names.fetchIdentity()
    let key = activeAccount(ctx)?.key
    if (key) identify()
    const offAccount = store.subscribe(() => {
      const a = activeAccount(ctx)
      if (a?.key === key) return
      key = a?.key
      send.resetSend()
      const held = store.get().identity
      if (held && held.address.toLowerCase() !== a?.address.toLowerCase()) store.set({ identity: undefined })
      if (a) identify()
    })
    // Server-backed data that failed loads again by itself once the server answers again.
    const offBack = deps.api?.onBack(retryFailed)
    return () => {
      offPending()
      offAccount()
      offBack?.()
    }
  }
  return {
    ...portfolio,
    ...activity,
    ...names,
    ...send,
    retryFailed,
    refreshBalance,
    mount,
    /** `latch.send`'s methods that need the Send flow's code. */
    sendActions: {
      setReceiver: send.setSendReceiver,
      maxAmount: send.maxSendAmount,
      submit: send.sendTokens,
    },

    loadSwap: swap.load,
    loadOnramp: onramp.load,
  }
}

/** The account features of an instance. */
export type AccountFeatures = ReturnType<typeof createAccountFeatures>
