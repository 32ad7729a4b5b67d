/** The embedded wallet's secure frame and its connector, as core drives them; `@latch/embedded` implements them. */
import type {
  DeviceInfo,
  EmailAction,
  EmailUpdateAction,
  FrameAccountInfo,
  FrameAccountType,
  FrameSurface,
} from '@latch/protocol/embedded/frame-protocol'
import type {
  ConnectedSocial,
  LoginMethod,
  LoginProvider,
  RemoveMethodBody,
} from '@latch/protocol/embedded/social-wire'
import type { LocaleCode } from '../i18n/locales.ts'
import type { Network } from '../networks/types.ts'

/** The embedded wallet's secure frame as core drives it; `@latch/embedded` implements it. */
export type EmbeddedFrame = {
  /** Asks for a code to be mailed (or finds the session still valid: `CONNECT`). */
  connectEmail: (email: string) => Promise<{ action: EmailAction; deviceCode?: string }>
  /** Waits for the approval link of VERIFY_DEVICE to be opened. */
  connectDevice: () => Promise<void>
  connectOtp: (otp: string) => Promise<void>
  /**
   * The signed-in visitor's wallet on a chain: created on first login, rebuilt after. With
   * `preferredAccountType` `eoa`, no batch upgrades the account to a smart account.
   */
  getUser: (
    chainId: number,
    preferredAccountType?: FrameAccountType,
  ) => Promise<{ email: string | null; social?: ConnectedSocial; address: string; chainId: number }>
  /**
   * Starts a social login: the provider's page, and the attempt's state; with `returnTo` (a full-page
   * login) the callback sends the visitor back there.
   */
  socialRedirectUri: (
    provider: LoginProvider,
    options?: { returnTo?: string; link?: boolean },
  ) => Promise<{ url: string; state: string }>
  /** Adds the provider of a link attempt's result to the signed-in visitor's account. */
  linkSocial: (result: string, state: string) => Promise<readonly LoginMethod[]>
  /** The signed-in visitor's login methods. */
  listMethods: () => Promise<readonly LoginMethod[]>
  /** Waits for a Farcaster login's approval in the visitor's Farcaster app: the result to redeem. */
  awaitFarcaster: (state: string) => Promise<{ result: string }>
  /** Stops waiting on the Farcaster login under way. */
  cancelFarcaster: () => Promise<void>
  /** Adds a passkey (the frame shows its own screen for the press the browser needs): the methods then. */
  addPasskey: () => Promise<readonly LoginMethod[]>
  /** Logs in with a passkey of the secure site: the session opens and the wallet unlocks in the frame. */
  connectPasskey: () => Promise<void>
  /** Removes a login method (never the last): the methods then. */
  removeMethod: (method: RemoveMethodBody) => Promise<readonly LoginMethod[]>
  /** Redeems the result the callback handed back: connected, or VERIFY_DEVICE (with the account's email). */
  connectSocial: (
    result: string,
    state: string,
  ) => Promise<{ action: 'CONNECT' | 'VERIFY_DEVICE'; email?: string; deviceCode?: string }>
  /** The account's type on a chain, and where it may become a smart account. */
  getAccountType: (chainId: number) => Promise<FrameAccountInfo>
  /** Switches the account's type on a chain once the visitor approves it in the frame; resolves once mined. */
  setAccountType: (type: FrameAccountType, chainId: number) => Promise<FrameAccountInfo>
  /** Whether this browser still holds a valid session and its share of the wallet. */
  isConnected: () => Promise<boolean>
  /** Changing the email: the new address; a code goes to the current one (VERIFY_PRIMARY_OTP). */
  updateEmail: (email: string) => Promise<{ action: EmailUpdateAction }>
  /** The current address's code; a code goes to the new one (VERIFY_SECONDARY_OTP). */
  updateEmailPrimaryOtp: (otp: string) => Promise<{ action: EmailUpdateAction }>
  /** The new address's code: the account moves to it. */
  updateEmailSecondaryOtp: (otp: string) => Promise<{ email: string }>
  /** The wallet's approved browsers. */
  listDevices: () => Promise<readonly DeviceInfo[]>
  /** Revokes another browser by id, or every other one (`'others'`); resolves with how many. */
  revokeDevice: (id: string | 'others') => Promise<number>
  /** The EIP-1193 provider over the frame: safe calls run at once, others ask in the frame. */
  provider: unknown
  /**
   * Shows the frame over an element of the modal (an approval, the recovery code), following it as it
   * moves, or hides it (`null`).
   */
  place: (element: HTMLElement | null) => void
  /** Declines the approval the frame shows, if any. */
  abort: () => void
  /** Tells the frame the modal's language changed. */
  syncLocale: (locale: LocaleCode) => Promise<void>
  /** Tells the frame the modal's theme changed: its mode, and the app's accent (the frame checks it). */
  syncTheme: (theme: Pick<EmbeddedFrameParams, 'themeMode' | 'accent'>) => Promise<void>
  /** Removes the frame from the page. */
  destroy: () => void
}

/** What loading the frame is given. */
export type EmbeddedFrameParams = {
  projectId: string
  /** The EVM chain the wallet starts on. */
  chainId: number
  themeMode: 'light' | 'dark'
  /** The app's `--latch-accent`, which the frame's buttons take when it is a hex colour that reads. */
  accent?: string
  /** The modal's language; the frame speaks it too. */
  locale: LocaleCode
  metadata?: { name: string; url?: string }
  /** The app's EVM networks, so approvals name them as the app does. */
  networks?: readonly { id: number; name: string }[]
  /** The frame asks to be shown (with why) or hidden (`null`). */
  onSurface: (surface: { surface: FrameSurface; method?: string } | null) => void
}

/** An embedded-wallet connector, such as `embeddedWallet({ url })` from `@latch/embedded`. */
export type EmbeddedWalletConnector = {
  readonly kind: 'embedded'
  /** The secure site's origin. */
  readonly origin: string
  /**
   * Loads the frame client and the frame; resolves once the frame is ready, rejects with
   * `iframe_load_failed` (20 s), `unverified_domain` or 'Unable to load email login dependency'.
   */
  load: (params: EmbeddedFrameParams) => Promise<EmbeddedFrame>
  /**
   * Told at mount of each remembered connection's connector. A returning email-wallet visitor's
   * (`connectorId` the embedded wallet's) boots the frame ahead of need: the app's project, on its
   * first EVM network (each request names its own). The next `load` of the same project takes it over.
   */
  preload?: (app: { projectId: string; networks: readonly Network[] }, connectorId: string) => void
}
