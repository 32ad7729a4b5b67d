/**
 * Shortens an address to its 4 leading and 6 trailing characters (SPEC §9).
 *
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 4)}…${address.slice(-6)}`
}

/**
 * Formats a token amount given as a decimal string, with at most `fractionDigits` decimals, en-US.
 *
 * @example
 * formatAmount('10000.123456', 3) // '10,000.123'
 */
export function formatAmount(value: string, fractionDigits = 3): string {
  const formatter = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: fractionDigits,
    roundingMode: 'trunc',
  })
  // Intl accepts decimal strings exactly, so large balances keep every digit.
  return formatter.format(value as unknown as number)
}
