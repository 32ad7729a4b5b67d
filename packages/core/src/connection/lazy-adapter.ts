import type { ChainNamespace } from '../caip.ts'
import { createLoader } from '../loader.ts'
import type { ChainAdapter } from '../types.ts'

/** A chain adapter whose code loads on first need; `ready()` resolves once it has. */
export type LazyChainAdapter = ChainAdapter & { ready: () => Promise<ChainAdapter> }

/** The optional capabilities an adapter has; core checks for them before it offers a flow. */
export type AdapterCapability =
  | 'switchNetwork'
  | 'sendTokens'
  | 'sendCall'
  | 'waitForReceipt'
  | 'estimateSendFee'
  | 'signMessage'
  | 'adopt'
  | 'watchPendingTransactions'

/**
 * Wraps a chain adapter so that its code loads only when Latch first needs it: when the visitor shows
 * interest in connecting (the button's hover, focus or press, or the modal opening), or when a saved
 * connection is restored. Core awaits `ready()` before it mounts the adapter; every async method
 * forwards once the code is in hand. `has` lists the optional capabilities the loaded adapter has, so
 * core can tell what to offer before loading it.
 *
 * @example
 * export const evmAdapter = (options = {}) =>
 *   lazyAdapter('eip155', () => import('../adapter.ts').then((m) => m.createEvmAdapter(options)), ['signMessage'])
 */
export function lazyAdapter(
  namespace: ChainNamespace,
  load: () => Promise<ChainAdapter>,
  has: readonly AdapterCapability[],
): LazyChainAdapter {
  const loader = createLoader(load)
  const ready = loader.load
  /** The loaded adapter's optional method, or an error saying the adapter lacks it. */
  const need = async <K extends AdapterCapability>(key: K): Promise<NonNullable<ChainAdapter[K]>> => {
    const a = await ready()
    const method = a[key] as ((...args: unknown[]) => unknown) | undefined
    if (!method) throw new Error(`The ${namespace} adapter cannot ${key}`)
    return method.bind(a) as NonNullable<ChainAdapter[K]>
  }
  const all: Partial<ChainAdapter> = {
    switchNetwork: async (id, network) => (await need('switchNetwork'))(id, network),
    sendTokens: async (params) => (await need('sendTokens'))(params),
    sendCall: async (params) => (await need('sendCall'))(params),
    waitForReceipt: async (params) => (await need('waitForReceipt'))(params),
    estimateSendFee: async (params) => (await need('estimateSendFee'))(params),
    signMessage: async (params) => (await need('signMessage'))(params),
    adopt(id, provider) {
      const adapter = loader.current()
      if (adapter) return adapter.adopt?.(id, provider)
      void ready().then((a) => a.adopt?.(id, provider))
    },
    watchPendingTransactions(params) {
      const adapter = loader.current()
      if (adapter?.watchPendingTransactions) return adapter.watchPendingTransactions(params)
      let stop: (() => void) | undefined
      let stopped = false
      void ready().then((a) => {
        if (!stopped) stop = a.watchPendingTransactions?.(params)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
  const optionals = Object.fromEntries(has.map((k) => [k, all[k]]))
  return {
    namespace,
    ready,
    mount(ctx) {
      // Core mounts after `ready()`; a mount before it (a host calling the adapter directly) waits.
      const adapter = loader.current()
      if (adapter) return adapter.mount(ctx)
      let cleanup: (() => void) | undefined
      let cancelled = false
      void ready().then((a) => {
        if (!cancelled) cleanup = a.mount(ctx)
      })
      return () => {
        cancelled = true
        cleanup?.()
      }
    },
    connect: async (id) => (await ready()).connect(id),
    reconnect: async (id) => (await ready()).reconnect(id),
    disconnect: async (id) => (await ready()).disconnect(id),
    getBalance: async (params) => (await ready()).getBalance(params),
    getProvider: (id) => loader.current()?.getProvider(id),
    ...optionals,
  }
}
