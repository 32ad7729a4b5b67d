/**
 * Sign in with X's settings (the server's `siwx`).
 */
import { z } from 'zod'
import { secret } from '../settings-fields.ts'

/**
 * Sign in with X (`latchSiwx()` in the browser): the key session rows are authenticated with, and how
 * long nonces and sessions last. Absent, the sign-in calls answer that it is not configured.
 */
export const siwxSchema = z.object({
  /** 32 random bytes as 64 hex digits: session rows carry an HMAC under a key derived from it. */
  secretKey: secret,
  /** How long a signed-in session lasts at most (a message's own expiration time may end it sooner). */
  sessionTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  /** How long a nonce may wait for its signed message. */
  nonceTtlMinutes: z.number().int().min(1).max(60).default(10),
  /** Nonces one visitor IP may ask for per hour. */
  noncesPerIpHour: z.number().int().min(1).max(100_000).default(120),
  /**
   * The Bitcoin networks (CAIP-2, `bip122:` and the genesis hash's first 32 hex digits) whose accounts
   * may sign in (BIP-322 signatures). The server reads no Bitcoin chain itself, so they are listed here.
   */
  bitcoinChains: z
    .array(z.string().regex(/^bip122:[0-9a-f]{32}$/, 'a Bitcoin network is bip122: and 32 hex digits'))
    .default([]),
})
/** A validated sign-in configuration. */
export type SiwxConfig = z.infer<typeof siwxSchema>
