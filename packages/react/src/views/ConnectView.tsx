import type { RegistryWallet, WalletEntry } from '@latch/core'
import { connectMethodsOrder } from '@latch/core/internal/features-shown'
import { isInsideWallet, orderWallets } from '@latch/core/internal/wallets/order'
import { Fragment, type ReactNode, useEffect, useMemo } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import type { Messages } from '../i18n/en.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { AllWalletsPreview } from '../icons/AllWalletsPreview.tsx'
import { WalletConnectIcon } from '../icons/WalletConnectIcon.tsx'
import { WalletGlyph } from '../icons/WalletGlyph.tsx'
import { EmailForm } from './email/EmailForm.tsx'
import { LegalFooter } from './LegalFooter.tsx'
import { PasskeyButton } from './passkey/PasskeyButton.tsx'
import { Skeleton } from './Skeleton.tsx'
import { safeImageUrl } from './safe-url.ts'
import { SocialButtons } from './social/SocialButtons.tsx'
import { openWallet, registryWalletOf } from './walletconnect/open-wallet.ts'
import { usePreparingPairing } from './walletconnect/usePreparingPairing.ts'
import { useRegistryQuery } from './walletconnect/useRegistry.ts'

const ignore = () => {}

const NONE: RegistryWallet[] = []

/** The app's featured wallets from the registry, fetched when the Connect view first shows. */
function useFeatured(): RegistryWallet[] {
  const ids = useLatchInstance().options.featuredWalletIds
  return (
    useRegistryQuery(
      ids.length ? { page: 1, entries: ids.length, include: ids, featured: ids } : undefined,
    ) ?? NONE
  )
}

/** One wallet button: its icon, its name as text, and what it is (recent, installed). */
export function WalletButton(props: {
  name: string
  imageUrl?: string | undefined
  /** An icon drawn here (WalletConnect's mark, the All Wallets preview) instead of an image. */
  icon?: ReactNode
  tag?: string | undefined
  onClick: () => void
}): ReactNode {
  const src = safeImageUrl(props.imageUrl)
  return (
    <button type="button" className="latch-wallet" onClick={props.onClick}>
      {props.icon ?? (src ? <img src={src} alt="" /> : <WalletGlyph />)}
      <span className="latch-wallet-name">{props.name}</span>
      {props.tag ? <span className="latch-tag">{props.tag}</span> : null}
    </button>
  )
}

const tagOf = (e: WalletEntry, en: Messages) =>
  e.kind === 'recent' ? en.recent : e.connectorId && e.kind === 'featured' ? en.installed : undefined

/**
 * Connect: WalletConnect, recent, installed, featured and custom wallets in the configured order (SPEC
 * §9), and the way to All Wallets, shown once wallet discovery has run (placeholder rows until then). On
 * mobile the pairing URI is prepared here, before any tap. Inside a wallet app's browser, only the
 * wallets injected there.
 */
export function ConnectView(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const connectors = useLatchSelector((s) => s.connectors)
  const discovered = useLatchSelector((s) => s.walletsDiscovered)
  const featured = useFeatured()
  const { options } = latch
  const env = latch.environment()
  const entries = useMemo(
    () =>
      orderWallets({
        order: options.features.connectorTypeOrder,
        connectors,
        recent: latch.wallets.recent(),
        featured,
        custom: options.customWallets,
        exclude: options.excludeWalletIds,
        env,
      }),
    [latch, connectors, featured, options, env],
  )
  // Inside a wallet app's browser only its injected wallet can connect: no pairing, no All Wallets.
  const inside = isInsideWallet({ connectors, exclude: options.excludeWalletIds, env })
  const preparing = usePreparingPairing()
  // Whether the page is inside one is known only once discovery has run: a pairing prepared before that
  // would open a relay connection for a WalletConnect the view then hides.
  useEffect(() => {
    if (discovered && env.isMobile && options.walletConnect && !inside)
      latch.wallets.connectWalletConnect().catch(ignore)
  }, [latch, env, options, inside, discovered])
  const showAll =
    !inside && options.features.allWallets && latch.api !== undefined && options.walletConnect !== undefined
  const methods = connectMethodsOrder(options.features, {
    hasInjected: connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
  })
  // Email and social login show when the embedded wallet's connector exists (configured, and on).
  const auth = connectors.some((c) => c.type === 'AUTH')
  const email = auth && options.features.email ? <EmailForm /> : null
  const social = auth ? (
    <>
      <SocialButtons />
      <PasskeyButton />
    </>
  ) : null
  // The methods in their order; the wallets always show, last unless the order places them.
  const order = methods.includes('wallet') ? methods : [...methods, 'wallet' as const]

  // Until discovery has run the list is incomplete: an entry shown then would move as the others arrive,
  // and a press meant for it would land on another.
  if (!discovered)
    return (
      <>
        <Skeleton rows={4} />
        <LegalFooter />
      </>
    )
  if (entries.length === 0 && !showAll) {
    return (
      <div className="latch-connect">
        {email}
        {social}
        <div className="latch-center">
          <p className="latch-status">{en.noWallets}</p>
          <p className="latch-muted">{en.noWalletsHint}</p>
        </div>
        <LegalFooter />
      </div>
    )
  }
  const wallets = (
    <ul className="latch-list" aria-label={en.wallets} aria-busy={preparing || undefined}>
      {entries.map((e) => (
        <li key={`${e.kind}:${e.id}`}>
          <WalletButton
            name={e.name}
            imageUrl={e.imageUrl}
            icon={e.kind === 'walletConnect' && !e.imageUrl ? <WalletConnectIcon /> : undefined}
            tag={tagOf(e, en)}
            onClick={() =>
              openWallet(latch, {
                id: e.id,
                ...(e.connectorId ? { connectorId: e.connectorId } : {}),
                ...(e.wallet ? { wallet: e.wallet } : e.custom ? { wallet: registryWalletOf(e.custom) } : {}),
                ...(e.recent ? { recent: e.recent } : {}),
              })
            }
          />
        </li>
      ))}
      {showAll ? (
        <li>
          <WalletButton
            name={en.allWallets}
            icon={<AllWalletsPreview />}
            onClick={() => latch.modal.push('AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
  const parts = { email, social, wallet: wallets }
  // One column with one gap between its blocks (the email field, the social logins, the passkey, the
  // wallets): the same rhythm as the wallet list's rows.
  return (
    <div className="latch-connect">
      {order.map((m) => (
        <Fragment key={m}>{parts[m]}</Fragment>
      ))}
      <LegalFooter />
    </div>
  )
}
