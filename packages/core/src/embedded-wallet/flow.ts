/**
 * The embedded wallet's flows for one instance (SPEC §4), composed: its frame (`frame-session.ts`), the
 * logins by email and passkey and the silent restore (`login.ts`), social and Farcaster logins
 * (`social.ts`), the login methods and browsers (`methods.ts`), the change of email
 * (`update-email.ts`) and the account type (`account-type.ts`). Loads on first use.
 */
import type { LoginMethod } from '@latch/protocol/embedded/social-wire'
import type { NamespaceConnection } from '../connection/types.ts'
import type { LatchStorageItems } from '../latch-storage.ts'
import type { ModalActions, OpenParams } from '../modal/modal.ts'
import type { Alert, NotificationInput } from '../notifications/notifications.ts'
import { createAccountTypes } from './account-type.ts'
import type { EmailActions } from './actions.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { createFrameSession } from './frame-session.ts'
import { createLogin } from './login.ts'
import { createMethods } from './methods.ts'
import { createSocialLogin } from './social.ts'
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

/**
 * Creates the flow of one instance; `restore` serves the silent reconnect of a saved email login.
 *
 * @example
 * const email = createEmailFlow(ctx, { connectorId, connect, modal, showAlert, notify, storage })
 * await email.start('ada@example.com')
 */
export function createEmailFlow(
  ctx: EmbeddedWalletContext,
  deps: EmailFlowDeps,
): EmailActions & { restore: () => Promise<boolean> } {
  const { store } = ctx
  const { storage, connectorId } = deps
  // The account type follows the store before the frame's session does, as it always has: both are
  // handed the session's parts through closures, the session being made after them.
  const frame = () => session.frame()
  const connectedByEmail = () => session.connectedByEmail()
  const emailUpdate = createEmailUpdate(ctx, { frame, connectedByEmail, storage, goBack: deps.modal.goBack })
  const accountTypes = createAccountTypes(ctx, { connectorId, storage, frame, connectedByEmail })
  const session = createFrameSession(ctx, deps)
  /** The signed-in visitor's login methods (ProfileWallets), kept with them. */
  const setMethods = (methods: readonly LoginMethod[]) =>
    store.set((s) => (s.authUser ? { authUser: { ...s.authUser, methods } } : {}))
  const login = createLogin(ctx, {
    frame,
    connectorId,
    connect: deps.connect,
    preferredAccountType: accountTypes.preferred,
    closeModal: deps.modal.close,
    notify: deps.notify,
    storage,
    resumeSocial: () => social.resume(),
  })
  const social = createSocialLogin(ctx, {
    connectorId,
    frame,
    finish: login.finish,
    verifyDevice: login.verifyDevice,
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
    start: login.start,
    submitOtp: login.submitOtp,
    resend: login.resend,
    reset: login.reset,
    connectPasskey: login.connectPasskey,
    restore: login.restore,
    connectSocial: (provider, popup) => social.connect(provider, popup),
    connectFarcaster: () => social.connectFarcaster(),
    async cancelFarcaster(): Promise<void> {
      social.cancelFarcaster()
    },
    ...createMethods(ctx, { frame, connectedByEmail, social, setMethods }),
    async preload(): Promise<void> {
      await session.preload()
    },
    async placeFrame(element: HTMLElement | null): Promise<void> {
      void frame().then(
        (f) => f.place(element),
        () => {},
      )
    },
    ...emailUpdate,
    setAccountType: (type) => accountTypes.setAccountType(type),
  }
}

/** The email flow of one instance. */
export type EmailFlow = ReturnType<typeof createEmailFlow>
