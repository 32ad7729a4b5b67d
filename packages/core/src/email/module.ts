/**
 * Email login (SPEC §4) for one instance. This part is small and eager; the flow, and the frame it
 * drives, load when a visitor first opens EmailLogin or a saved email login is restored.
 */
import type { InstanceContext } from '../context.ts'
import { latchError } from '../errors.ts'
import { createLoader } from '../loader.ts'
import type { EmailFlowDeps } from './flow.ts'

/** `latch.email`: email login with the embedded wallet. */
export type EmailActions = {
  /** Mails a 6-digit code to the address; connects at once when this browser's session for it is still valid. */
  start: (email: string) => Promise<void>
  /** Checks the mailed code, then connects the wallet (created on first login). */
  submitOtp: (otp: string) => Promise<void>
  /** Mails a new code to the same address (refused within 30 s of the last). */
  resend: () => Promise<void>
  /** Back to typing an email. */
  reset: () => void
  /** Loads the frame ahead of need (the EmailLogin view calls it as it opens). */
  preload: () => Promise<void>
  /** Shows the frame over an element of the modal (approvals, the recovery code), or hides it. */
  placeFrame: (element: HTMLElement | null) => void
}

/** Creates the email module; `restore` readies a saved email login for the silent reconnect. */
export function createEmailModule(ctx: InstanceContext, deps: EmailFlowDeps) {
  const load = createLoader(() => import('./flow.ts').then((m) => m.createEmailFlow(ctx, deps))).load
  const flow = () => {
    if (!ctx.options.embeddedWallet) return Promise.reject(latchError('NO_AUTH_CONNECTOR'))
    return load()
  }
  const actions: EmailActions = {
    start: async (email) => (await flow()).start(email),
    submitOtp: async (otp) => (await flow()).submitOtp(otp),
    resend: async () => (await flow()).resend(),
    reset: () =>
      void flow().then(
        (f) => f.reset(),
        () => {},
      ),
    preload: async () => {
      await (await flow()).frame()
    },
    placeFrame: (element) =>
      void flow().then(
        (f) => f.place(element),
        () => {},
      ),
  }
  return {
    actions,
    /** Loads the frame and tells whether its session still holds (the silent reconnect of `auth`). */
    restore: async (): Promise<boolean> => (await flow()).restore(),
  }
}
