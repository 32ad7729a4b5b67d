import type { ChainNamespace } from './caip.ts'
import type { Environment } from './environment.ts'
import type { LatchStorageItems } from './latch-storage.ts'
import type { ResolvedOptions } from './options.ts'
import type { Store } from './store.ts'
import type { ChainAdapter, LatchState } from './types.ts'

/** Instance events a host can listen to with `latch.on()`. */
export type LatchEmitted = 'accountChanged' | 'disconnect' | 'pendingTransactions'

/** What the parts of one instance share. Internal: never exported from the package. */
export type InstanceContext = {
  options: ResolvedOptions
  store: Store<LatchState>
  storage: LatchStorageItems
  env: () => Environment
  adapterFor: (ns: ChainNamespace) => ChainAdapter
  track: (event: string, properties?: Record<string, unknown>, type?: 'track' | 'error') => void
  emit: (event: LatchEmitted) => void
  isConnected: (ns?: ChainNamespace) => boolean
}
