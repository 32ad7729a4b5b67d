/**
 * `latch.swap`: the Swap view's actions, whose code (the flow and the convert client) loads the first
 * time one is called, so a page that never swaps never downloads it.
 */
import type { SwapSide } from '../api/convert-wire.ts'
import type { InstanceContext } from '../context.ts'
import { createLoader } from '../loader.ts'
import type { SwapDeps, SwapFlow } from './flow.ts'

/** `latch.swap`: the Swap form (SPEC §2 Swap view) and the swap itself. */
export type SwapActions = {
  /** Loads the active network's swap tokens and the account's balances (once per account and network). */
  open: () => Promise<void>
  /** Chooses the token paid (`in`) or received (`out`) by its CAIP-10 id. */
  setToken: (side: SwapSide, address: string) => Promise<void>
  /** Swaps the two tokens. */
  flip: () => Promise<void>
  /** Sets the amount paid (`in`) or received (`out`); a quote follows once typing rests. */
  setAmount: (side: SwapSide, text: string) => Promise<void>
  /** Approves the token when needed, then swaps; resolves with the hash once mined. */
  submit: () => Promise<string>
  /** Clears the form. */
  reset: () => Promise<void>
}

/**
 * Creates `latch.swap` over an instance.
 *
 * @example
 * await latch.swap.open()
 * await latch.swap.setAmount('in', '0.5')
 */
export function createSwapModule(ctx: InstanceContext, deps: SwapDeps): SwapActions {
  const { load } = createLoader<SwapFlow>(() => import('./flow.ts').then((m) => m.createSwap(ctx, deps)))
  return {
    open: async () => (await load()).openSwap(),
    setToken: async (side, address) => (await load()).setSwapToken(side, address),
    flip: async () => (await load()).flipSwap(),
    setAmount: async (side, text) => (await load()).setSwapAmount(side, text),
    submit: async () => (await load()).submitSwap(),
    reset: async () => (await load()).resetSwap(),
  }
}
