/**
 * Some browsers keep a failed dynamic import for the page's life (the module map remembers the failure:
 * Chromium up to at least 150, older Firefox and Safari), so `import('../chunk.js')` after a network
 * blip fails again without a request. A retry must ask for the module at a URL the page has not seen.
 */

/**
 * The module URL a failed native dynamic import names in its error (Chromium: "Failed to fetch
 * dynamically imported module: URL", Firefox: "error loading dynamically imported module: URL"), without
 * the `#latch-retry` an earlier retry added. `undefined` for anything else: a bundler's own chunk
 * loader (webpack's `ChunkLoadError`) retries by itself and must not be imported natively.
 *
 * @example
 * failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://a.example/x.js'))
 * // 'https://a.example/x.js'
 */
export const failedModuleUrl = (error: unknown): string | undefined =>
  error instanceof TypeError
    ? /imported module:?\s+(https?:\/\/[^\s#]+)/i.exec(error.message)?.[1]
    : undefined

/**
 * Wraps a literal dynamic import (kept literal so every bundler still makes its chunk) so that, after it
 * failed, the next call imports the module named by the failure at a fresh URL (`#latch-retry=n`: a
 * new module to the browser, the same request to the server and its caches), so the browser fetches it
 * again even where it keeps failed imports. Where the failure names no URL, the next call simply
 * imports again.
 *
 * @example
 * const loadFlow = importAgain(() => import('../embedded-wallet/flow.ts'))
 * await loadFlow().catch(() => loadFlow()) // the second call fetches the chunk anew
 */
export function importAgain<M>(load: () => Promise<M>): () => Promise<M> {
  let failed: string | undefined
  let attempt = 0
  return () =>
    (failed
      ? // Not the bundler's to resolve: the URL is of a chunk it already emitted.
        (import(
          /* webpackIgnore: true */ /* @vite-ignore */ `${failed}#latch-retry=${++attempt}`
        ) as Promise<M>)
      : load()
    ).catch((error: unknown) => {
      failed = failedModuleUrl(error) ?? failed
      throw error
    })
}
