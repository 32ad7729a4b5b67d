import type { AdapterFor } from './connection/adapter.ts'
import { networkById, selectAccount } from './connection/selectors.ts'
import { createTranslator } from './i18n/translator.ts'
import type { Instance, LatchEmitted } from './instance.ts'
import type { ResolvedOptions } from './options.ts'
import { detectEnvironment, type Environment } from './plumbing/environment.ts'
import { loadError } from './plumbing/latch-error.ts'
import type { Logger } from './plumbing/logger.ts'
import type { PageStorage } from './plumbing/page-storage.ts'
import type { Store } from './plumbing/store.ts'
import type { LatchEvent, LatchState } from './types.ts'

/**
 * The one object that serves every domain's narrow view of its instance (`Instance<S>` and the options
 * it reads). Internal: never exported from the package.
 */
export type InstanceContext = Instance<LatchState> & {
  options: ResolvedOptions
  adapterFor: AdapterFor
  /** Called with each event record; the analytics module sets it when it mounts. */
  onTrack?: (record: LatchEvent) => void
}

/**
 * Builds what the modules of one instance share: its options, store, storage and logger, and the
 * instance's event emitter and event recorder.
 */
export function createInstanceContext(parts: {
  options: ResolvedOptions
  store: Store<LatchState>
  storage: PageStorage
  log: Logger
}): InstanceContext {
  const { options, store } = parts
  const listeners = new Map<LatchEmitted, Set<() => void>>()
  let environment: Environment | undefined
  const ctx: InstanceContext = {
    ...parts,
    t: createTranslator(),
    env: () => {
      environment ??= { ...detectEnvironment(), ...options.environment }
      return environment
    },
    adapterFor(ns) {
      const a = options.adapters.find((x) => x.namespace === ns)
      if (!a) throw loadError('ADAPTER_NOT_FOUND', { detail: ns })
      return a
    },
    isConnected: (ns) => selectAccount(store.get(), ns).isConnected,
    network: (id) => networkById(options.networks, id),
    emit(event) {
      for (const l of listeners.get(event) ?? []) l()
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return () => listeners.get(event)?.delete(listener)
    },
    track(event, properties, type = 'track') {
      const record: LatchEvent = {
        timestamp: Date.now(),
        data: { type, event, ...(properties ? { properties } : {}) },
      }
      store.set({ lastEvent: record })
      ctx.onTrack?.(record)
    },
  }
  return ctx
}
