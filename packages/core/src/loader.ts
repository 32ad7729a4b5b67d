/** Code or a service loaded on demand: loading starts once, and once in hand it is there synchronously. */
export type Loader<T> = { load: () => Promise<T>; current: () => T | undefined }

/**
 * Wraps an async load (a dynamic `import()`, usually) so it runs once and its result can then be read
 * synchronously. A failed load is forgotten, so the next call tries again.
 *
 * @example
 * const modal = createLoader(() => import('./modal/ModalRoot.tsx'))
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
