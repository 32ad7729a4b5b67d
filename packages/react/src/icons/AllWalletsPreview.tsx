import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { safeImageUrl } from '../views/safe-url.ts'
import { useRegistryQuery } from '../views/walletconnect/useRegistry.ts'

/**
 * All Wallets' icon: the first four registry wallets the app would list, as a 2×2 preview of their
 * logos (fetched when the Connect view shows; placeholders until they arrive). Decorative.
 *
 * @example
 * <AllWalletsPreview />
 */
export function AllWalletsPreview(): ReactNode {
  const { options } = useLatchInstance()
  const wallets = useRegistryQuery({
    page: 1,
    entries: 4,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    featured: options.featuredWalletIds,
    chains: [...new Set(options.networks.map((n) => n.chainNamespace))],
  })
  return (
    <span className="latch-wallet-icon latch-preview" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => {
        const src = safeImageUrl(wallets?.[i]?.imageUrl)
        return src ? <img key={i} src={src} alt="" /> : <span key={i} className="latch-skeleton" />
      })}
    </span>
  )
}
