import type { ReactNode } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'

/** Receive: the address as a QR code, a copy button, and the networks it works on. */
export function ReceiveView(): ReactNode {
  const { strings: en, NetworkIcon, copyText, QrCode } = useModalKit()
  const latch = useLatchInstance()
  const { address, caipAddress } = useLatchAccount()
  if (!address || !caipAddress) return null
  const namespace = caipAddress.split(':')[0]
  const networks = latch.options.networks.filter((n) => n.chainNamespace === namespace)
  return (
    <div className="latch-center">
      {address ? <QrCode text={address} label={en.qrLabel(address)} /> : null}
      {/* The whole address, as text anyone can select and read (left to right in any locale). */}
      <p className="latch-mono latch-address-full" dir="ltr">
        {address}
      </p>
      <button
        type="button"
        className="latch-button"
        onClick={() => void copyText(latch, address, { done: en.addressCopied, failed: en.copyFailed })}
      >
        {en.copyAddressButton}
      </button>
      <p className="latch-muted latch-small">{en.receiveHint}</p>
      <ul className="latch-chips" aria-label={en.networks}>
        {networks.map((n) => (
          <li key={n.caipNetworkId}>
            <NetworkIcon network={n} size={18} />
            {n.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
