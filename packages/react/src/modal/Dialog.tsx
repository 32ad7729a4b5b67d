import { importAgain } from '@latch/core/internal/import-again'
import { createLoader } from '@latch/core/internal/loader'
import { installedConnector } from '@latch/core/internal/wallets/order'
import { type ReactNode, useCallback, useId, useMemo, useRef } from 'react'
import { type ModalKit, ModalKitContext, useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { useLoaded } from '../lazy.ts'
import { AccountView } from '../views/account/AccountView.tsx'
import { ConnectingExternalView } from '../views/ConnectingExternalView.tsx'
import { ConnectView, WalletButton } from '../views/ConnectView.tsx'
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
// Swap's view ships with the modal: a lazily loaded view that imports React makes bundlers split React
// out of the page's entry chunk (+0.8 KB at page load); its logic (core's swap flow) loads on first use.
import { SwapView } from '../views/swap/SwapView.tsx'
import { UnsupportedChainView } from '../views/UnsupportedChainView.tsx'
import { openWallet } from '../views/walletconnect/open-wallet.ts'
import { WalletConnectView } from '../views/walletconnect/WalletConnectView.tsx'
import { Header } from './Header.tsx'
import { useAnimatedHeight } from './useAnimatedHeight.ts'
import { useDialogFocus } from './useDialogFocus.ts'
import { useSwipeToClose } from './useSwipeToClose.ts'
import { useViewTitle } from './useViewTitle.ts'

// All Wallets brings a virtual list: it loads when first opened, not with the modal, and gets what it
// shares with the modal through the kit.
const allWallets = createLoader(importAgain(() => import('../views/all-wallets/AllWalletsView.tsx')))

/** The dialog: overlay, header and the view on top of the history stack. */
export function Dialog(): ReactNode {
  const latch = useLatchInstance()
  const en = useStrings()
  const kit: ModalKit = useMemo(() => ({ strings: en, WalletButton, openWallet, installedConnector }), [en])
  const history = useLatchSelector((s) => s.modal.history)
  const route = history[history.length - 1] ?? { view: 'Connect' as const }
  const title = useViewTitle(route)
  const AllWalletsView = useLoaded(allWallets, route.view === 'AllWallets')?.AllWalletsView
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const height = useAnimatedHeight(bodyRef)
  const shake = useLatchSelector((s) => s.modal.shake)
  const close = useCallback(() => latch.close(), [latch])
  const requestClose = useCallback(() => latch.modal.requestClose(), [latch])
  useDialogFocus(dialogRef, titleRef, `${history.length}:${route.view}`, requestClose)
  useSwipeToClose(dialogRef, requestClose)

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users close with Escape or the Close button */}
      <div
        className="latch-overlay"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) requestClose()
        }}
      >
        <div
          ref={dialogRef}
          className="latch-dialog"
          data-shake={shake || undefined}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <Header
            titleId={titleId}
            titleRef={titleRef}
            title={title}
            canGoBack={history.length > 1}
            onBack={latch.modal.goBack}
            onClose={close}
          />
          <div className="latch-sizer" style={height === undefined ? undefined : { height }}>
            <div ref={bodyRef}>
              <div className="latch-body" key={route.view}>
                {route.view === 'Connect' ? (
                  <ConnectView />
                ) : route.view === 'ConnectingExternal' ? (
                  <ConnectingExternalView connectorId={route.data?.connectorId} />
                ) : route.view === 'ConnectingWalletConnect' ? (
                  <WalletConnectView walletId={route.data?.walletId} wallet={route.data?.wallet} />
                ) : route.view === 'ConnectingWalletConnectBasic' ? (
                  <WalletConnectView basic />
                ) : route.view === 'AllWallets' ? (
                  AllWalletsView ? (
                    <ModalKitContext.Provider value={kit}>
                      <AllWalletsView />
                    </ModalKitContext.Provider>
                  ) : (
                    <span className="latch-spinner" role="status" aria-label={en.loading} />
                  )
                ) : route.view === 'Account' ? (
                  <AccountView />
                ) : route.view === 'Networks' ? (
                  <NetworkList />
                ) : route.view === 'SwitchActiveChain' ? (
                  <SwitchActiveChainView caipNetworkId={route.data?.caipNetworkId} />
                ) : route.view === 'SwitchNetwork' ? (
                  <SwitchNetworkView caipNetworkId={route.data?.caipNetworkId} />
                ) : route.view === 'UnsupportedChain' ? (
                  <UnsupportedChainView />
                ) : route.view === 'OnRamp' ? (
                  <OnRampView />
                ) : route.view === 'Swap' ? (
                  <SwapView />
                ) : route.view === 'Send' ? (
                  <SendView />
                ) : route.view === 'Receive' ? (
                  <ReceiveView />
                ) : route.view === 'RegisterAccountName' ? (
                  <RegisterNameView />
                ) : route.view === 'EmailLogin' ? (
                  <EmailLoginView />
                ) : route.view === 'ConnectingSocial' ? (
                  <ConnectingSocialView />
                ) : route.view === 'ConnectingFarcaster' ? (
                  <ConnectingFarcasterView />
                ) : route.view === 'ConnectingPasskey' ? (
                  <ConnectingPasskeyView />
                ) : route.view === 'ProfileWallets' ? (
                  <ProfileWalletsView />
                ) : route.view === 'ApproveTransaction' ? (
                  <ApproveTransactionView />
                ) : route.view === 'UpdateEmailWallet' ? (
                  <UpdateEmailView />
                ) : route.view === 'WalletBrowsers' ? (
                  <WalletBrowsersView />
                ) : route.view === 'RegisterAccountNameSuccess' ? (
                  <RegisterNameSuccessView />
                ) : (
                  // Core opens only the views it names: the last of them.
                  <SiwxView />
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
