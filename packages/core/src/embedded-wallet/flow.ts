/**
 * The email login flow (SPEC §4): the frame is loaded, the code mailed and checked, the wallet created or
 * rebuilt inside the frame, and the frame's provider connected like any other wallet. Approvals the
 * frame asks for open ApproveTransaction over whatever the modal shows.
 */

import { DEVICE_CODE_PATTERN, type DeviceInfo, normaliseEmail } from '@latch/protocol/embedded/frame-protocol'
import type { LoginMethod } from '@latch/protocol/embedded/social-wire'
import type { NamespaceConnection } from '../connection/types.ts'
import { LatchError, latchError } from '../errors.ts'
import type { LatchStorageItems } from '../latch-storage.ts'
import { createLoader } from '../loader.ts'
import type { ModalActions, OpenParams } from '../modal/modal.ts'
import type { Alert, NotificationInput } from '../notifications.ts'
import { declinedToast } from '../siwx/declined.ts'
import { createAccountTypes } from './account-type.ts'
import type { EmailActions } from './actions.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { EMAIL_NOTICES, messageOf, shownOf } from './failures.ts'
import { frameParams, frameTheme, walletChainId } from './frame-params.ts'
import type { EmbeddedFrame, EmbeddedFrameParams } from './frame-types.ts'
import { createSocialLogin } from './social.ts'
import type { EmailLoginState } from './types.ts'
import { createEmailUpdate } from './update-email.ts'

/** What the flow needs from the rest of the instance. */
export type EmailFlowDeps = {
  /**
   * The connector id the embedded wallet is held under (the manager's `AUTH_CONNECTOR_ID`, passed in so
   * the lazily loaded flow shares no module with the connection code: esbuild would split one out).
   */
  connectorId: string
  connect: (connectorId: string) => Promise<NamespaceConnection>
  modal: Pick<ModalActions, 'push' | 'goBack' | 'replace'> & {
    open: (p?: OpenParams) => void
    close: () => void
  }
  showAlert: (message: string, variant: Alert['variant']) => void
  /** A toast: "Signature declined" when the visitor rejects the sign-in that a login asks for. */
  notify: (n: NotificationInput) => void
  /** The instance's stored items (the manager's, passed in for the same reason as `connectorId`). */
  storage: LatchStorageItems
}

/** Creates the flow of one instance; `restore` serves the silent reconnect of a saved email login. */
export function createEmailFlow(
  ctx: EmbeddedWalletContext,
  deps: EmailFlowDeps,
): EmailActions & { restore: () => Promise<boolean> } {
  const { store, options } = ctx
  const { storage } = deps
  const connector = options.embeddedWallet!
  const set = (patch: Partial<EmailLoginState> & Pick<EmailLoginState, 'status'>) =>
    store.set((s) => ({ emailLogin: { ...s.emailLogin, ...patch } }))
  let openedForApproval = false

  const chainId = () => walletChainId(ctx)

  const onSurface: EmbeddedFrameParams['onSurface'] = (surface) => {
    store.set({ frameSurface: surface ?? undefined })
    const { modal } = store.get()
    const top = modal.history.at(-1)?.view
    if (surface?.surface === 'approve') {
      if (!modal.open) {
        openedForApproval = true
        deps.modal.open({ view: 'ApproveTransaction' })
      } else if (top !== 'ApproveTransaction') deps.modal.push('ApproveTransaction')
    } else if (!surface && top === 'ApproveTransaction') {
      if (openedForApproval) deps.modal.close()
      else deps.modal.goBack()
      openedForApproval = false
    }
  }

  let loaded: EmbeddedFrame | undefined
  const loadFrame = createLoader(async (): Promise<EmbeddedFrame> => {
    const f = await connector.load(frameParams(ctx, onSurface))
    ctx.adapterFor('eip155').adopt?.(deps.connectorId, f.provider)
    // The visitor's last word was Disconnect: finish a sign-out the page may have left before the
    // frame did it (a reload or a closed tab right after), through the adapter's own disconnect, so
    // this frame never logs them straight back in. Signing out again is harmless when it was done.
    if (storage.disconnectedConnectorIds().includes(deps.connectorId))
      await ctx
        .adapterFor('eip155')
        .disconnect(deps.connectorId)
        .catch((e: unknown) => ctx.log.warn('the frame did not finish signing out', String(e)))
    loaded = f
    return f
  }).load
  /**
   * The frame, for something the visitor asked: iframe_load_failed, unverified_domain and a missing
   * dependency each open an alert (SPEC §8). A preload's failure alerts nobody: the press that follows
   * tries again, and says what failed then (an alert raised before it could cover the very button).
   */
  const frame = (): Promise<EmbeddedFrame> =>
    loadFrame().catch((e: unknown) => {
      deps.showAlert(shownOf(ctx, e), 'error')
      throw e
    })

  const emailUpdate = createEmailUpdate(ctx, {
    frame,
    connectedByEmail: () => connectedByEmail(),
    storage,
    goBack: () => deps.modal.goBack(),
  })
  const accountTypes = createAccountTypes(ctx, {
    connectorId: deps.connectorId,
    storage,
    frame,
    connectedByEmail: () => connectedByEmail(),
  })

  // Closing the modal over an approval declines it; the frame never signs what nobody sees. The
  // signed-in visitor is forgotten once the embedded wallet is not the connected one.
  let wasOpen = store.get().modal.open
  let locale = store.get().locale
  let themeState = store.get().theme
  store.subscribe(() => {
    const s = store.get()
    // The frame's approvals and recovery screens follow the modal's language.
    if (s.locale !== locale) {
      locale = s.locale
      loaded?.syncLocale(locale).catch((e) => ctx.log.warn('the frame did not take the locale', String(e)))
    }
    // And its theme: mode and accent, as the modal paints them.
    if (s.theme !== themeState) {
      themeState = s.theme
      loaded
        ?.syncTheme(frameTheme(ctx))
        .catch((e) => ctx.log.warn('the frame did not take the theme', String(e)))
    }
    if (wasOpen && !s.modal.open && s.frameSurface?.surface === 'approve') void frame().then((f) => f.abort())
    wasOpen = s.modal.open
    const evm = s.connections.eip155
    const gone =
      evm?.status === 'disconnected' || (evm?.status === 'connected' && evm.connectorId !== deps.connectorId)
    if ((s.authUser || s.emailUpdate) && gone) store.set({ authUser: undefined, emailUpdate: undefined })
  })

  const fail = (e: unknown, at: 'email' | 'otp') => {
    set({ status: 'error', error: shownOf(ctx, e), errorAt: at })
    ctx.track('EMAIL_LOGIN_ERROR', { message: messageOf(e) }, 'error')
  }

  /** The signed-in visitor's login methods (ProfileWallets), kept with them. */
  const setMethods = (methods: readonly LoginMethod[]) =>
    store.set((s) => (s.authUser ? { authUser: { ...s.authUser, methods } } : {}))

  /** The signed-in visitor as the state shows them (SPEC §3 Auth user). */
  const authUserOf = (user: Awaited<ReturnType<EmbeddedFrame['getUser']>>) => ({
    email: user.email,
    ...(user.social ? { social: user.social } : {}),
  })

  /** Keeps what SPEC §3 stores of a login: the email, the connected social and its username. */
  const remember = (user: Awaited<ReturnType<EmbeddedFrame['getUser']>>) => {
    storage.emailLoginUsed.set(true)
    storage.connectedEmail.set(user.email ?? undefined)
    storage.connectedSocial.set(user.social?.provider)
    storage.socialUsername.set(user.social?.username ?? undefined)
    storage.lastEmailLoginTime.set(undefined)
    store.set({
      emailLogin: undefined,
      socialLogin: undefined,
      passkeyLogin: undefined,
      authUser: authUserOf(user),
    })
  }

  async function finish(): Promise<void> {
    if (store.get().emailLogin) set({ status: 'connecting' })
    const f = await frame()
    const user = await f.getUser(chainId(), accountTypes.preferred())
    try {
      await deps.connect(deps.connectorId)
    } catch (e) {
      // The embedded wallet is asked nothing else a visitor can refuse: a rejection is of the sign-in
      // the connect asked for (ERC-7846). The login is undone, as a declined sign-in disconnects.
      if (!(e instanceof LatchError && e.code === 'USER_REJECTED')) throw e
      await ctx
        .adapterFor('eip155')
        .disconnect(deps.connectorId)
        .catch(() => {})
      store.set({ emailLogin: undefined, socialLogin: undefined, passkeyLogin: undefined })
      deps.modal.close()
      deps.notify(declinedToast(ctx))
      return
    }
    remember(user)
  }

  /**
   * VERIFY_DEVICE: shows the frame's code (only when it has the code's shape), waits for the mailed
   * approval link, then asks for the code mailed on approval.
   */
  async function approveBrowser(f: EmbeddedFrame, deviceCode: string | undefined, email?: string) {
    set({
      status: 'device',
      ...(email ? { email } : {}),
      deviceCode: deviceCode && DEVICE_CODE_PATTERN.test(deviceCode) ? deviceCode : undefined,
    })
    await f.connectDevice()
    set({ status: 'otp', deviceCode: undefined })
  }

  const connectedByEmail = () => {
    const evm = store.get().connections.eip155
    return evm?.status === 'connected' && evm.connectorId === deps.connectorId
  }

  async function send(email: string): Promise<void> {
    set({ status: 'sending', email, error: undefined, errorAt: undefined })
    const f = await frame()
    const { action, deviceCode } = await f.connectEmail(email)
    storage.lastEmailLoginTime.set(Date.now())
    if (action === 'CONNECT') return finish()
    if (action === 'VERIFY_DEVICE') return approveBrowser(f, deviceCode)
    set({ status: 'otp', deviceCode: undefined })
  }

  const social = createSocialLogin(ctx, {
    connectorId: deps.connectorId,
    frame,
    finish,
    // A social login goes on in EmailLogin, whose state shows a failure.
    verifyDevice: (f, email, deviceCode) =>
      approveBrowser(f, deviceCode, email).catch((e) => fail(e, 'email')),
    storage,
    push: (view) => {
      const top = store.get().modal.history.at(-1)?.view
      if (top === 'ConnectingSocial') deps.modal.replace(view)
      else deps.modal.push(view)
    },
    open: (p) => deps.modal.open(p),
    setMethods,
  })

  return {
    connectSocial: (provider, popup) => social.connect(provider, popup),
    connectFarcaster: () => social.connectFarcaster(),
    async linkFarcaster(): Promise<void> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return social.connectFarcaster(true)
    },
    async cancelFarcaster(): Promise<void> {
      social.cancelFarcaster()
    },
    async methods(): Promise<readonly LoginMethod[]> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const methods = await (await frame()).listMethods()
      setMethods(methods)
      return methods
    },
    async linkSocial(provider, popup): Promise<void> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return social.connect(provider, popup, true)
    },
    async removeMethod(method): Promise<readonly LoginMethod[]> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const methods = await (await frame()).removeMethod(method)
      setMethods(methods)
      // The email gone: the account shows none.
      if (!methods.some((m) => m.kind === 'email'))
        store.set((s) => (s.authUser ? { authUser: { ...s.authUser, email: null } } : {}))
      return methods
    },
    async connectPasskey(): Promise<void> {
      store.set({ passkeyLogin: { status: 'waiting' } })
      try {
        await (await frame()).connectPasskey()
        await finish()
      } catch (e) {
        // The frame answers a cancelled (or timed-out) passkey dialog as a rejection (4001).
        const cancelled = (e as { code?: unknown } | null)?.code === 4001
        store.set({
          passkeyLogin: cancelled
            ? { status: 'error', cancelled }
            : { status: 'error', error: shownOf(ctx, e) },
        })
        ctx.track('EMAIL_LOGIN_ERROR', { message: messageOf(e) }, 'error')
      }
    },
    async addPasskey(): Promise<readonly LoginMethod[]> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const methods = await (await frame()).addPasskey()
      setMethods(methods)
      return methods
    },
    async preload(): Promise<void> {
      await loadFrame()
    },
    async start(email: string): Promise<void> {
      const typed = typeof email === 'string' ? email.trim() : ''
      const clean = normaliseEmail(typed)
      if (!clean) {
        set({
          status: 'error',
          email: typed,
          error: ctx.t.notice(EMAIL_NOTICES, 'invalidEmail'),
          errorAt: 'email',
        })
        return
      }
      try {
        await send(clean)
      } catch (e) {
        fail(e, 'email')
      }
    },
    async submitOtp(otp: string): Promise<void> {
      const email = store.get().emailLogin?.email
      if (!email) return
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) {
        set({ status: 'error', error: ctx.t.notice(EMAIL_NOTICES, 'enterCode'), errorAt: 'otp' })
        return
      }
      set({ status: 'verifying', error: undefined, errorAt: undefined })
      try {
        await (await frame()).connectOtp(otp)
      } catch (e) {
        return fail(e, 'otp')
      }
      try {
        await finish()
      } catch (e) {
        fail(e, 'otp')
      }
    },
    async resend(): Promise<void> {
      const email = store.get().emailLogin?.email
      if (!email) return
      try {
        await send(email)
      } catch (e) {
        fail(e, 'otp')
      }
    },
    async reset(): Promise<void> {
      store.set({ emailLogin: undefined })
    },
    async placeFrame(element: HTMLElement | null): Promise<void> {
      void frame().then(
        (f) => f.place(element),
        () => {},
      )
    },
    async devices(): Promise<readonly DeviceInfo[]> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return (await frame()).listDevices()
    },
    async revokeDevice(id: string): Promise<number> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return (await frame()).revokeDevice(id)
    },
    ...emailUpdate,
    setAccountType: (type) => accountTypes.setAccountType(type),
    /** The silent reconnect: the frame's session still holds and the wallet rebuilds. */
    async restore(): Promise<boolean> {
      try {
        // A full-page social login coming back goes on in the modal, not as a silent reconnect.
        if (await social.resume()) return false
        const f = await frame()
        if (!(await f.isConnected())) return false
        const user = await f.getUser(chainId(), accountTypes.preferred())
        store.set({ authUser: authUserOf(user) })
        return true
      } catch (e) {
        ctx.log.warn('the email login could not be restored', messageOf(e))
        return false
      }
    },
  }
}

/** The email flow of one instance. */
export type EmailFlow = ReturnType<typeof createEmailFlow>
