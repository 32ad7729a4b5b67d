/** The address form of SPEC §9, apart from the rest of the formatting: the connect button shows it at page load. */

/**
 * Shortens an address to its 4 leading and 6 trailing characters.
 *
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 4)}…${address.slice(-6)}`
}
