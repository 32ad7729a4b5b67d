import type { RegistryWallet } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { CopyByHand } from '../CopyByHand.tsx'
import { copyText } from '../copy-text.ts'
import { QrCode } from '../qr/QrCode.tsx'
import { safeImageUrl } from '../safe-url.ts'
import { DidNotOpen, useStayedAfterOpen } from './DidNotOpen.tsx'
import { MobileWalletApps } from './MobileWalletApps.tsx'
import { mobileLinkOf, recentOf } from './open-wallet.ts'
import { useRegistryWallet } from './useRegistry.ts'

const ignore = () => {}

/**
 * ConnectingWalletConnect and ConnectingWalletConnectBasic: the pairing QR code, a copy-link button and,
 * on mobile, a link that opens the wallet app. On a phone with no wallet chosen, the wallet apps that
 * can open the pairing link come first and the QR code (for a wallet on another device) one tap away.
 * The URI is replaced before it expires; after a refusal "Connection rejected" shows above a fresh
 * code; after a failure, why, with a retry.
 */
export function WalletConnectView(props: {
  walletId?: string | undefined
  wallet?: RegistryWallet | undefined
  /** ConnectingWalletConnectBasic: no wallet chosen, with a way to the full list. */
  basic?: boolean
}): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const wc = useLatchSelector((s) => s.walletConnect)
  const wallet = useRegistryWallet(props.walletId, props.wallet)
  const isMobile = latch.environment().isMobile
  const name = wallet?.name ?? en.walletConnect

  useEffect(() => {
    latch.wallets.connectWalletConnect(wallet ? recentOf(wallet) : undefined).catch(ignore)
  }, [latch, wallet])

  const link = mobileLinkOf(wallet, wc.uri, latch.environment())
  const icon = safeImageUrl(wallet?.imageUrl)
  const failed = wc.status === 'failed'
  // A phone with no wallet chosen: the person holds the phone the code would be scanned with.
  const appsFirst = isMobile && !wallet
  const [qrShown, setQrShown] = useState(!isMobile)
  // A wallet picked on a phone: the tap that picked it opened its app when the pairing link was ready
  // then (openWallet, just before this view showed); each press of its Open button is another attempt.
  // A page still in front after one says the app did not open.
  const [attempt, setAttempt] = useState(link ? 1 : 0)
  const stayed = useStayedAfterOpen(isMobile && wallet && link && attempt ? attempt : undefined)
  // The browser refused the clipboard: the link is shown to copy by hand.
  const [copyBlocked, setCopyBlocked] = useState(false)
  return (
    <div className="latch-center">
      {icon && (isMobile || !wc.uri) ? <img src={icon} alt="" /> : null}
      {appsFirst && !failed ? <MobileWalletApps uri={wc.uri} /> : null}
      {stayed && wallet ? <DidNotOpen wallet={wallet} /> : null}
      {appsFirst || stayed ? (
        <button
          type="button"
          className="latch-link"
          aria-expanded={qrShown}
          onClick={() => setQrShown((shown) => !shown)}
        >
          {en.useAnotherDevice}
        </button>
      ) : null}
      {qrShown ? <QrCode text={failed ? undefined : wc.uri} label={en.pairingCode} /> : null}
      {wc.error ? (
        <p className="latch-status" data-tone="error" role="alert">
          {failed ? en.pairingFailed : wc.error}
        </p>
      ) : null}
      <p className="latch-muted" aria-live="polite">
        {failed
          ? wc.error
          : !wc.uri
            ? en.preparingPairing
            : !isMobile
              ? en.scanWithPhone
              : qrShown
                ? en.scanFromAnotherDevice
                : wallet
                  ? en.continueIn(name)
                  : null}
      </p>
      {failed ? (
        <button
          type="button"
          className="latch-button"
          onClick={() => latch.wallets.connectWalletConnect().catch(ignore)}
        >
          {en.tryAgain}
        </button>
      ) : null}
      {link ? (
        <a className="latch-button" href={link} onClick={() => setAttempt((n) => n + 1)}>
          {en.openWallet(name)}
        </a>
      ) : null}
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        disabled={!wc.uri}
        onClick={() => {
          if (!wc.uri) return
          void copyText(latch, wc.uri, { done: en.linkCopied, failed: en.linkCopyFailed }).then((copied) =>
            setCopyBlocked(!copied),
          )
        }}
      >
        {en.copyLink}
      </button>
      {copyBlocked && wc.uri ? (
        <CopyByHand text={wc.uri} intro={en.copyFromHere} label={en.pairingLink} />
      ) : null}
      {props.basic && latch.options.features.allWallets ? (
        <button type="button" className="latch-link" onClick={() => latch.modal.push('AllWallets')}>
          {en.allWallets}
        </button>
      ) : null}
    </div>
  )
}
