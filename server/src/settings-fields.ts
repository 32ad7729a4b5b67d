/** The fields several features' settings share: network ids, addresses and secrets. */
import { SOLANA_ADDRESS } from '@latch/protocol/api'
import { z } from 'zod'

export const caip2 = z
  .string()
  .regex(/^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address')
export const solanaAddress = z.string().regex(SOLANA_ADDRESS, 'Invalid Solana address')

export const secret = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a secret is 64 hex digits (32 random bytes)')
