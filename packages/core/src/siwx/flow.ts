/**
 * Sign in with X as the visitor meets it, for every way of connecting (a browser wallet, WalletConnect,
 * email): once an EVM, Solana or Bitcoin account is connected, its session is looked up (`getSessions`); without one the
 * SIWXSignMessage view asks the visitor to sign right away, the modal opening for it when closed (after
 * a reload too, but then only when the session is gone: a kept one asks nothing). Signing makes the
 * message (`createMessage`), has the wallet sign it and hands the session over (`addSession`).
 * Declining disconnects, with "Signature declined", unless signing is optional. Disconnecting signs out
 * (`revokeSession`) unless `signOutOnDisconnect` is false. Loads with the connection code, only when the
 * `siwx` option is set.
 */

import { addressKey } from '@latch/protocol/api/accounts'
import { siwxMessage } from '@latch/protocol/api/siwx-message'
import type { ApiClient } from '../api/client.ts'
import type { ActiveAccount } from '../connection/active-account.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { AdapterAccount, AdapterFor } from '../connection/adapter.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { ModalActions, OpenParams } from '../modal/modal.ts'
import type { ModalSlice } from '../modal/views.ts'
import type { Network } from '../networks/types.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import { isUserRejection, latchError } from '../plumbing/errors.ts'
import { loadError } from '../plumbing/latch-error.ts'
import { defaultStorage, type LatchStorage } from '../plumbing/storage.ts'
import { declinedToast } from './declined.ts'
import { siwxFromSiwe } from './from-siwe.ts'
import { signInProblem, signInRequest } from './one-step.ts'
import type {
  BindableSiwxConfig,
  ConnectRequest,
  LatchSiwxBinding,
  SiweConfig,
  SiwxConfig,
  SiwxMessageParams,
  SiwxSession,
  SiwxSlice,
  SiwxState,
} from './types.ts'

/** How long fields made for a connect serve the sign-in after it (the server's nonces live longer). */
const PREPARED_FOR_MS = 60_000

/** The sign-in actions of an instance (`latch.siwx`). */
export type SiwxActions = {
  /** Signs the connected account in: the wallet signs the message the config makes (the view's Sign). */
  sign: () => Promise<void>
  /** Does not sign: disconnects when signing is required, else leaves the account signed out (the view's Cancel). */
  cancel: () => Promise<void>
  /** The connected account's session once looked up, or undefined (not connected, not signed in). */
  getSession: () => Promise<SiwxSession | undefined>
}

/**
 * A connect that signs in too (ERC-7846): the request for the wallet, and `complete`, which checks what
 * the wallet signed and has it verified (a session) before the connection is kept.
 */
export type OneStepConnect = {
  request: ConnectRequest
  complete: (account: AdapterAccount) => Promise<void>
}

/** The sign-in flow as the connection code uses it: the actions, and the one-prompt connect. */
export type SiwxFlow = SiwxActions & {
  /** For a wallet that signs in as it connects; undefined when the config cannot make the message first. */
  prepareConnect: (chainId: CaipNetworkId) => Promise<OneStepConnect | undefined>
  /**
   * One of several wallets, not the one in use, was disconnected alone: its own session ends too (as a
   * disconnect signs out, unless `signOutOnDisconnect` is false).
   */
  disconnected: (chainId: CaipNetworkId, address: string) => Promise<void>
}

/** What sign-in reads and writes of its instance, and the options it is configured by. */
export type SiwxContext = Pick<Instance<SiwxSlice & ConnectionSlice & ModalSlice>, 'store' | 'log' | 't'> & {
  options: {
    siwx?: SiwxConfig
    siweConfig?: SiweConfig
    storage?: LatchStorage
    networks: readonly Network[]
  }
  adapterFor: AdapterFor
}

/** What the flow needs of the rest of the instance. */
export type SiwxDeps = {
  modal: { open: (params?: OpenParams) => void; close: () => void } & Pick<ModalActions, 'reset'>
  notify: (n: NotificationInput) => void
  disconnect: (ns: ChainNamespace) => Promise<void>
  api: ApiClient | undefined
}

/** The methods every `siwx` config has (AppKit's SIWX config), and every `siweConfig` (its SIWE config). */
const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const
const SIWE_METHODS = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const

/** Namespaces whose accounts sign in: EVM (EIP-4361), Solana and Bitcoin (CAIP-122); SIWE is EVM's alone. */
const SIGNS_IN: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']
const SIWE_SIGNS_IN: readonly ChainNamespace[] = ['eip155']

/**
 * Starts sign-in for an instance whose options have `siwx`.
 *
 * @example
 * const siwx = createSiwxFlow(ctx, { modal, notify, disconnect, api })
 */
export function createSiwxFlow(ctx: SiwxContext, deps: SiwxDeps): SiwxFlow {
  const { store, options } = ctx
  // Checked here, with the connection code, to keep the page-load path as small as it was; TypeScript
  // checks the shape where the option is written.
  const [key, given, methods, hint] = options.siwx
    ? (['siwx', options.siwx, SIWX_METHODS, 'latchSiwx() or a SIWX config'] as const)
    : (['siweConfig', options.siweConfig, SIWE_METHODS, 'a SIWE config'] as const)
  const missing = methods.filter(
    (m) => typeof (given as Record<string, unknown> | undefined)?.[m] !== 'function',
  )
  if (missing.length > 0)
    throw loadError('INVALID_OPTION', {
      detail: `createLatch: options.${key} must be ${hint}; it has no ${missing.join(', ')}`,
    })
  const config = options.siwx ?? siwxFromSiwe(options.siweConfig as SiweConfig)
  if (deps.api) {
    const binding: LatchSiwxBinding = { api: deps.api, storage: options.storage ?? defaultStorage() }
    ;(config as BindableSiwxConfig).bindLatch?.(binding)
  }
  const required = () => config.getRequired?.() ?? true
  const set = (s: SiwxState | undefined) => store.set({ siwx: s })
  const signsIn = options.siwx ? SIGNS_IN : SIWE_SIGNS_IN
  const keyOf = (a: ActiveAccount | undefined) =>
    a && signsIn.includes(a.namespace) ? `${a.namespace}:${addressKey(a.namespace, a.address)}` : undefined
  const still = (account: string) =>
    store.get().siwx?.account === account && keyOf(activeAccount(ctx)) === account
  const onView = () => store.get().modal.open && store.get().modal.history.at(-1)?.view === 'SIWXSignMessage'
  /** The account signed in last: signed out when it disconnects. */
  let signedIn: ActiveAccount | undefined
  /**
   * A message's fields made for a connect that did not sign in (a wallet without ERC-7846), for the
   * sign-in that follows: its nonce is not fetched twice.
   */
  let prepared: { params: SiwxMessageParams; at: number } | undefined
  let looked: Promise<void> | undefined

  const leaveView = () => {
    if (onView()) deps.modal.close()
  }
  const ask = () => {
    if (!store.get().modal.open) deps.modal.open({ view: 'SIWXSignMessage' })
    else if (!onView()) deps.modal.reset('SIWXSignMessage')
  }

  async function lookUp(a: ActiveAccount, account: string): Promise<void> {
    set({ status: 'checking', account })
    let sessions: SiwxSession[] = []
    try {
      sessions = await config.getSessions(a.chainId, a.address)
    } catch (e) {
      ctx.log.warn('siwx: the session could not be looked up', e instanceof Error ? e.message : String(e))
    }
    if (!still(account)) return
    const [session] = sessions
    if (session) {
      signedIn = a
      set({ status: 'signed-in', account, session })
      leaveView()
    } else {
      set({ status: 'required', account })
      ask()
    }
  }

  function follow(): void {
    const a = activeAccount(ctx)
    const account = keyOf(a)
    if (account === store.get().siwx?.account) return
    // Another wallet connecting beside this one (several wallets), or a restore, is no disconnect: the
    // session stays until the outcome is known.
    const s = store.get()
    const status = s.connections[s.activeNamespace]?.status
    if (!a && (status === 'connecting' || status === 'reconnecting')) return
    if (!account || !a) {
      // Disconnected (or on a namespace that does not sign in): the last account signs out.
      const gone = signedIn
      signedIn = undefined
      if (store.get().siwx) set(undefined)
      leaveView()
      if (gone && !a && config.signOutOnDisconnect !== false)
        config
          .revokeSession(gone.chainId, gone.address)
          .catch((e: unknown) =>
            ctx.log.warn('siwx: sign-out failed', e instanceof Error ? e.message : String(e)),
          )
      return
    }
    looked = lookUp(a, account)
  }
  store.subscribe(follow)
  follow()
  // Closing the modal over the request (Escape, the close button, a click outside) is not signing.
  let wasOnView = onView()
  store.subscribe(() => {
    const now = onView()
    const s = store.get().siwx
    const a = activeAccount(ctx)
    if (wasOnView && !now && s?.status === 'required' && a && s.account === keyOf(a))
      void decline(a, s.account)
    wasOnView = now
  })

  /** Not signing: "Signature declined" and a disconnect when required, else signed out and the modal closed. */
  async function decline(a: ActiveAccount, account: string): Promise<void> {
    if (required()) {
      deps.notify(declinedToast(ctx))
      await deps.disconnect(a.namespace)
    } else if (still(account)) {
      set({ status: 'skipped', account })
      leaveView()
    }
  }

  return {
    async sign() {
      const s = store.get().siwx
      const a = activeAccount(ctx)
      const account = keyOf(a)
      if (!a || !s || s.account !== account || s.status === 'signing' || s.status === 'signed-in') return
      set({ status: 'signing', account })
      try {
        const fresh = prepared && Date.now() - prepared.at < PREPARED_FOR_MS ? prepared.params : undefined
        prepared = undefined
        const message = fresh
          ? siwxMessage({ ...fresh, accountAddress: a.address, chainId: a.chainId })
          : await config.createMessage({ accountAddress: a.address, chainId: a.chainId })
        const text = message.toString()
        const sign = ctx.adapterFor(a.namespace).signMessage
        if (!sign) throw latchError('SIGN_MESSAGE_FAILED', { detail: 'this wallet cannot sign messages' })
        const signature = await sign({ connectorId: a.connectorId, address: a.address, message: text })
        const { toString: _, ...data } = message
        const session: SiwxSession = { data, message: text, signature }
        await config.addSession(session)
        if (!still(account)) return
        signedIn = a
        set({ status: 'signed-in', account, session })
        leaveView()
      } catch (e) {
        if (!still(account)) return
        if (isUserRejection(e)) return decline(a, account)
        ctx.log.warn('siwx: sign-in failed', e instanceof Error ? e.message : String(e))
        set({ status: 'required', account, error: latchError('SIWX_FAILED', { cause: e }) })
      }
    },
    async cancel() {
      const s = store.get().siwx
      const a = activeAccount(ctx)
      if (!a || !s || s.account !== keyOf(a)) return leaveView()
      await decline(a, s.account)
    },
    async getSession() {
      await looked
      const s = store.get().siwx
      return s?.status === 'signed-in' ? s.session : undefined
    },
    async disconnected(chainId, address) {
      if (config.signOutOnDisconnect === false) return
      await config
        .revokeSession(chainId, address)
        .catch((e: unknown) =>
          ctx.log.warn('siwx: sign-out failed', e instanceof Error ? e.message : String(e)),
        )
    },
    async prepareConnect(chainId) {
      if (!config.createMessageParams) return undefined
      const params = await config.createMessageParams(chainId)
      return {
        request: signInRequest(params),
        async complete(account) {
          // A wallet without ERC-7846 connected only: the visitor signs next, on these fields.
          if (!account.signIn) {
            prepared = { params, at: Date.now() }
            return
          }
          const problem = signInProblem(account.signIn, params, account.address)
          if (problem) throw latchError('SIWX_FAILED', { detail: `the wallet's sign-in: ${problem}` })
          const { message, signature } = account.signIn
          // Verified by the config (the Latch server checks the signature, the nonce and the times).
          await config.addSession({
            data: { ...params, accountAddress: account.address },
            message,
            signature,
          })
        },
      }
    },
  }
}
