/**
 * `latch.email`'s actions: what an app and the modal call to log in with the embedded wallet and manage
 * its account. Types only: the flow that carries them out (flow.ts) loads on the first call.
 */
import type { DeviceInfo } from '@latch/protocol/embedded/frame-protocol'
import type { LoginMethod, RemoveMethodBody, SocialLoginProvider } from '@latch/protocol/embedded/social-wire'
import type { EmailAccountTypeErrorType } from './types.ts'

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
