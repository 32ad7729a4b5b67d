/**
 * What the frame reads of bytes a site or a token hands it, as words a person can check: a message
 * that decodes to printable text, and a token's `symbol()` answer.
 */
import { type Hex, hexToString, isHex } from 'viem'

/**
 * A token's symbol from its `symbol()` answer: an ABI string (offset, length, bytes) or a bytes32.
 *
 * @example
 * symbolOf(answer) // 'LUSD'
 */
export const symbolOf = (hex: Hex | undefined): string | undefined => {
  if (!hex || hex.length < 66) return undefined
  try {
    if (hex.length === 66) return hexToString(hex).replace(/\0+$/, '')
    const length = Number(BigInt(`0x${hex.slice(66, 130)}`))
    if (length > 64 || hex.length < 130 + length * 2) return undefined
    return hexToString(`0x${hex.slice(130, 130 + length * 2)}`)
  } catch {
    return undefined
  }
}

/**
 * A message to sign as text when it is hex that decodes to printable UTF-8, else as it came.
 *
 * @example
 * readable('0x48656c6c6f') // 'Hello'
 */
export const readable = (hex: string) => {
  if (!isHex(hex)) return hex
  try {
    const text = hexToString(hex)
    // Shown as text when it decodes to printable UTF-8, else as the hex it is.
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : hex
  } catch {
    return hex
  }
}
