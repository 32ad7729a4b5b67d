import type { ViewName } from '@latch/core'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import { createLoader } from '@latch/core/internal/plumbing/loader'
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { prefetchWhenIdle } from '../lazy.ts'
import { AccountView } from '../views/account/AccountView.tsx'
import { ConnectingExternalView } from '../views/ConnectingExternalView.tsx'
import { ConnectView } from '../views/ConnectView.tsx'
import { WalletConnectView } from '../views/walletconnect/WalletConnectView.tsx'
import { Header } from './Header.tsx'
import { useModalKitValue } from './kit.ts'
import { useAnimatedHeight } from './useAnimatedHeight.ts'
import { useDialogFocus } from './useDialogFocus.ts'
import { useLoad } from './useLoad.ts'
import { useSwipeToClose } from './useSwipeToClose.ts'
import { useViewTitle } from './useViewTitle.ts'
import { ViewLoading } from './ViewLoading.tsx'

// Every view past the first ones, All Wallets and its virtual list among them, as one chunk
// (LaterView.tsx): fetched once the modal is open and the browser idle, so a click on Connect runs only
// what its first view needs. They get what they share with the first views through the kit (kit.ts).
const laterViews = createLoader(importAgain(() => import('./LaterView.tsx')))
/** The views the dialog renders itself: a visitor's first view, and what a wallet's connection shows. */
const FIRST_VIEWS: ReadonlySet<ViewName> = new Set([
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Account',
])

/** The dialog: overlay, header and the view on top of the history stack. */
export function Dialog(): ReactNode {
  const latch = useLatchInstance()
  const kit = useModalKitValue()
  const history = useLatchSelector((s) => s.modal.history)
  const route = history[history.length - 1] ?? { view: 'Connect' as const }
  const title = useViewTitle(route)
  const laterCode = useLoad(laterViews, !FIRST_VIEWS.has(route.view))
  const LaterView = laterCode.module?.LaterView
  useEffect(() => prefetchWhenIdle(() => laterViews.load().catch(() => {})), [])
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
                ) : route.view === 'Account' ? (
                  <AccountView />
                ) : LaterView ? (
                  <LaterView route={route} kit={kit} />
                ) : (
                  <ViewLoading state={laterCode} />
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
