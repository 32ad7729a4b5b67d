import { shortenAddress } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount } from '../../hooks.ts'
import { en } from '../../i18n/en.ts'
import { copyAddress } from '../copy-address.ts'

/** Receive: the address as a QR code, a copy button, and the networks it works on. */
export function ReceiveView(): ReactNode {
  const latch = useLatchInstance()
  const { address, caipAddress } = useLatchAccount()
  const [qr, setQr] = useState<{ path: string; size: number } | undefined>()
  useEffect(() => {
    if (!address) return
    let live = true
    void import('./qr.ts').then(({ qrPath }) => {
      if (live) setQr(qrPath(address))
    })
    return () => {
      live = false
    }
  }, [address])
  if (!address || !caipAddress) return null
  const namespace = caipAddress.split(':')[0]
  const networks = latch.options.networks.filter((n) => n.chainNamespace === namespace)
  return (
    <div className="latch-center">
      <div className="latch-qr">
        {qr ? (
          <svg
            role="img"
            aria-label={en.qrLabel(address)}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
        ) : (
          <span className="latch-spinner" role="status" aria-label={en.loading} />
        )}
      </div>
      <p className="latch-mono" title={address}>
        {shortenAddress(address)}
      </p>
      <button type="button" className="latch-button" onClick={() => void copyAddress(latch, address)}>
        {en.copyAddressButton}
      </button>
      <p className="latch-muted latch-small">{en.receiveHint}</p>
      <ul className="latch-chips" aria-label={en.networks}>
        {networks.map((n) => (
          <li key={n.caipNetworkId}>{n.name}</li>
        ))}
      </ul>
    </div>
  )
}
