/** Code or a service loaded on demand: loading starts once, and once in hand it is there synchronously. */
export type Loader<T> = { load: () => Promise<T>; current: () => T | undefined }

/**
 * Wraps an async load (a dynamic `import()`, usually) so it runs once and its result can then be read
 * synchronously. A failed load is forgotten, so the next call tries again.
 *
 * @example
 * const modal = createLoader(() => import('../modal/ModalRoot.tsx'))
 * button.onpointerenter = () => void modal.load()
 */
export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    load() {
      loading ??= load().then(
        (m) => {
          loaded = m
          return m
        },
        (e: unknown) => {
          loading = undefined
          throw e
        },
      )
      return loading
    },
    current: () => loaded,
  }
}

/**
 * An object whose methods forward to the one `load` resolves to, loading it on the first call: each
 * method returns a promise of the loaded method's result. Methods in `fixed` are used as they are
 * (for the few that must answer synchronously).
 *
 * @example
 * const api = lazyMethods(() => import('../client.ts').then((m) => m.createApiClient(opts)))
 * await api.identity('0xf39F…')
 */
export function lazyMethods<T extends object>(load: () => Promise<T>, fixed: Partial<T> = {}): T {
  return new Proxy({} as T, {
    get: (_, key) =>
      fixed[key as keyof T] ??
      // Not methods: what awaiting, serialising or inspecting the object asks for.
      (typeof key !== 'string' || NOT_METHODS.has(key)
        ? undefined
        : (...args: unknown[]) =>
            load().then((t) => (t[key as keyof T] as (...a: unknown[]) => unknown)(...args))),
  })
}

const NOT_METHODS = new Set(['then', 'toJSON', 'constructor'])

/**
 * A feature whose code loads the first time one of its methods is called: `load` runs once (again
 * after a failure), and every method returns a promise of the loaded method's result.
 *
 * @example
 * const swap = lazyFeature(() => import('../swap/flow.ts').then((m) => m.createSwap(ctx, deps)))
 */
export const lazyFeature = <T extends object>(load: () => Promise<T>): T =>
  lazyMethods(createLoader(load).load)
