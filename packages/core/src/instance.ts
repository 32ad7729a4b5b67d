/**
 * What every part of one Latch instance shares, over the state it reads and writes. A domain names the
 * slices of the state it touches (`Instance<AccountSlice & ConnectionSlice>`) and the options it reads,
 * never the whole instance: `context.ts` builds the one object that serves them all.
 */

import type { Translator } from './i18n/translator.ts'
import type { Network } from './networks/types.ts'
import type { ChainNamespace } from './plumbing/caip.ts'
import type { Environment } from './plumbing/environment.ts'
import type { Logger } from './plumbing/logger.ts'
import type { PageStorage } from './plumbing/page-storage.ts'
import type { Store } from './plumbing/store.ts'

/** Instance events a host can listen to with `latch.on()`. */
export type LatchEmitted = 'accountChanged' | 'disconnect' | 'pendingTransactions'

/** Records an event (SPEC §3 Analytics event). */
export type Track = (event: string, properties?: Record<string, unknown>, type?: 'track' | 'error') => void

/**
 * The shared parts of one instance over the state `S` a module reads and writes: `Store<LatchState>`
 * serves any `Store<S>` whose slices it holds.
 *
 * @example
 * function fetchNfts(ctx: Pick<Instance<AccountSlice>, 'store' | 'log'>) { ... }
 */
export type Instance<S extends object> = {
  store: Store<S>
  storage: PageStorage
  log: Logger
  env: () => Environment
  track: Track
  emit: (event: LatchEmitted) => void
  on: (event: LatchEmitted, listener: () => void) => () => void
  /** Whether a wallet is connected in a namespace (the active one when none is given). */
  isConnected: (ns?: ChainNamespace) => boolean
  /** The app's network with this CAIP-2 id (`networkById`): lazily loaded modules read it here. */
  network: (id: string | undefined) => Network | undefined
  /** Core's visitor-facing words in the instance's locale. */
  t: Translator
}
