/** What a batch's values look like, and how many calls it holds: shared by its wire types and its schemas. */

/** A batch holds at most this many calls; more is ERC-5792's "bundle too large" (5740). */
export const MAX_CALLS = 16

/** An EVM address: 0x and 40 hex characters (any case). */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
/** Hex bytes: 0x and whole bytes (`0x` alone is none). */
export const HEX_BYTES_PATTERN = /^0x([0-9a-fA-F]{2})*$/
/** A hex quantity: 0x and no leading zero, at most 256 bits. */
export const QUANTITY_PATTERN = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/

/**
 * An EVM address as the wire carries it: 0x and 40 hex characters (any case).
 *
 * @example
 * isAddressText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export const isAddressText = (v: unknown): v is `0x${string}` =>
  typeof v === 'string' && ADDRESS_PATTERN.test(v)
/**
 * Hex bytes as the wire carries them: 0x and whole bytes (`0x` alone is none).
 *
 * @example
 * isHexBytes('0xabc') // false: half a byte
 */
export const isHexBytes = (v: unknown): v is `0x${string}` =>
  typeof v === 'string' && HEX_BYTES_PATTERN.test(v)
