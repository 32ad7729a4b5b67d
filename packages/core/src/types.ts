import type { RegistryWallet } from '@latch/protocol/api/wire'
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
import type {
  ActivityState,
  Identity,
  NameRegistrationState,
  NftsState,
  SendState,
  TokensState,
} from './account/types.ts'
import type { CaipNetworkId, ChainNamespace } from './caip.ts'
import type { Balance, Connector } from './connection/adapter.ts'
import type { PairingSession } from './connection/pairing-types.ts'
import type {
  ConnectAttempt,
  NamespaceConnection,
  SwitchAttempt,
  WalletConnectState,
} from './connection/types.ts'
import type {
  AuthAccountState,
  EmailLoginState,
  EmailUpdateState,
  PasskeyLoginState,
  SocialLoginState,
} from './email/types.ts'
import type { LocaleCode } from './i18n/locales.ts'
import type { Network } from './networks/types.ts'
import type { NotificationsState } from './notifications.ts'
import type { OnrampState } from './onramp/state.ts'
import type { SiwxState } from './siwx/types.ts'
import type { SwapState } from './swap/state.ts'
import type { ThemeState } from './theme.ts'

export type {
  AdapterAccount,
  AdapterContext,
  Balance,
  ChainAdapter,
  Connector,
  ConnectorType,
  ConnectRequest,
  ConnectSignIn,
} from './connection/adapter.ts'
export type { PairingConnector, PairingRequest, PairingSession } from './connection/pairing-types.ts'
export type { Alert, Notification } from './notifications.ts'

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

/**
 * The modal's views (SPEC §2), as one space-separated text (the page load carries it; a text compresses
 * better than an array of strings). Latch's additions: ConnectingSocial (a social login's pop-up under
 * way, as in other kits) and WalletBrowsers (the embedded wallet's browsers).
 */
const VIEW_LIST =
  'Connect Account Networks AllWallets ConnectingExternal ConnectingWalletConnect ConnectingWalletConnectBasic ConnectingFarcaster ConnectingSocial ConnectingPasskey EmailLogin ProfileWallets UpdateEmailWallet WalletBrowsers SwitchNetwork SwitchActiveChain RegisterAccountName RegisterAccountNameSuccess UnsupportedChain SIWXSignMessage ApproveTransaction Swap OnRamp Send Receive'

/** The words of a space-separated text, as a union type. */
type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S
/** One of {@link VIEWS}. */
export type ViewName = Words<typeof VIEW_LIST>
/** The modal's views (SPEC §2). */
export const VIEWS: readonly ViewName[] = /* @__PURE__ */ VIEW_LIST.split(' ') as ViewName[]

/** Data a view is opened with. */
export type RouteData = {
  connectorId?: string
  walletId?: string
  /** The registry wallet ConnectingWalletConnect pairs with. */
  wallet?: RegistryWallet
  caipNetworkId?: CaipNetworkId
  name?: string
}
/** A history entry: a view and the data it was opened with. */
export type Route = { view: ViewName; data?: RouteData }

/** An event record (SPEC §3 Analytics event). */
export type LatchEvent = {
  timestamp: number
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }
}

/** Everything a Latch instance holds; read it with `latch.getState()` or the React hooks. */
export type LatchState = NotificationsState & {
  modal: {
    open: boolean
    loading: boolean
    shake: boolean
    namespace?: ChainNamespace
    history: readonly Route[]
  }
  activeNamespace: ChainNamespace
  /** The network the app is on: the wallet's when connected, else the last used or the default. */
  activeCaipNetworkId: CaipNetworkId
  connectors: readonly Connector[]
  /**
   * Whether wallet discovery has run (from the modal's first opening, or a restored connection): until
   * then `connectors` holds only what needs no discovery, and the Connect view lists none of it, so no
   * entry moves under the visitor's pointer as the others arrive.
   */
  walletsDiscovered: boolean
  connections: Readonly<Partial<Record<ChainNamespace, NamespaceConnection>>>
  connectAttempt?: ConnectAttempt
  switchAttempt?: SwitchAttempt
  theme: ThemeState
  /** The language the modal speaks: English until another locale's words have loaded. */
  locale: LocaleCode
  /** The Farcaster sign-in URL while ConnectingFarcaster waits (SPEC §2). */
  farcasterUrl?: string
  /** The most recent event record. */
  lastEvent?: LatchEvent
  tokens: TokensState
  nfts: NftsState
  activity: ActivityState
  identity?: Identity
  send: SendState
  /** The Swap form, from its first opening. */
  swap?: SwapState
  /** The Buy form, from its first opening. */
  onramp?: OnrampState
  nameRegistration: NameRegistrationState
  walletConnect: WalletConnectState
  /** Email login under way; absent when none is. */
  emailLogin?: EmailLoginState
  /** A change of the embedded wallet's email under way (absent otherwise). */
  emailUpdate?: EmailUpdateState
  /** A social login under way; absent when none is. */
  socialLogin?: SocialLoginState
  /** A passkey login under way; absent when none is. */
  passkeyLogin?: PasskeyLoginState
  /**
   * The visitor signed in to the embedded wallet (SPEC §3 Auth user), while it is connected: the
   * account's email (null when only a provider that gave none reached it) and the social login used.
   */
  authUser?: {
    email: string | null
    social?: ConnectedSocial
    account?: AuthAccountState
    /** The account's login methods, once asked for (ProfileWallets). */
    methods?: readonly LoginMethod[]
  }
  /** The visitor's sign-in, with the `siwx` option (see `SiwxState`). */
  siwx?: SiwxState
  /** The embedded wallet's frame shown over the modal, and why. */
  frameSurface?: { surface: FrameSurface; method?: string }
  /** The wallet on the other end of the WalletConnect session, as it names itself. */
  walletConnectPeer?: PairingSession['peer']
  balance:
    | { status: 'idle' }
    | { status: 'loading'; key: string }
    | { status: 'ready'; key: string; balance: Balance; at: number }
    | { status: 'error'; key: string; message: string }
}
