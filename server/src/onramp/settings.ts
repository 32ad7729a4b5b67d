/**
 * The on-ramp's settings (the server's `onramp`).
 */
import { z } from 'zod'
import { caip2, evmAddress, secret } from '../settings-fields.ts'

/**
 * Buying with fiat (SPEC §7 on-ramp calls): the providers visitors pay at, the coins they can buy, and
 * the account that delivers them once a provider's signed webhook says an order is paid. Absent, the
 * on-ramp calls answer that buying is not configured.
 */
export const onrampSchema = z.object({
  providers: z
    .array(
      z.object({
        name: z
          .string()
          .regex(/^[a-z0-9-]{1,32}$/, 'a provider name is lowercase letters, digits and hyphens'),
        label: z.string().min(1).max(60),
        /** The provider's checkout page; the server sends visitors there with a signed session. */
        url: z.url(),
        /** Signs the checkout URL (HMAC-SHA256); the provider checks it. Never leaves the server. */
        apiSecret: secret,
        /** Verifies the provider's webhooks (HMAC-SHA256 over the timestamp and the raw body). */
        webhookSecret: secret,
        /** The provider's fee per payment method, in percent (SPEC §9: 1–2 %). */
        feePercent: z
          .object({ card: z.number().min(0).max(10), ach_bank_account: z.number().min(0).max(10) })
          .default({ card: 2, ach_bank_account: 1 }),
        /** The namespaces it delivers to: the server delivers bought coins on EVM chains only. */
        supportedChains: z.array(z.enum(['eip155'])).default(['eip155']),
      }),
    )
    .min(1),
  /** The private key of the account that sends bought coins (0x and 64 hex digits). */
  treasuryKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'treasuryKey is a private key: 0x and 64 hex digits'),
  /** The coins that can be bought: a configured chain's native coin or one of its ERC-20s. */
  assets: z
    .array(
      z.object({
        chain: caip2,
        address: z.union([z.literal('native'), evmAddress]),
        symbol: z.string().min(1).max(12),
        name: z.string().min(1).max(60),
        decimals: z.number().int().min(0).max(36),
      }),
    )
    .min(1),
  /** Units of each fiat currency per US dollar, for prices kept in USD. */
  fiatPerUsd: z
    .object({ USD: z.number().positive(), EUR: z.number().positive() })
    .default({ USD: 1, EUR: 0.92 }),
})
/** A validated on-ramp configuration. */
export type OnrampConfig = z.infer<typeof onrampSchema>
