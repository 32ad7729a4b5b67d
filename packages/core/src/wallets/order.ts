import type { RegistryWallet } from '@latch/protocol/api/wire'
import { isHiddenBrowserWallet } from '../connection/account-rules.ts'
import type { Connector } from '../connection/adapter.ts'
import type { ConnectorTypeOrder } from '../features.ts'
import type { RecentWallet } from '../latch-storage.ts'
import type { Environment } from '../plumbing/environment.ts'

/** A wallet listed by the app itself. */
export type CustomWallet = {
  id: string
  name: string
  imageUrl?: string
  homepage?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** One row of the Connect view's wallet list. */
export type WalletEntry = {
  /** Which section of the connector order it comes from (SPEC §9). */
  kind: 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external'
  id: string
  name: string
  imageUrl?: string
  /** A connector that connects it directly: the WalletConnect one, or an installed extension. */
  connectorId?: string
  /** Its registry entry, when it pairs over WalletConnect. */
  wallet?: RegistryWallet
  /** What the recent-wallets list remembers of it, for a recent registry wallet. */
  recent?: RecentWallet
  custom?: CustomWallet
}

/** What {@link orderWallets} arranges. */
export type WalletSources = {
  order: readonly ConnectorTypeOrder[]
  connectors: readonly Connector[]
  recent: readonly RecentWallet[]
  featured: readonly RegistryWallet[]
  custom: readonly CustomWallet[]
  /** Wallet ids, names or rdns that are never listed (SPEC §6). */
  exclude: readonly string[]
  env: Pick<Environment, 'isMobile' | 'isWalletBrowser'>
}

const INJECTED_TYPES = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED'])

/**
 * The installed extension that is this registry wallet, matched by its EIP-6963 rdns.
 *
 * @example
 * installedConnector({ rdns: 'io.metamask', ... }, connectors)?.id // 'io.metamask'
 */
export function installedConnector(
  wallet: Pick<RegistryWallet, 'rdns'>,
  connectors: readonly Connector[],
): Connector | undefined {
  if (!wallet.rdns) return undefined
  return connectors.find((c) => INJECTED_TYPES.has(c.type) && (c.info?.rdns ?? c.id) === wallet.rdns)
}

/** The installed wallets a Connect view may list: not excluded, and not a hidden generic one (SPEC §6). */
function listedInjected(s: Pick<WalletSources, 'connectors' | 'exclude' | 'env'>): Connector[] {
  return s.connectors.filter(
    (c) =>
      INJECTED_TYPES.has(c.type) &&
      !(c.id && s.exclude.includes(c.id)) &&
      !s.exclude.includes(c.name) &&
      !(c.info?.rdns && s.exclude.includes(c.info.rdns)) &&
      !isHiddenBrowserWallet(c, s.env, c.type === 'ANNOUNCED'),
  )
}

/**
 * Whether the page runs inside a wallet app's own browser with that wallet injected: then the Connect
 * view lists only the injected wallets (and other chains' installed ones), since WalletConnect, a
 * registry wallet's app link, a custom wallet or All Wallets would only send the person to another app.
 *
 * @example
 * isInsideWallet({ connectors, exclude: [], env: { isMobile: true, isWalletBrowser: true } }) // true with MetaMask injected
 */
export function isInsideWallet(s: Pick<WalletSources, 'connectors' | 'exclude' | 'env'>): boolean {
  return s.env.isWalletBrowser && listedInjected(s).length > 0
}

/**
 * The Connect view's wallets in the configured connector order (SPEC §9: walletConnect, recent,
 * injected, featured, custom, external, recommended), each listed once. Excluded wallets are left out by
 * id, name or rdns, and a generic "Browser Wallet" is hidden on desktop, or on mobile when it has no
 * rdns and is not installed (SPEC §6). Registry wallets whose extension is installed connect through it.
 * Inside a wallet app's browser ({@link isInsideWallet}) only the installed wallets are listed.
 *
 * @example
 * orderWallets({ order: DEFAULT_CONNECTOR_TYPE_ORDER, connectors, recent: [], featured: [], custom: [], exclude: [], env })
 */
export function orderWallets(s: WalletSources): WalletEntry[] {
  const excluded = (...keys: (string | null | undefined)[]) => keys.some((k) => k && s.exclude.includes(k))
  const seen = new Set<string>()
  const out: WalletEntry[] = []
  const add = (e: WalletEntry, ...aliases: (string | null | undefined)[]) => {
    const keys = [e.id, ...aliases].filter((k): k is string => Boolean(k))
    if (keys.some((k) => seen.has(k))) return
    for (const k of keys) seen.add(k)
    out.push(e)
  }
  const image = (url: string | undefined) => (url ? { imageUrl: url } : {})
  const injected = listedInjected(s)
  const inside = s.env.isWalletBrowser && injected.length > 0
  const fromConnector = (kind: WalletEntry['kind'], c: Connector): WalletEntry => ({
    kind,
    id: c.id,
    name: c.name,
    ...image(c.imageUrl),
    connectorId: c.id,
  })
  const fromRegistry = (kind: WalletEntry['kind'], w: RegistryWallet): WalletEntry => {
    const installed = installedConnector(w, injected)
    return {
      kind,
      id: w.id,
      name: w.name,
      ...image(installed?.imageUrl ?? w.imageUrl),
      ...(installed ? { connectorId: installed.id } : {}),
      wallet: w,
    }
  }

  for (const section of s.order) {
    if (inside && section !== 'recent' && section !== 'injected' && section !== 'external') continue
    if (section === 'walletConnect') {
      for (const c of s.connectors) if (c.type === 'WALLET_CONNECT') add(fromConnector('walletConnect', c))
    } else if (section === 'recent') {
      for (const r of s.recent) {
        if (excluded(r.id, r.name)) continue
        const connector = injected.find((c) => c.id === r.id)
        if (connector) add({ ...fromConnector('recent', connector) }, connector.info?.rdns)
        else if (!inside && !s.connectors.some((c) => c.id === r.id))
          add({ kind: 'recent', id: r.id, name: r.name, ...image(r.imageUrl), recent: r })
      }
    } else if (section === 'injected') {
      for (const c of injected) add(fromConnector('injected', c), c.info?.rdns)
    } else if (section === 'featured') {
      for (const w of s.featured)
        if (!excluded(w.id, w.name, w.rdns)) add(fromRegistry('featured', w), w.rdns)
    } else if (section === 'custom') {
      for (const w of s.custom)
        if (!excluded(w.id, w.name))
          add({ kind: 'custom', id: w.id, name: w.name, ...image(w.imageUrl), custom: w })
    } else if (section === 'external') {
      for (const c of s.connectors)
        if ((c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN') && !excluded(c.id, c.name))
          add(fromConnector('external', c))
    }
  }
  return out
}
