/** The fields several features' settings share: network ids, addresses and secrets. */
import { SOLANA_ADDRESS } from '@latch/protocol/api'
import type { CaipNetworkId } from '@latch/protocol/caip'
import { caipNetworkId } from '@latch/protocol/caip-ids'
import { ADDRESS_PATTERN } from '@latch/protocol/calls/values'
import { z } from 'zod'

export const caip2 = z
  .string()
  .refine((c): c is CaipNetworkId => caipNetworkId.safeParse(c).success, 'Invalid CAIP-2 network id')
/** A network of an EVM chain (`eip155:…`): the swap's and the sponsored gas's. */
export const evmChain = caip2.refine((c): boolean => c.startsWith('eip155:'), 'an eip155 network')

export const evmAddress = z.string().regex(ADDRESS_PATTERN, 'Invalid address')
export const solanaAddress = z.string().regex(SOLANA_ADDRESS, 'Invalid Solana address')

export const secret = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a secret is 64 hex digits (32 random bytes)')
