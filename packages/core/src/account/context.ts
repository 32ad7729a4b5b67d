/** What the account features read and write of their instance: nothing else reaches them. */
import type { AdapterFor } from '../connection/adapter.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { ModalSlice } from '../modal/views.ts'
import type { NamesSlice } from '../names/types.ts'
import type { Network } from '../networks/types.ts'
import type { OnrampSlice } from '../onramp/state.ts'
import type { SwapSlice } from '../swap/state.ts'
import type { AccountSlice } from './types.ts'

/**
 * The account features' view of their instance: their own slice and the names', the connection they show (and the
 * modal's views, which say what is on screen), and the options they read; Swap's and Buy's slices too,
 * since their flows load with the account features (`features.ts`).
 *
 * @example
 * function createNames(ctx: AccountContext) { ... }
 */
export type AccountContext = Pick<
  Instance<AccountSlice & NamesSlice & ConnectionSlice & ModalSlice & SwapSlice & OnrampSlice>,
  'store' | 'storage' | 'log' | 't' | 'track' | 'on'
> & {
  options: { networks: readonly Network[]; nameZone: string }
  adapterFor: AdapterFor
}
