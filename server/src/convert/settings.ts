/**
 * The swaps' settings (the server's `swaps`).
 */
import { SWAP_SLIPPAGE_DEFAULT, SWAP_SLIPPAGE_MAX } from '@latch/protocol/api'
import { z } from 'zod'
import { evmAddress, evmChain } from '../settings-fields.ts'

/**
 * Swaps (SPEC §7 convert calls): the networks that have a Uniswap V2 router (Router02) and the tokens
 * offered there. A network not listed answers "Network not supported for Swaps". SPEC §9's list of
 * swap networks is real chains' ids; a deployment lists each with the router it trusts.
 */
export const swapsSchema = z.object({
  /** Slippage unless a call says otherwise, in percent (SPEC §9: 1). */
  slippage: z.number().min(0.01).max(SWAP_SLIPPAGE_MAX).default(SWAP_SLIPPAGE_DEFAULT),
  networks: z
    .array(
      z.object({
        chain: evmChain,
        router: evmAddress,
        /** The ERC-20s offered, popular first (default: the chain's configured ERC-20 tokens). */
        tokens: z.array(evmAddress).optional(),
      }),
    )
    .default([]),
})
