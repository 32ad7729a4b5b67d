import { networkById } from '@latch/core/internal/connection/selectors'
import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import { type ReactNode, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { useConnections, useSwitchConnection } from '../../useConnections.ts'
import { safeImageUrl } from '../safe-url.ts'
import { useLinkedWallets } from './useLinkedWallets.ts'

/**
 * The Account view's list of connected wallets (`features.multiWallet`): each with its network and
 * address, the one in use marked, the others to use instead; each can be disconnected alone, and
 * another added from the Connect view. Signed in through the Latch server, another wallet links to the
 * profile by its own signature, and unlinks. A press that fails says why under the list.
 */
export function ConnectedWallets(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const connections = useConnections()
  const { switchConnection, disconnectConnection } = useSwitchConnection()
  const links = useLinkedWallets()
  const [problem, setProblem] = useState<string>()
  const run = (action: Promise<void>) => {
    setProblem(undefined)
    action.catch((e: unknown) => setProblem(latch.describeError(e)))
  }
  return (
    <section className="latch-wallets" aria-labelledby="latch-connected-wallets">
      <h3 id="latch-connected-wallets" className="latch-row-title">
        {en.connectedWallets}
      </h3>
      <ul className="latch-rows">
        {connections.map((c) => {
          // The label names the wallet and its account: one wallet can hold two namespaces.
          const who = `${c.name ?? c.connectorId} (${shortenAddress(c.address)})`
          const icon = safeImageUrl(c.imageUrl)
          return (
            <li
              key={`${c.namespace}:${c.connectorId}`}
              className="latch-row"
              aria-current={c.current || undefined}
            >
              {icon ? (
                <img className="latch-token-icon" src={icon} alt="" />
              ) : (
                <span className="latch-token-icon" aria-hidden="true">
                  {(c.name ?? c.connectorId).slice(0, 1)}
                </span>
              )}
              <span className="latch-row-main">
                <span className="latch-row-title">{c.name ?? c.connectorId}</span>
                <span className="latch-muted" dir="ltr" title={c.address}>
                  {shortenAddress(c.address)} ·{' '}
                  {networkById(latch.options.networks, c.caipNetworkId)?.name ?? c.caipNetworkId}
                </span>
              </span>
              <span className="latch-wallet-actions">
                {links.available && !c.current ? (
                  links.isLinked(c.caipAddress) ? (
                    <>
                      <span className="latch-muted">{en.walletLinked}</span>
                      <button
                        type="button"
                        className="latch-link"
                        aria-label={en.unlinkWalletLabel(who)}
                        onClick={() => run(links.unlink(c.caipAddress))}
                      >
                        {en.unlinkWallet}
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="latch-link"
                      aria-label={en.linkWalletLabel(who)}
                      onClick={() => run(links.link(c.connectorId, c.namespace))}
                    >
                      {en.linkWallet}
                    </button>
                  )
                ) : null}
                {c.current ? (
                  <span className="latch-muted">{en.walletInUse}</span>
                ) : (
                  <button
                    type="button"
                    className="latch-link"
                    aria-label={en.switchToWalletLabel(who)}
                    onClick={() => run(switchConnection(c.connectorId, c.namespace))}
                  >
                    {en.switchToWallet}
                  </button>
                )}
                <button
                  type="button"
                  className="latch-link"
                  aria-label={en.disconnectWalletLabel(who)}
                  onClick={() =>
                    run(
                      disconnectConnection(c.connectorId, c.namespace).then(() => {
                        // The last wallet gone: no account left to show.
                        if (!latch.getAccount().isConnected) latch.close()
                      }),
                    )
                  }
                >
                  {en.disconnect}
                </button>
              </span>
            </li>
          )
        })}
      </ul>
      {problem ? (
        <p className="latch-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        onClick={() => latch.modal.push('Connect')}
      >
        {en.addAnotherWallet}
      </button>
    </section>
  )
}
