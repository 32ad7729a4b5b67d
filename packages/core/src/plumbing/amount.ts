/** Why an amount text was refused. */
export type AmountProblem = 'invalid' | 'negative' | 'zero' | 'decimals'

/**
 * Parses a decimal amount typed by a person ("1.5", "0.000001", ".5") into base units. Refuses
 * anything else: signs, exponents, separators, more fraction digits than the token has, and zero.
 *
 * @example
 * parseAmount('1.5', 6) // { value: 1500000n }
 * parseAmount('1.1234567', 6) // { problem: 'decimals' }
 */
export function parseAmount(text: string, decimals: number): { value: bigint } | { problem: AmountProblem } {
  const t = text.trim()
  if (/^-\s*(\d|\.\d)/.test(t)) return { problem: 'negative' }
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t)
  if (!m || t === '' || t === '.' || t.length > 100) return { problem: 'invalid' }
  const whole = m[1] ?? ''
  const fraction = (m[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return { problem: 'decimals' }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return value === 0n ? { problem: 'zero' } : { value }
}

/**
 * Formats base units as a plain decimal string with no rounding and no trailing zeros.
 *
 * @example
 * formatUnitsExact(1500000n, 6) // '1.5'
 */
export function formatUnitsExact(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
