/**
 * The views a person reaches only after the first one (Connect, a wallet connecting, Account), as one
 * chunk with All Wallets: it loads once the modal has opened and the browser is idle, or at once when one
 * of them is wanted first, so a click on Connect fetches and runs only what its first view needs. (One
 * chunk, not two: All Wallets' virtual list brings react-dom, and a second lazy chunk reaching React
 * without it made esbuild split React's chunk on the page load, 0.5 KB more.)
 */
import type { Route } from '@latch/core'
import type { ReactNode } from 'react'
import { AllWalletsView } from '../views/all-wallets/AllWalletsView.tsx'
import { ApproveTransactionView } from '../views/email/ApproveTransactionView.tsx'
import { EmailLoginView } from '../views/email/EmailLoginView.tsx'
import { UpdateEmailView } from '../views/email/UpdateEmailView.tsx'
import { WalletBrowsersView } from '../views/email/WalletBrowsersView.tsx'
import { NetworkList } from '../views/NetworkList.tsx'
import { RegisterNameSuccessView } from '../views/names/RegisterNameSuccessView.tsx'
import { RegisterNameView } from '../views/names/RegisterNameView.tsx'
import { OnRampView } from '../views/onramp/OnRampView.tsx'
import { ConnectingPasskeyView } from '../views/passkey/ConnectingPasskeyView.tsx'
import { ReceiveView } from '../views/receive/ReceiveView.tsx'
import { SiwxView } from '../views/SiwxView.tsx'
import { SwitchActiveChainView } from '../views/SwitchActiveChainView.tsx'
import { SwitchNetworkView } from '../views/SwitchNetworkView.tsx'
import { SendView } from '../views/send/SendView.tsx'
import { ConnectingFarcasterView } from '../views/social/ConnectingFarcasterView.tsx'
import { ConnectingSocialView } from '../views/social/ConnectingSocialView.tsx'
import { ProfileWalletsView } from '../views/social/ProfileWalletsView.tsx'
import { SwapView } from '../views/swap/SwapView.tsx'
import { UnsupportedChainView } from '../views/UnsupportedChainView.tsx'
import type { ModalKit } from './kit.ts'
import { ModalKitContext } from './kit-context.ts'

/**
 * The view of `route`, one of those the dialog does not render itself (see `FIRST_VIEWS` in Dialog.tsx),
 * with the modal's `kit` in hand.
 *
 * @example
 * <LaterView route={{ view: 'Send' }} kit={useModalKitValue()} />
 */
export function LaterView({ route, kit }: { route: Route; kit: ModalKit }): ReactNode {
  return (
    <ModalKitContext.Provider value={kit}>
      <View route={route} />
    </ModalKitContext.Provider>
  )
}

function View({ route }: { route: Route }): ReactNode {
  switch (route.view) {
    case 'AllWallets':
      return <AllWalletsView />
    case 'Networks':
      return <NetworkList />
    case 'SwitchActiveChain':
      return <SwitchActiveChainView caipNetworkId={route.data?.caipNetworkId} />
    case 'SwitchNetwork':
      return <SwitchNetworkView caipNetworkId={route.data?.caipNetworkId} />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'OnRamp':
      return <OnRampView />
    case 'Swap':
      return <SwapView />
    case 'Send':
      return <SendView />
    case 'Receive':
      return <ReceiveView />
    case 'RegisterAccountName':
      return <RegisterNameView />
    case 'RegisterAccountNameSuccess':
      return <RegisterNameSuccessView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'ConnectingSocial':
      return <ConnectingSocialView />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />
    case 'ConnectingPasskey':
      return <ConnectingPasskeyView />
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
    case 'UpdateEmailWallet':
      return <UpdateEmailView />
    case 'WalletBrowsers':
      return <WalletBrowsersView />
    default:
      // Core opens only the views it names: the last of them.
      return <SiwxView />
  }
}
