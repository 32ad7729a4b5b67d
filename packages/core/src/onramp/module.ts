/**
 * `latch.onramp`: buying crypto with fiat, whose code loads the first time one of its actions is
 * called, so a page that never buys never downloads it.
 */
import type { InstanceContext } from '../context.ts'
import { createLoader, lazyMethods } from '../loader.ts'
import type { OnrampActions, OnrampDeps } from './types.ts'

export type { OnrampActions } from './types.ts'

/**
 * Creates `latch.onramp` over an instance.
 *
 * @example
 * await latch.onramp.open()
 * await latch.onramp.setAmount('50')
 */
export function createOnrampModule(ctx: InstanceContext, deps: OnrampDeps): OnrampActions {
  const { load } = createLoader(() => import('./flow.ts').then((m) => m.createOnramp(ctx, deps)))
  return lazyMethods(load)
}
