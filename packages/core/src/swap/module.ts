/**
 * `latch.swap`: the Swap view's actions, whose code (the flow and the convert client) loads the first
 * time one is called, so a page that never swaps never downloads it.
 */
import type { InstanceContext } from '../context.ts'
import { createLoader, lazyMethods } from '../loader.ts'
import type { SwapActions, SwapDeps } from './types.ts'

export type { SwapActions } from './types.ts'

/**
 * Creates `latch.swap` over an instance.
 *
 * @example
 * await latch.swap.open()
 * await latch.swap.setAmount('in', '0.5')
 */
export function createSwapModule(ctx: InstanceContext, deps: SwapDeps): SwapActions {
  const { load } = createLoader(() => import('./flow.ts').then((m) => m.createSwap(ctx, deps)))
  return lazyMethods(load)
}
