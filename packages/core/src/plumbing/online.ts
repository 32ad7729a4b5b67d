/**
 * The browser's connection: whether it says it is offline, and a wait for it to come back. Outside a
 * browser (server rendering, Node) it is always online.
 */

/** Whether the browser says it is offline. */
export const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Resolves at once when online, else when the connection returns; rejects with `signal`'s reason if it
 * aborts first.
 *
 * @example
 * await whenOnline(controller.signal)
 */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (!offline()) return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const done = (ok: boolean) => () => {
      removeEventListener('online', back)
      signal?.removeEventListener('abort', stop)
      ok ? resolve() : reject(signal?.reason)
    }
    const back = done(true)
    const stop = done(false)
    addEventListener('online', back)
    signal?.addEventListener('abort', stop)
  })
}
