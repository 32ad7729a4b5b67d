/** The QR encoder: loaded with the Receive view only, never at page load. */
import { encode } from 'uqr'

/**
 * The dark modules of a QR code as one SVG path (1 unit per module, quiet zone included), and its size.
 *
 * @example
 * const { path, size } = qrPath('0xf39F…')
 */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}
