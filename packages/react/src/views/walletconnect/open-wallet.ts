import type { CustomWallet, Environment, Latch, RecentWallet, RegistryWallet } from '@latch/core'
import { WALLETCONNECT_CONNECTOR_ID } from '@latch/core/internal/connection/connectors'
import { openThroughTelegram } from '@latch/core/internal/plumbing/telegram'
import { walletLink } from '@latch/protocol/api/links'

const ignore = () => {}

/** A custom wallet of the app's options in the registry's shape. */
export function registryWalletOf(w: CustomWallet): RegistryWallet {
  return {
    id: w.id,
    name: w.name,
    rdns: null,
    homepage: w.homepage ?? null,
    imageUrl: w.imageUrl ?? '',
    mobileLink: w.mobileLink ?? null,
    universalLink: null,
    desktopLink: w.desktopLink ?? null,
    webappLink: w.webappLink ?? null,
    chains: [],
  }
}

/** What the recent-wallets list records for a registry wallet: enough to open its app on one tap. */
export function recentOf(
  w: Pick<RegistryWallet, 'id' | 'name' | 'imageUrl' | 'mobileLink' | 'universalLink'>,
): RecentWallet {
  return {
    id: w.id,
    name: w.name,
    ...(w.imageUrl ? { imageUrl: w.imageUrl } : {}),
    ...(w.mobileLink ? { mobileLink: w.mobileLink } : {}),
    ...(w.universalLink ? { universalLink: w.universalLink } : {}),
  }
}

/** A wallet's app links, from the registry or the recent-wallets list. */
type AppLinks = { mobileLink?: string | null | undefined; universalLink?: string | null | undefined }

/**
 * The link that opens a wallet's mobile app on a pairing URI, if it has a safe one: its own scheme
 * first, its universal link otherwise; inside a Telegram Mini App the universal link first, since
 * Telegram opens only web links (through the system browser, which hands them to the app).
 *
 * @example
 * mobileLinkOf(trust, uri, latch.environment()) // 'trust://wc?uri=wc%3A…'
 */
export function mobileLinkOf(
  w: AppLinks | undefined,
  uri: string | undefined,
  env: Pick<Environment, 'isTelegram'>,
): string | undefined {
  if (!w || !uri) return undefined
  const native = walletLink(w.mobileLink, uri)
  const universal = walletLink(w.universalLink, uri)
  return env.isTelegram ? (universal ?? native) : (native ?? universal)
}

/**
 * Opens a wallet the visitor picked: an installed extension connects directly; WalletConnect shows its
 * QR code; a registry wallet shows ConnectingWalletConnect and, on mobile, opens the app at once with
 * the pairing URI prepared before the tap (so the tap's user activation still holds).
 *
 * @example
 * <button onClick={() => openWallet(latch, { id: w.id, name: w.name, wallet: w })}>…</button>
 */
export function openWallet(
  latch: Latch,
  pick: { id: string; connectorId?: string; wallet?: RegistryWallet; recent?: RecentWallet },
): void {
  if (pick.connectorId === WALLETCONNECT_CONNECTOR_ID) {
    latch.modal.push('ConnectingWalletConnect')
    return
  }
  if (pick.connectorId) {
    latch.connect(pick.connectorId).catch(ignore)
    return
  }
  latch.modal.push(
    'ConnectingWalletConnect',
    pick.wallet
      ? { walletId: pick.id, wallet: pick.wallet }
      : { walletId: pick.id, ...(pick.recent ? { name: pick.recent.name } : {}) },
  )
  if (!latch.environment().isMobile) return
  const link = mobileLinkOf(
    pick.wallet ?? pick.recent,
    latch.getState().walletConnect.uri,
    latch.environment(),
  )
  if (link && !openThroughTelegram(link)) window.location.href = link
}
