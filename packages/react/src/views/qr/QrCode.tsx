import { type ReactNode, useEffect, useState } from 'react'
import { useStrings } from '../../i18n/use-strings.ts'

/**
 * A QR code drawn as one SVG path; the encoder loads on first use. While it loads (or while `text` is
 * not ready) a spinner holds the place.
 *
 * @example
 * <QrCode text={address} label={en.qrLabel(address)} />
 */
export function QrCode({ text, label }: { text: string | undefined; label: string }): ReactNode {
  const en = useStrings()
  const [qr, setQr] = useState<{ text: string; path: string; size: number } | undefined>()
  useEffect(() => {
    if (!text) return
    let live = true
    void import('./qr.ts').then(({ qrPath }) => {
      if (live) setQr({ text, ...qrPath(text) })
    })
    return () => {
      live = false
    }
  }, [text])
  return (
    <div className="latch-qr">
      {qr && qr.text === text ? (
        <svg role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      )}
    </div>
  )
}
