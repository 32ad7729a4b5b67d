import { type AddressParams, SOLANA_ADDRESS } from '@latch/protocol/api'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import { HttpError } from './errors.ts'

/**
 * A zod object shape with exactly the keys of a wire type from `@latch/protocol/api`: written as
 * `z.object({ … } satisfies WireShape<HistoryQuery>)`, a key renamed, added or dropped on either side
 * fails to compile.
 */
export type WireShape<T> = { [K in keyof Required<T>]: z.ZodType }

/** An EVM address in any case (the checksum is not enforced). */
export const addressSchema = z.string().refine((a) => isAddress(a, { strict: false }), 'Invalid address')
/** Path params of the per-account routes: `{ address }`. */
export const addressParams = z.object({ address: addressSchema } satisfies WireShape<AddressParams>)
/** A Solana address: 32 to 44 base58 characters. */
export const solanaAddressSchema = z.string().regex(SOLANA_ADDRESS, 'Invalid address')
/** Path params of the routes that serve EVM and Solana accounts alike (balances). */
export const anyAddressParams = z.object({
  address: z.union([addressSchema, solanaAddressSchema], { error: 'Invalid address' }),
} satisfies WireShape<AddressParams>)
/**
 * Path params naming an account as a plain address or a CAIP-10 id (`eip155:1:0x…`); parsed to the
 * plain address.
 */
export const accountParams = z.object({
  address: z
    .string()
    .max(200)
    .transform((a) => a.split(':').at(-1) ?? a)
    .pipe(addressSchema),
} satisfies WireShape<AddressParams>)
/** A CAIP-2 network id as a query value. */
export const caip2Schema = z.string().regex(/^[a-z0-9]+:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

/**
 * Refuses, with a 400 naming `query.chainId`, a network the server does not serve.
 *
 * @example
 * requireServedChain(config, q.chainId)
 */
export function requireServedChain(config: ServerConfig, chainId: string | undefined): void {
  if (chainId && !config.chains.some((c) => c.caipNetworkId === chainId)) {
    throw new HttpError(400, `Unsupported chain ${chainId}`, 'query.chainId')
  }
}
