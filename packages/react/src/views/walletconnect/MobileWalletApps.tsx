import type { RegistryWallet } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { safeImageUrl } from '../safe-url.ts'
import { mobileLinkOf } from './open-wallet.ts'
import { useRegistryQuery } from './useRegistry.ts'

/** Wallet apps offered on a phone: the first registry wallets that can open a pairing link. */
export const MOBILE_APPS_SHOWN = 6
/** How long after a tap a page still in front means the app did not open. */
export const APP_OPEN_MS = 2_500

/**
 * WalletConnect on a phone with no wallet chosen yet: the wallet apps of the registry that can open a
 * pairing link, each a plain link to the app carrying the pairing URI (ready before the tap, so the
 * app opens inside it: nothing is awaited between the tap and the navigation). After a tap the person
 * is told to approve there and come back; when the page is still in front a moment later, that the app
 * did not open, with where to get it. The QR code for a wallet on another device is the caller's, one
 * tap away.
 *
 * @example
 * <MobileWalletApps uri={walletConnect.uri} />
 */
export function MobileWalletApps(props: { uri: string | undefined }): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const { options } = latch
  const env = latch.environment()
  const wallets = useRegistryQuery({
    page: 1,
    entries: 24,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    featured: options.featuredWalletIds,
    chains: [...new Set(options.networks.map((n) => n.chainNamespace))],
  })
  const apps = (wallets ?? [])
    .map((wallet) => ({ wallet, href: mobileLinkOf(wallet, props.uri, env) }))
    .filter((a): a is { wallet: RegistryWallet; href: string } => a.href !== undefined)
    .slice(0, MOBILE_APPS_SHOWN)
  const [opened, setOpened] = useState<RegistryWallet | undefined>()
  const [stayed, setStayed] = useState(false)
  useEffect(() => {
    if (!opened) return
    setStayed(false)
    // The app took the screen (the page hid) or it did not: then say so, with where to get it.
    const timer = setTimeout(() => setStayed(document.visibilityState === 'visible'), APP_OPEN_MS)
    return () => clearTimeout(timer)
  }, [opened])
  // Where to get the app: its homepage, when it is an https page (the registry's, checked again here).
  const store = opened?.homepage && /^https:\/\/[^\s]+$/.test(opened.homepage) ? opened.homepage : undefined
  return (
    <>
      <p className="latch-muted" aria-live="polite">
        {opened ? en.approveThenReturn(opened.name) : en.openWalletApp}
      </p>
      {apps.length ? (
        <ul className="latch-list" aria-label={en.walletApps}>
          {apps.map(({ wallet, href }) => {
            const icon = safeImageUrl(wallet.imageUrl)
            return (
              <li key={wallet.id}>
                <a className="latch-wallet" href={href} onClick={() => setOpened(wallet)}>
                  {icon ? <img src={icon} alt="" /> : null}
                  <span className="latch-wallet-name">{wallet.name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      {opened && stayed ? (
        <p className="latch-status" data-tone="error" role="status">
          {en.appDidNotOpen(opened.name)}{' '}
          {store ? (
            <a className="latch-link" href={store} target="_blank" rel="noopener noreferrer">
              {en.getWallet(opened.name)}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  )
}
