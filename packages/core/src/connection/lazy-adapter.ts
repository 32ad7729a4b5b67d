import type { ChainNamespace } from '../plumbing/caip.ts'
import { createLoader } from '../plumbing/loader.ts'
import type { ChainAdapter } from './adapter.ts'

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
  /** A method that loads the adapter first, then calls it (an async method of every adapter's, or of `has`). */
  const later =
    (key: keyof ChainAdapter) =>
    async (...args: unknown[]) => {
      const a = await ready()
      const method = a[key] as ((...args: unknown[]) => unknown) | undefined
      if (!method) throw new Error(`The ${namespace} adapter cannot ${key}`)
      return method.apply(a, args)
    }
  /** Runs `use` on the adapter now if it has loaded, else once it loads (unless stopped first); returns the stop. */
  const whenReady = (use: (a: ChainAdapter) => (() => void) | undefined): (() => void) => {
    const loaded = loader.current()
    if (loaded) return use(loaded) || (() => {})
    let stop: (() => void) | undefined
    let stopped = false
    void ready().then((a) => {
      if (!stopped) stop = use(a)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }
  const now: Partial<ChainAdapter> = {
    adopt(id, provider) {
      whenReady((a) => {
        a.adopt?.(id, provider)
        return undefined
      })
    },
    watchPendingTransactions: (params) => whenReady((a) => a.watchPendingTransactions?.(params)),
  }
  const methods = ['connect', 'reconnect', 'disconnect', 'getBalance', ...has] as const
  const calls = Object.fromEntries(methods.map((k) => [k, now[k] ?? later(k)])) as Pick<
    ChainAdapter,
    'connect' | 'reconnect' | 'disconnect' | 'getBalance'
  >
  return {
    namespace,
    ready,
    // Core mounts after `ready()`; a mount before it (a host calling the adapter directly) waits.
    mount: (ctx) => whenReady((a) => a.mount(ctx)),
    getProvider: (id) => loader.current()?.getProvider(id),
    ...calls,
  }
}
