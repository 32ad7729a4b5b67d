import type { RegistryWallet } from '@latch/protocol/api/wire'
import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'

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

/** The modal's slice of the instance's state: whether it is open, and its history of views. */
export type ModalSlice = {
  modal: {
    open: boolean
    loading: boolean
    shake: boolean
    namespace?: ChainNamespace
    history: readonly Route[]
  }
  /** The Farcaster sign-in URL while ConnectingFarcaster waits (SPEC §2). */
  farcasterUrl?: string
}
