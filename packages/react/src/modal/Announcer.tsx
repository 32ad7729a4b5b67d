import { networkById } from '@latch/core/internal/connection/selectors'
import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { useStrings } from '../i18n/use-strings.ts'

/**
 * One polite live region for what changes while a person waits: connecting, connected, a declined or
 * failed connection, a network switch (asked, declined, failed, done), a send on its way, and a
 * disconnect. Toasts and alerts have live regions of their own; form problems are alerts by their field.
 * It speaks each change once, in the modal's language, and is visually hidden.
 */
export function Announcer(): ReactNode {
  const latch = useLatchInstance()
  const t = useStrings()
  const [message, setMessage] = useState('')
  const strings = useRef(t)
  strings.current = t

  useEffect(() => {
    let before = latch.getState()
    return latch.subscribe(() => {
      const s = latch.getState()
      const t = strings.current
      const ns = s.activeNamespace
      const was = before.connections[ns]
      const now = s.connections[ns]
      const wallet = s.connectors.find((c) => c.id === now?.connectorId)?.name
      const network = networkById(latch.options.networks, now?.caipNetworkId)?.name
      let say: string | undefined
      if (now?.status !== was?.status) {
        if (now?.status === 'connecting') say = t.connecting
        else if (now?.status === 'connected' && now.address)
          say = t.announceConnected(wallet ?? '', shortenAddress(now.address))
        else if (was?.status === 'connected' && now?.status !== 'reconnecting') say = t.announceDisconnected
      } else if (now?.status === 'connected' && network && now.caipNetworkId !== was?.caipNetworkId) {
        say = t.announceSwitched(network)
      }
      const attempt = s.connectAttempt?.status
      if (attempt !== before.connectAttempt?.status) {
        if (attempt === 'rejected') say = t.connectionRejected
        if (attempt === 'failed') say = t.failedToConnect
      }
      const sw = s.switchAttempt
      if (sw?.status !== before.switchAttempt?.status) {
        const target = networkById(latch.options.networks, sw?.caipNetworkId)?.name ?? ''
        if (sw?.status === 'pending') say = t.approveSwitch(target)
        if (sw?.status === 'rejected') say = t.switchDeclined
        if (sw?.status === 'failed') say = t.switchFailed
      }
      if (s.send.loading && !before.send.loading) say = t.sending
      before = s
      if (say) setMessage(say)
    })
  }, [latch])

  return (
    <div className="latch-visually-hidden" role="status" aria-live="polite" data-testid="latch-announcer">
      {message}
    </div>
  )
}
