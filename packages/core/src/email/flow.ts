/**
 * The email login flow (SPEC §4): the frame is loaded, the code mailed and checked, the wallet created or
 * rebuilt inside the frame, and the frame's provider connected like any other wallet. Approvals the
 * frame asks for open ApproveTransaction over whatever the modal shows.
 */

import type { NamespaceConnection } from '../connection/types.ts'
import type { InstanceContext } from '../context.ts'
import { clipWalletMessage, errorMessage, LatchError, latchError } from '../errors.ts'
import {
  DEVICE_CODE_PATTERN,
  type DeviceInfo,
  type FrameAccountInfo,
  type FrameAccountType,
  normaliseEmail,
} from '../frame/protocol.ts'
import type { LoginMethod, RemoveMethodBody, SocialLoginProvider } from '../frame/social-wire.ts'
import type { LatchStorageItems } from '../latch-storage.ts'
import { createLoader } from '../loader.ts'
import type { ModalActions, OpenParams } from '../modal.ts'
import type { NotificationInput } from '../notifications.ts'
import { declinedToast } from '../siwx/declined.ts'
import type { Alert, EmbeddedFrame, EmbeddedFrameParams } from '../types.ts'
import { createSocialLogin } from './social.ts'
import type {
  AuthAccountState,
  EmailAccountTypeErrorType,
  EmailLoginState,
  EmailUpdateState,
} from './types.ts'

/** `latch.email`: email login with the embedded wallet. Its code loads on the first call. */
export type EmailActions = {
  /** Mails a 6-digit code to the address; connects at once when this browser's session for it is still valid. */
  start: (email: string) => Promise<void>
  /** Checks the mailed code, then connects the wallet (created on first login). */
  submitOtp: (otp: string) => Promise<void>
  /** Mails a new code to the same address (refused within 30 s of the last). */
  resend: () => Promise<void>
  /** Back to typing an email. */
  reset: () => Promise<void>
  /**
   * Logs in with a social provider (SPEC §4): `popup` is the window `openSocialPopup(latch)` opened in
   * the click itself (a pop-up opened after an await is blocked). `state.socialLogin` follows it:
   * `waiting` for the provider, `connecting`, or `error` ('Popup closed', the provider's refusal, no
   * result in 45 s) with a retry. Without a pop-up (an in-app browser, a blocked one) the whole page
   * goes to the provider and comes back connected. An account with a wallet on a browser it never
   * approved goes on as email login does: the approval link, then the code (`state.emailLogin`).
   *
   * @example
   * button.onclick = () => void latch.email.connectSocial('github', openSocialPopup(latch))
   */
  connectSocial: (provider: SocialLoginProvider, popup?: Window | null) => Promise<void>
  /**
   * The connected embedded wallet's login methods (ProfileWallets): its email and the providers added
   * to it, kept in `state.authUser.methods` too.
   *
   * @example
   * const methods = await latch.email.methods() // [{ kind: 'email', email: 'ada@example.com' }]
   */
  methods: () => Promise<readonly LoginMethod[]>
  /**
   * Adds a social provider to the connected embedded wallet's account, through a pop-up opened in the
   * click (`openSocialPopup(latch)`), as `connectSocial` does; `state.socialLogin` (with `link`) follows
   * it and `state.authUser.methods` shows the provider once added. Refused ('This login already opens
   * another account') when the provider's identity opens another account.
   *
   * @example
   * button.onclick = () => void latch.email.linkSocial('google', openSocialPopup(latch))
   */
  linkSocial: (provider: SocialLoginProvider, popup?: Window | null) => Promise<void>
  /**
   * Removes a login method from the connected embedded wallet's account; the last one is refused ('This
   * is your only way to log in'). Resolves with the methods then.
   *
   * @example
   * await latch.email.removeMethod({ kind: 'social', provider: 'github' })
   */
  removeMethod: (method: RemoveMethodBody) => Promise<readonly LoginMethod[]>
  /**
   * Logs in with a passkey (one added from Login methods, on this device or synced to it): the browser
   * asks for it in the wallet frame; the wallet opens from the passkey's own split, on a browser new to
   * it too. `state.passkeyLogin` follows it (ConnectingPasskey).
   *
   * @example
   * button.onclick = () => void latch.email.connectPasskey()
   */
  connectPasskey: () => Promise<void>
  /**
   * Logs in with Farcaster (Sign In With Farcaster): `state.socialLogin.url` holds the request's
   * `farcaster://connect` URL to show as a QR code and link (ConnectingFarcaster) until the visitor
   * approves it in their Farcaster app; then the wallet connects.
   *
   * @example
   * void latch.email.connectFarcaster()
   */
  connectFarcaster: () => Promise<void>
  /**
   * Adds Farcaster to the connected embedded wallet's account (ProfileWallets), as `connectFarcaster`
   * logs in: the request's URL in `state.socialLogin.url` (with `link`) until the visitor approves.
   *
   * @example
   * void latch.email.linkFarcaster()
   */
  linkFarcaster: () => Promise<void>
  /** Leaves a Farcaster login under way: its URL is cleared and the frame stops waiting (SPEC). */
  cancelFarcaster: () => Promise<void>
  /**
   * Adds a passkey to the connected embedded wallet's account: the frame shows its own screen, where the
   * visitor's press creates it (browsers create passkeys in a frame only then). Resolves with the login
   * methods then; rejects when the visitor cancels.
   *
   * @example
   * const methods = await latch.email.addPasskey()
   */
  addPasskey: () => Promise<readonly LoginMethod[]>
  /** Loads the frame ahead of need (the email field calls it on focus). */
  preload: () => Promise<void>
  /** Shows the frame over an element of the modal (approvals, the recovery code), or hides it. */
  placeFrame: (element: HTMLElement | null) => Promise<void>
  /**
   * Starts changing the connected embedded wallet's email (UpdateEmailWallet): a code goes to the
   * current address. Fails with 'Not connected to email or social' unless the wallet connected is the
   * embedded one.
   */
  updateEmail: (email: string) => Promise<void>
  /** Checks the code of the step shown (the current address's, then the new one's); the last moves the account. */
  submitUpdateOtp: (otp: string) => Promise<void>
  /** Drops a change of email under way. */
  cancelUpdate: () => Promise<void>
  /**
   * Switches the connected embedded wallet's account on the active EVM network to a smart account or
   * back to a plain one (SPEC §6 set preferred account; EIP-7702, the address stays the same), once the
   * visitor approves it in the wallet's frame. Resolves once the chain shows it, and keeps the choice as
   * the preferred account type. When it fails the preference falls back to `eoa` (SPEC §8),
   * `state.authUser.account.error` says why, and it rejects ({@link EmailAccountTypeErrorType};
   * `SEND_REJECTED` when the visitor declines).
   *
   * @example
   * await latch.email.setAccountType('smartAccount')
   */
  setAccountType: (type: 'eoa' | 'smartAccount') => Promise<void>
  /**
   * The connected embedded wallet's approved browsers, this one marked `current`. Fails with 'Not
   * connected to email or social' unless the wallet connected is the embedded one.
   */
  devices: () => Promise<readonly DeviceInfo[]>
  /**
   * Revokes another browser of the embedded wallet by its id, or every other one (`'others'`): its
   * sessions end at once and it must be approved again. Resolves with how many browsers lost access.
   */
  revokeDevice: (id: string) => Promise<number>
}

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

/** The email form's own problems, in English (each locale's catalogue translates them). */
export const EMAIL_NOTICES = {
  invalidEmail: 'Enter a valid email address',
  enterCode: 'Enter the 6-digit code',
} as const

const messageOf = (e: unknown) =>
  clipWalletMessage(e instanceof Error && e.message ? e.message : errorMessage('FRAME_ERROR'))
/** What a visitor reads for a failed step: Latch's own errors in the modal's language. */
const shownOf = (ctx: InstanceContext, e: unknown) =>
  e instanceof LatchError ? ctx.t.describe(e) : messageOf(e)

/** The EVM network the embedded wallet works on: the active one when it is EVM, else the first EVM one. */
function walletChainId(ctx: InstanceContext): number {
  const active = ctx.network(ctx.store.get().activeCaipNetworkId)
  const evm =
    active?.chainNamespace === 'eip155'
      ? active
      : ctx.options.networks.find((n) => n.chainNamespace === 'eip155')
  if (!evm) throw latchError('NETWORK_NOT_FOUND', { detail: 'email login needs an EVM network' })
  return Number(evm.id)
}

/**
 * The modal's theme as the frame takes it: light or dark (`system` as the visitor's browser prefers it)
 * and the app's accent, if it set one (the frame uses it only where it reads).
 */
function frameTheme(ctx: InstanceContext): Pick<EmbeddedFrameParams, 'themeMode' | 'accent'> {
  const { themeMode, themeVariables } = ctx.store.get().theme
  const light =
    themeMode === 'light' ||
    (themeMode === 'system' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: light)').matches)
  const accent = themeVariables['--latch-accent']
  return { themeMode: light ? 'light' : 'dark', ...(accent ? { accent } : {}) }
}

/** What the frame opens with: the project, the network, the theme, the language, the app, its networks. */
function frameParams(ctx: InstanceContext, onSurface: EmbeddedFrameParams['onSurface']): EmbeddedFrameParams {
  const { store, options } = ctx
  return {
    projectId: options.projectId,
    chainId: walletChainId(ctx),
    ...frameTheme(ctx),
    locale: store.get().locale,
    ...(options.metadata
      ? {
          metadata: {
            name: options.metadata.name,
            ...(options.metadata.url ? { url: options.metadata.url } : {}),
          },
        }
      : {}),
    networks: options.networks
      .filter((n) => n.chainNamespace === 'eip155')
      .map((n) => ({ id: Number(n.id), name: n.name })),
    onSurface,
  }
}

/** Creates the flow of one instance; `restore` serves the silent reconnect of a saved email login. */
export function createEmailFlow(
  ctx: InstanceContext,
  deps: EmailFlowDeps,
): EmailActions & { restore: () => Promise<boolean> } {
  const { store, options } = ctx
  const { storage } = deps
  const connector = options.embeddedWallet!
  const set = (patch: Partial<EmailLoginState> & Pick<EmailLoginState, 'status'>) =>
    store.set((s) => ({ emailLogin: { ...s.emailLogin, ...patch } }))
  let openedForApproval = false

  const chainId = () => walletChainId(ctx)

  /** The visitor's preferred account type on EVM: their last switch, else the app's default (SPEC §9). */
  const preferred = (): FrameAccountType =>
    (storage.preferredAccountTypes.get()?.eip155 ?? options.defaultAccountTypes.eip155) === 'smartAccount'
      ? 'smartAccount'
      : 'eoa'
  /** The account's type, in the signed-in visitor's state and on the connection's accounts (SPEC §3). */
  const setAccount = (account: AuthAccountState | undefined) =>
    store.set((s) => {
      if (!s.authUser) return {}
      const type = account?.type ?? 'eoa'
      const evm = s.connections.eip155
      const connections = evm?.connections?.map((c) =>
        c.connectorId === deps.connectorId ? { ...c, accounts: c.accounts.map((a) => ({ ...a, type })) } : c,
      )
      return {
        authUser: { ...s.authUser, account },
        ...(evm && connections ? { connections: { ...s.connections, eip155: { ...evm, connections } } } : {}),
      }
    })
  const accountOf = (info: FrameAccountInfo): AuthAccountState => ({
    type: info.type,
    smartAccountNetworks: info.smartAccountNetworks.map((id) => `eip155:${id}` as const),
  })
  /**
   * Reads the account's type on the active EVM network from the frame. When it cannot be read, no type
   * is shown and the smart-account networks are none (SPEC §8: a failed lookup empties the list).
   */
  const readAccount = async () => {
    try {
      const chain = chainId()
      const info = await (await frame()).getAccountType(chain)
      if (chainId() === chain) setAccount(accountOf(info))
    } catch (e) {
      ctx.log.warn("the embedded wallet's account type could not be read", messageOf(e))
      setAccount(undefined)
    }
  }

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

  // Closing the modal over an approval declines it; the frame never signs what nobody sees. The
  // signed-in visitor is forgotten once the embedded wallet is not the connected one.
  let wasOpen = store.get().modal.open
  let locale = store.get().locale
  let themeState = store.get().theme
  let accountNetwork: string | undefined
  store.subscribe(() => {
    const s = store.get()
    // The account's type is per network: read once the embedded wallet is connected with its visitor
    // signed in (a login, a restore), and again whenever it moves to another network.
    const network = s.authUser && connectedByEmail() ? s.connections.eip155?.caipNetworkId : undefined
    if (network !== accountNetwork) {
      accountNetwork = network
      if (network) void readAccount()
    }
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
    const user = await f.getUser(chainId(), preferred())
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
  const setUpdate = (patch: Partial<EmailUpdateState>) =>
    store.set((s) => (s.emailUpdate ? { emailUpdate: { ...s.emailUpdate, ...patch } } : {}))

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
    async updateEmail(email: string): Promise<void> {
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const typed = typeof email === 'string' ? email.trim() : ''
      const clean = normaliseEmail(typed)
      store.set({ emailUpdate: { status: 'sending', email: clean ?? typed } })
      if (!clean) return setUpdate({ error: ctx.t.notice(EMAIL_NOTICES, 'invalidEmail') })
      try {
        const { action } = await (await frame()).updateEmail(clean)
        setUpdate({ status: action })
      } catch (e) {
        setUpdate({ error: shownOf(ctx, e) })
      }
    },
    async submitUpdateOtp(otp: string): Promise<void> {
      const update = store.get().emailUpdate
      const step = update?.status === 'verifying' ? undefined : update?.status
      if (!update || (step !== 'VERIFY_PRIMARY_OTP' && step !== 'VERIFY_SECONDARY_OTP')) return
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp))
        return setUpdate({ error: 'Enter the 6-digit code' })
      setUpdate({ status: 'verifying', step, error: undefined })
      try {
        const f = await frame()
        if (step === 'VERIFY_PRIMARY_OTP') {
          const { action } = await f.updateEmailPrimaryOtp(otp)
          return setUpdate({ status: action, step: undefined })
        }
        const { email } = await f.updateEmailSecondaryOtp(otp)
        storage.connectedEmail.set(email)
        // The same account under its new email: its account type stays.
        store.set((s) => ({ emailUpdate: undefined, authUser: { ...s.authUser, email } }))
        if (store.get().modal.history.at(-1)?.view === 'UpdateEmailWallet') deps.modal.goBack()
      } catch (e) {
        setUpdate({ status: step, step: undefined, error: shownOf(ctx, e) })
      }
    },
    async cancelUpdate(): Promise<void> {
      store.set({ emailUpdate: undefined })
    },
    async setAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
      if (type !== 'eoa' && type !== 'smartAccount')
        throw latchError('VALIDATION_INVALID', { detail: `account type ${JSON.stringify(type)}` })
      if (!connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const before = store.get().authUser?.account
      const patch = (p: Partial<AuthAccountState>) =>
        store.set((s) =>
          s.authUser?.account
            ? { authUser: { ...s.authUser, account: { ...s.authUser.account, ...p } } }
            : {},
        )
      patch({ switching: true, error: undefined })
      try {
        const info = await (await frame()).setAccountType(type, chainId())
        storage.preferredAccountTypes.set({ ...storage.preferredAccountTypes.get(), eip155: type })
        setAccount(accountOf(info))
      } catch (cause) {
        // SPEC §8: a failed switch leaves the preference at eoa; the chain says what the account is.
        storage.preferredAccountTypes.set({ ...storage.preferredAccountTypes.get(), eip155: 'eoa' })
        const e =
          (cause as { code?: unknown } | null)?.code === 4001 ? latchError('SEND_REJECTED', { cause }) : cause
        await readAccount()
        if (!store.get().authUser?.account && before) setAccount(before)
        patch({ switching: false, error: shownOf(ctx, e) })
        throw e
      }
    },
    /** The silent reconnect: the frame's session still holds and the wallet rebuilds. */
    async restore(): Promise<boolean> {
      try {
        // A full-page social login coming back goes on in the modal, not as a silent reconnect.
        if (await social.resume()) return false
        const f = await frame()
        if (!(await f.isConnected())) return false
        const user = await f.getUser(chainId(), preferred())
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
