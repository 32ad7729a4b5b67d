/**
 * Every item SPEC §3 keeps in the browser: the page load's (page-storage.ts) and those the connection
 * code and the email flow keep, which load with that code.
 */

import { type AccountType, SOCIAL_PROVIDERS, type SocialProvider } from './features.ts'
import { type ChainNamespace, isChainNamespace } from './plumbing/caip.ts'
import {
  createPageStorage,
  isCaip2,
  isNamespaceRecord,
  isString,
  type PageStorage,
  RECENT_WALLETS_KEPT,
  type RecentWallet,
} from './plumbing/page-storage.ts'
import type { LatchStorage } from './plumbing/storage.ts'

export { RECENT_WALLETS_KEPT, type RecentWallet } from './plumbing/page-storage.ts'

/** Prefix of the embedded wallet's own session storage (SPEC §3). */
export const EMBEDDED_WALLET_STORAGE_PREFIX = '@latch-wallet/'

export type { AccountType } from './features.ts'

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
const isConnectorLists = (v: unknown): v is Partial<Record<ChainNamespace, string[]>> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([ns, ids]) => isChainNamespace(ns) && isStringArray(ids) && ids.length <= 20)
const isAccountTypes = (v: unknown): v is Partial<Record<ChainNamespace, AccountType>> =>
  isNamespaceRecord(v) &&
  Object.values(v).every((t) => ['eoa', 'smartAccount', 'payment', 'ordinal'].includes(t))

// The providers as features.ts lists them (the page load has them), not social-wire.ts: the connection
// code would fetch a chunk more.
const isProvider = (v: unknown): v is SocialProvider => (SOCIAL_PROVIDERS as readonly unknown[]).includes(v)
const isPending = (
  v: unknown,
): v is { provider: SocialProvider; state: string; link?: true; hash?: string } => {
  if (typeof v !== 'object' || v === null) return false
  const p = v as { provider?: unknown; state?: unknown; link?: unknown; hash?: unknown }
  return (
    isProvider(p.provider) &&
    isString(p.state) &&
    (p.link === undefined || p.link === true) &&
    (p.hash === undefined || (isString(p.hash) && p.hash.startsWith('#') && p.hash.length <= 2_000))
  )
}

const held = new WeakMap<PageStorage, LatchStorageItems>()

/**
 * Every item over an instance's page-load storage, made once per instance.
 *
 * @example
 * storedItems(ctx.storage).walletId.set('io.metamask')
 */
export function storedItems(page: PageStorage): LatchStorageItems {
  let items = held.get(page)
  if (!items) {
    items = withEveryItem(page)
    held.set(page, items)
  }
  return items
}

function withEveryItem(page: PageStorage) {
  const { item } = page
  const disconnected = item('disconnected_connector_ids', isStringArray)
  return {
    ...page,
    walletId: item('wallet_id', isString),
    walletName: item('wallet_name', isString),
    activeNamespace: item('active_namespace', isChainNamespace),
    connectionStatus: item('connection_status', isString),
    /**
     * Several wallets (`features.multiWallet`): each namespace's connections besides the active one
     * (`connections` keeps that one, SPEC §3), restored beside it after a reload.
     */
    otherConnections: item('other_connections', isConnectorLists),
    preferredAccountTypes: item('preferred_account_types', isAccountTypes),
    emailLoginUsed: item('email_login_used', isBoolean),
    connectedEmail: item('connected_email', isString),
    /** SPEC §3: the social login used, and the visitor's handle there. */
    connectedSocial: item('connected_social', isProvider),
    socialUsername: item('social_username', isString),
    /** A full-page social login's attempt, until the page it returns to redeems it. */
    socialPending: item('social_pending', isPending),
    lastEmailLoginTime: item('last_email_login_time', isNumber),
    lastUsedChain: item('last_used_chain', isCaip2),
    addRecentWallet(wallet: RecentWallet): void {
      const rest = (page.recentWallets() ?? []).filter((w) => w.id !== wallet.id)
      page.recentWalletsItem.set([wallet, ...rest].slice(0, RECENT_WALLETS_KEPT))
    },
    disconnectedConnectorIds: () => disconnected.get() ?? [],
    markDisconnected(id: string, isDisconnected: boolean): void {
      const rest = (disconnected.get() ?? []).filter((x) => x !== id)
      disconnected.set(isDisconnected ? [...rest, id] : rest)
    },
    /** Clears the email/social login cache (SPEC §4: on disconnect or a failed connection check). */
    clearLoginCache(): void {
      for (const key of [
        'email_login_used',
        'connected_email',
        'last_used_chain',
        'social_username',
        'connected_social',
      ])
        page.access.remove(key)
    },
  }
}

/**
 * Every item SPEC §3 keeps in the browser, under Latch's prefix, typed and validated on read: a
 * corrupt or foreign value reads as absent.
 *
 * @example
 * const s = createLatchStorage(localStorage)
 * s.addRecentWallet({ id: 'io.metamask', name: 'MetaMask' })
 */
export function createLatchStorage(raw: LatchStorage, now: () => number = Date.now): LatchStorageItems {
  return storedItems(createPageStorage(raw, now))
}

/** The typed storage of one Latch instance: its items (the raw access they are built on stays inside). */
export type LatchStorageItems = Omit<
  ReturnType<typeof withEveryItem>,
  'access' | 'now' | 'item' | 'recentWalletsItem'
>
