import type { RegistryWallet } from '@latch/core'
import { type ReactNode, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { safeImageUrl } from '../safe-url.ts'
import { DidNotOpen, useStayedAfterOpen } from './DidNotOpen.tsx'
import { mobileLinkOf } from './open-wallet.ts'
import { useRegistryQuery } from './useRegistry.ts'

/** Wallet apps offered on a phone: the first registry wallets that can open a pairing link. */
export const MOBILE_APPS_SHOWN = 6

/**
 * WalletConnect on a phone with no wallet chosen yet: the wallet apps of the registry that can open a
 * pairing link, each a plain link to the app carrying the pairing URI (ready before the tap, so the
 * app opens inside it: nothing is awaited between the tap and the navigation). After a tap the person
 * is told to approve there and come back; when the page is still in front a moment later, that the app
 * did not open, with where to get it ({@link DidNotOpen}). The QR code for a wallet on another device is the caller's, one
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
  // One attempt per tap, so a second tap on the same app starts the wait again.
  const [opened, setOpened] = useState<{ wallet: RegistryWallet; tap: number } | undefined>()
  const stayed = useStayedAfterOpen(opened?.tap)
  return (
    <>
      <p className="latch-muted" aria-live="polite">
        {opened ? en.approveThenReturn(opened.wallet.name) : en.openWalletApp}
      </p>
      {apps.length ? (
        <ul className="latch-list" aria-label={en.walletApps}>
          {apps.map(({ wallet, href }) => {
            const icon = safeImageUrl(wallet.imageUrl)
            return (
              <li key={wallet.id}>
                <a
                  className="latch-wallet"
                  href={href}
                  onClick={() => setOpened((o) => ({ wallet, tap: (o?.tap ?? 0) + 1 }))}
                >
                  {icon ? <img src={icon} alt="" /> : null}
                  <span className="latch-wallet-name">{wallet.name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      ) : null}
      {opened && stayed ? <DidNotOpen wallet={opened.wallet} /> : null}
    </>
  )
}
