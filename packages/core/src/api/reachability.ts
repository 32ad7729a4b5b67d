/** Pauses between checks while the API server cannot be reached: growing, then every 30 s. */
export const SERVER_RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const

/** Whether the API server answers, and who wants to know when it answers again. */
export type Reachability = {
  /** A call got no answer (refused, timed out) or a 5xx: checks start, with growing pauses. */
  failed: () => void
  /** A call was answered: if the server was down, it is back, and the listeners hear it. */
  answered: () => void
  /** Whether the last call failed and no check has succeeded since. */
  isDown: () => boolean
  /** Called once each time the server comes back; returns the cleanup. */
  onBack: (listener: () => void) => () => void
}

/**
 * Follows whether the API server answers. After a failure it checks with `probe` (growing pauses, at
 * most every 30 s) until one succeeds, then tells the listeners, so server-backed data is loaded again
 * without the visitor pressing "Try again". Nothing runs until a call fails.
 *
 * @example
 * const reach = createReachability(() => fetch(`${apiUrl}/health`).then((r) => { if (!r.ok) throw r }))
 */
export function createReachability(probe: () => Promise<void>): Reachability {
  let down = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  const schedule = () => {
    const pause = SERVER_RETRY_PAUSES_MS[Math.min(attempt++, SERVER_RETRY_PAUSES_MS.length - 1)]
    timer = setTimeout(() => {
      probe().then(reach.answered, () => {
        if (down) schedule()
      })
    }, pause)
  }
  const reach: Reachability = {
    failed() {
      if (down) return
      down = true
      attempt = 0
      schedule()
    },
    answered() {
      if (!down) return
      down = false
      clearTimeout(timer)
      for (const l of [...listeners]) l()
    },
    isDown: () => down,
    onBack(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return reach
}
