/**
 * The signed-in visitor's login methods (ProfileWallets: the email, the providers and passkeys added to
 * the account) and the wallet's approved browsers (WalletBrowsers). Each needs the embedded wallet
 * connected, and answers from the frame. Loads with the email flow.
 */
import type { LoginMethod } from '@latch/protocol/embedded/social-wire'
import { latchError } from '../plumbing/errors.ts'
import type { EmailActions } from './actions.ts'
import type { EmbeddedWalletContext } from './context.ts'
import type { FrameSession } from './frame-session.ts'
import type { createSocialLogin } from './social.ts'

/** What the login methods need of the email flow. */
export type MethodsDeps = Pick<FrameSession, 'frame' | 'connectedByEmail'> & {
  social: Pick<ReturnType<typeof createSocialLogin>, 'connect' | 'connectFarcaster'>
  /** Keeps the signed-in visitor's login methods, as the frame answered them. */
  setMethods: (methods: readonly LoginMethod[]) => void
}

/**
 * The login methods and browsers of one instance's embedded wallet.
 *
 * @example
 * const methods = createMethods(ctx, { frame, connectedByEmail, social, setMethods })
 * await methods.removeMethod({ kind: 'social', provider: 'github' })
 */
export function createMethods(
  ctx: Pick<EmbeddedWalletContext, 'store'>,
  deps: MethodsDeps,
): Pick<
  EmailActions,
  'methods' | 'linkSocial' | 'linkFarcaster' | 'removeMethod' | 'addPasskey' | 'devices' | 'revokeDevice'
> {
  const { store } = ctx
  const { frame, setMethods } = deps
  /** The embedded wallet's frame, once it is the connected wallet ("Not connected to email or social"). */
  const connected = () => {
    if (!deps.connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
    return frame()
  }
  return {
    async methods() {
      const methods = await (await connected()).listMethods()
      setMethods(methods)
      return methods
    },
    async linkSocial(provider, popup) {
      if (!deps.connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return deps.social.connect(provider, popup, true)
    },
    async linkFarcaster() {
      if (!deps.connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      return deps.social.connectFarcaster(true)
    },
    async removeMethod(method) {
      const methods = await (await connected()).removeMethod(method)
      setMethods(methods)
      // The email gone: the account shows none.
      if (!methods.some((m) => m.kind === 'email'))
        store.set((s) => (s.authUser ? { authUser: { ...s.authUser, email: null } } : {}))
      return methods
    },
    async addPasskey() {
      const methods = await (await connected()).addPasskey()
      setMethods(methods)
      return methods
    },
    devices: async () => (await connected()).listDevices(),
    revokeDevice: async (id) => (await connected()).revokeDevice(id),
  }
}
