import type { AccountType } from '../latch-storage.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import type { Environment } from '../plumbing/environment.ts'
import type { Connector } from './adapter.ts'

/**
 * "Switch to smart account only when smart accounts are enabled and current type is eoa" (SPEC §6):
 * enabled means the network is among the embedded wallet's smart-account-enabled networks.
 *
 * @example
 * canSwitchToSmartAccount({ current: 'eoa', caipNetworkId: 'eip155:1', enabledNetworks: ['eip155:1'] }) // true
 */
export function canSwitchToSmartAccount(p: {
  current: AccountType | undefined
  caipNetworkId: CaipNetworkId | undefined
  enabledNetworks: readonly string[]
}): boolean {
  return p.current === 'eoa' && p.caipNetworkId !== undefined && p.enabledNetworks.includes(p.caipNetworkId)
}

/**
 * Whether to hide a generic "Browser Wallet" injected connector (SPEC §6): always on desktop, and on
 * mobile when it has no rdns and is not installed; never inside a wallet app's browser, where it is
 * that wallet.
 *
 * @example
 * isHiddenBrowserWallet({ name: 'Browser Wallet', type: 'INJECTED' }, { isMobile: false }, true) // true
 */
export function isHiddenBrowserWallet(
  connector: Pick<Connector, 'name' | 'type' | 'info'>,
  env: Pick<Environment, 'isMobile'> & Partial<Pick<Environment, 'isWalletBrowser'>>,
  installed: boolean,
): boolean {
  if (connector.name !== 'Browser Wallet' || connector.type !== 'INJECTED') return false
  // In a wallet app's browser the page's own provider is that wallet, announced or not.
  if (env.isWalletBrowser) return false
  if (!env.isMobile) return true
  return !connector.info?.rdns && !installed
}
