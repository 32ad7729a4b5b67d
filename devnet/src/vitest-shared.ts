/**
 * A resource several Vitest projects share in one run: each project runs the global setups it
 * lists, so the first starts the resource, the others reuse it, and the last to finish stops it.
 */
type Entry = { value: Promise<unknown>; users: number; stop: () => Promise<void> }
const holder = globalThis as { __latchShared?: Map<string, Entry> }
holder.__latchShared ??= new Map()
const registry = holder.__latchShared

/**
 * Starts the resource under `key` unless a project of this run already did; resolves with it and
 * its release (which stops it once every user released it).
 *
 * @example
 * const { value: devnet, release } = await sharedResource('devnet', startDevnet, (d) => d.stop())
 */
export async function sharedResource<T>(
  key: string,
  start: () => Promise<T> | T,
  stop: (value: T) => Promise<void> | void,
): Promise<{ value: T; release: () => Promise<void> }> {
  let entry = registry.get(key)
  if (!entry) {
    const value = Promise.resolve().then(start)
    entry = { value, users: 0, stop: async () => stop(await value) }
    registry.set(key, entry)
  }
  entry.users++
  const held = entry
  let released = false
  return {
    value: (await held.value) as T,
    async release() {
      if (released) return
      released = true
      if (--held.users > 0) return
      registry.delete(key)
      await held.stop()
    },
  }
}

/**
 * The resource started under `key` in this run, for browser commands (which run in Vitest's process,
 * beside the global setups); rejects when no project started it.
 *
 * @example
 * const server = await sharedValue<RunningServer>('latch-api')
 */
export async function sharedValue<T>(key: string): Promise<T> {
  const entry = registry.get(key)
  if (!entry) throw new Error(`no shared resource "${key}" was started in this run`)
  return (await entry.value) as T
}
