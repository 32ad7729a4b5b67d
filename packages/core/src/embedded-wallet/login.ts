/**
 * Logging in to the embedded wallet (SPEC §4): by email (the code mailed and checked, a new browser
 * approved by the mailed link first), by passkey, and the silent restore of a saved login; each ends with
 * the wallet rebuilt in the frame and its provider connected like any other wallet. Social logins end
 * here too (`finish`). Loads with the email flow.
 */
import {
  DEVICE_CODE_PATTERN,
  type FrameAccountType,
  normaliseEmail,
} from '@latch/protocol/embedded/frame-protocol'
import type { NamespaceConnection } from '../connection/types.ts'
import type { LatchStorageItems } from '../latch-storage.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import { LatchError } from '../plumbing/errors.ts'
import { declinedToast } from '../siwx/declined.ts'
import type { EmailActions } from './actions.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { EMAIL_NOTICES, messageOf, shownOf } from './failures.ts'
import { walletChainId } from './frame-params.ts'
import type { FrameSession } from './frame-session.ts'
import type { EmbeddedFrame } from './frame-types.ts'
import type { EmailLoginState } from './types.ts'

/** What logging in needs of the email flow and the rest of the instance. */
export type LoginDeps = Pick<FrameSession, 'frame'> & {
  /** The connector id the embedded wallet is held under. */
  connectorId: string
  connect: (connectorId: string) => Promise<NamespaceConnection>
  /** The account type the wallet is rebuilt as (the visitor's last switch, else the app's default). */
  preferredAccountType: () => FrameAccountType
  closeModal: () => void
  /** A toast: "Signature declined" when the visitor rejects the sign-in that a login asks for. */
  notify: (n: NotificationInput) => void
  storage: LatchStorageItems
  /** Goes on with a full-page social login coming back, if one is: then no silent restore. */
  resumeSocial: () => Promise<boolean>
}

/** The signed-in visitor as the state shows them (SPEC §3 Auth user). */
const authUserOf = (user: Awaited<ReturnType<EmbeddedFrame['getUser']>>) => ({
  email: user.email,
  ...(user.social ? { social: user.social } : {}),
})

/**
 * The logins of one instance's embedded wallet, their state in `emailLogin` and `passkeyLogin`.
 *
 * @example
 * const login = createLogin(ctx, { frame, connectorId, connect, preferredAccountType, closeModal, notify, storage, resumeSocial })
 * await login.start('ada@example.com') // emailLogin.status: 'otp'
 */
export function createLogin(ctx: EmbeddedWalletContext, deps: LoginDeps) {
  const { store } = ctx
  const { storage, frame } = deps
  const set = (patch: Partial<EmailLoginState> & Pick<EmailLoginState, 'status'>) =>
    store.set((s) => ({ emailLogin: { ...s.emailLogin, ...patch } }))
  const chainId = () => walletChainId(ctx)

  const fail = (e: unknown, at: 'email' | 'otp') => {
    set({ status: 'error', error: shownOf(ctx, e), errorAt: at })
    ctx.track('EMAIL_LOGIN_ERROR', { message: messageOf(e) }, 'error')
  }

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

  /** Connects the wallet once the frame holds a session. */
  async function finish(): Promise<void> {
    if (store.get().emailLogin) set({ status: 'connecting' })
    const f = await frame()
    const user = await f.getUser(chainId(), deps.preferredAccountType())
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
      deps.closeModal()
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

  async function send(email: string): Promise<void> {
    set({ status: 'sending', email, error: undefined, errorAt: undefined })
    const f = await frame()
    const { action, deviceCode } = await f.connectEmail(email)
    storage.lastEmailLoginTime.set(Date.now())
    if (action === 'CONNECT') return finish()
    if (action === 'VERIFY_DEVICE') return approveBrowser(f, deviceCode)
    set({ status: 'otp', deviceCode: undefined })
  }

  const actions: Pick<EmailActions, 'start' | 'submitOtp' | 'resend' | 'reset' | 'connectPasskey'> = {
    async start(email) {
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
    async submitOtp(otp) {
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
    async resend() {
      const email = store.get().emailLogin?.email
      if (!email) return
      try {
        await send(email)
      } catch (e) {
        fail(e, 'otp')
      }
    },
    async reset() {
      store.set({ emailLogin: undefined })
    },
    async connectPasskey() {
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
  }

  return {
    ...actions,
    finish,
    /** A social login's VERIFY_DEVICE goes on in EmailLogin, whose state shows a failure. */
    verifyDevice: (f: EmbeddedFrame, email: string, deviceCode: string | undefined) =>
      approveBrowser(f, deviceCode, email).catch((e) => fail(e, 'email')),
    /** The silent reconnect: the frame's session still holds and the wallet rebuilds. */
    async restore(): Promise<boolean> {
      try {
        // A full-page social login coming back goes on in the modal, not as a silent reconnect.
        if (await deps.resumeSocial()) return false
        const f = await frame()
        if (!(await f.isConnected())) return false
        const user = await f.getUser(chainId(), deps.preferredAccountType())
        store.set({ authUser: authUserOf(user) })
        return true
      } catch (e) {
        ctx.log.warn('the email login could not be restored', messageOf(e))
        return false
      }
    },
  }
}
