/**
 * What a visitor is told when the wallet acts on its own: it disconnected (from its own UI, or by
 * revoking the app) or moved to another of the app's networks. A disconnect also leaves the views that
 * need a connected account, so the modal never stays open on an empty Account view.
 */

import type { NamespaceConnection } from '../connection/types.ts'
import type { createModal } from '../modal/modal.ts'
import type { ViewName } from '../modal/views.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import type { ConnectContext } from './context.ts'

/** What a visitor is told of the wallet's own acts, in English (each locale's catalogue translates it). */
export const WALLET_NOTICES = {
  walletDisconnected: (wallet: string) => `${wallet} disconnected`,
  walletSwitched: (wallet: string, network: string) => `${wallet} switched to ${network}`,
  yourWallet: 'Your wallet',
} as const

/** Views that show the connected account: a disconnect sends the modal back to Connect from them. */
const ACCOUNT_VIEWS: readonly ViewName[] = [
  'Account',
  'Send',
  'Receive',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UpdateEmailWallet',
  'WalletBrowsers',
]

/**
 * Creates the reaction to a wallet-reported event: call it with the namespace's connection from before
 * the event, once the event is applied.
 *
 * @example
 * const before = connection(ns); apply(ns, rules.disconnect(before, id)); walletEvents(ns, id, before)
 */
export function createWalletEvents(
  ctx: ConnectContext,
  deps: { notify: (n: NotificationInput) => void; modal: ReturnType<typeof createModal> },
) {
  const { store, t } = ctx
  return (ns: ChainNamespace, connectorId: string, before: NamespaceConnection | undefined): void => {
    const s = store.get()
    const after = s.connections[ns]
    const wallet =
      s.connectors.find((c) => c.id === connectorId)?.name ?? t.notice(WALLET_NOTICES, 'yourWallet')
    if (before?.status === 'connected' && after?.status !== 'connected') {
      deps.notify({ message: t.notice(WALLET_NOTICES, 'walletDisconnected', wallet), variant: 'success' })
      const top = s.modal.history.at(-1)?.view
      if (s.modal.open && top && ACCOUNT_VIEWS.includes(top)) deps.modal.reset('Connect')
      return
    }
    const moved = after?.caipNetworkId !== before?.caipNetworkId && before?.status === 'connected'
    // A switch the app asked for is not news; a network the app lacks has its own view (UnsupportedChain).
    const network = ctx.network(after?.caipNetworkId)
    if (moved && network && s.switchAttempt?.status !== 'pending')
      deps.notify({
        message: t.notice(WALLET_NOTICES, 'walletSwitched', wallet, network.name),
        variant: 'success',
      })
  }
}
