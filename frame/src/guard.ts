/**
 * The clickjacking guard of an approval. The host page controls the frame's box: it can make it
 * transparent, cover it, shrink it or move it under the visitor's pointer. An approval therefore counts
 * only when the browser itself says the frame has been fully visible and unobscured (IntersectionObserver
 * v2 `trackVisibility`) for {@link VISIBLE_MS}, and the visitor's own input reached it after that:
 *
 * - a key press (trusted, while armed);
 * - a pointer press at a frame position that has not changed for {@link STEADY_MS} (a frame moved under
 *   a resting pointer is caught by its new offset: the press lands where no pointer was seen before).
 *
 * Losing visibility, a resize or a move once the approval was armed is tampering: the caller refuses the
 * request. A resize of the visitor's own window (the browser window, or a phone turned), which the host
 * page cannot make, is not: the frame reads the top-level window's outer size and the screen's
 * orientation, and when either changed with the frame, the approval starts its clock again (disarmed,
 * `onReset`) instead of being refused. Input that reaches a frame the browser does not see as visible is tampering too. Where the
 * browser cannot tell visibility ({@link canTrackVisibility} false), the approval opens in a top-level
 * window instead (review-window.ts).
 */

/** How long the approval must have been fully visible before input counts (ms). */
export const VISIBLE_MS = 500
/** How long a mouse must have rested over the frame at one position before its press counts (ms). */
export const STEADY_MS = 300
/** The smallest frame (CSS px each way) an approval counts in: a shrunk frame hides what is signed. */
export const MIN_SIZE = 200

/** Whether this browser reports occlusion and visual effects (IntersectionObserver v2). */
export const canTrackVisibility = (): boolean =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/** Why a guarded approval was refused. */
export type Tamper = 'hidden' | 'resized' | 'moved' | 'input-while-hidden'

/** The guard of one approval on screen. */
export type ApprovalGuard = {
  /** Whether a trusted activation event of an approve control counts now. */
  accepts(event: Event): boolean
  /** Stops watching. */
  stop(): void
}

/** Where the frame sits in the top-level window, as a pointer event reveals it. */
const offsetOf = (e: PointerEvent): [number, number] => [
  e.screenX - e.clientX - window.screenX,
  e.screenY - e.clientY - window.screenY,
]
/** Two offsets a pixel apart are one position (coordinates are rounded on the way). */
const samePlace = (a: [number, number], b: [number, number]) =>
  Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] - b[1]) <= 1

/**
 * Watches `target` (the approval) and reports when it becomes armed or disarmed, and tampering.
 *
 * @example
 * const guard = guardApproval(surface, { onArmed: (on) => (approve.disabled = !on), onTamper: refuse })
 * approve.addEventListener('click', (e) => guard.accepts(e) && done(true))
 */
export function guardApproval(
  target: Element,
  on: {
    onArmed: (armed: boolean) => void
    onTamper: (why: Tamper) => void
    /** The visitor's own window changed size or orientation: the approval was disarmed and re-arms. */
    onReset?: () => void
  },
): ApprovalGuard {
  let visibleSince: number | undefined
  // Whether the browser has reported at all: input before its first report is ignored, not tampering.
  let reported = false
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  // The frame's position as the last pointer event saw it, and since when it has been there.
  let offset: [number, number] | undefined
  let offsetSince = 0
  // The last pointer press, judged when it happened.
  let pressOk = false
  let lastKey = 0

  const arm = (value: boolean) => {
    if (armed === value) return
    armed = value
    on.onArmed(value)
  }
  const tamper = (why: Tamper) => {
    if (stopped) return
    stop()
    on.onTamper(why)
  }
  // The browser's last report: fully in view and unobscured. The frame must also be big enough.
  let inView = false
  const big = () => window.innerWidth >= MIN_SIZE && window.innerHeight >= MIN_SIZE
  /** Starts the visibility clock again from now (or stops it while the approval is not seen). */
  const restart = () => {
    clearTimeout(timer)
    arm(false)
    visibleSince = inView && big() ? performance.now() : undefined
    if (visibleSince !== undefined) timer = setTimeout(() => arm(true), VISIBLE_MS)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1)
      if (!entry) return
      reported = true
      const seen = (entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible === true
      const was = inView
      inView = seen && entry.intersectionRatio >= 0.99
      if (!inView && armed) return tamper('hidden')
      if (inView !== was) restart()
    },
    { threshold: [0, 0.5, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(target)

  // The visitor's own window: what a page cannot change (its outer size, the screen's orientation).
  const windowShape = () => `${window.outerWidth}x${window.outerHeight} ${screen.orientation?.type ?? ''}`
  let shape = windowShape()
  // The frame's size changed. With the visitor's window (a resize, a phone turned) the clock starts again
  // and the frame's position is learnt anew; by the host alone, once armed, it is tampering.
  const onResize = () => {
    const now = windowShape()
    if (now !== shape) {
      shape = now
      offset = undefined
      restart()
      on.onReset?.()
      return
    }
    if (armed) tamper('resized')
    else restart()
  }
  const onPointer = (e: PointerEvent) => {
    if (!e.isTrusted) return
    const now = performance.now()
    const here = offsetOf(e)
    if (!offset || !samePlace(here, offset)) {
      // The frame moved under the pointer (or the pointer just came in): a move once armed is tampering.
      if (offset !== undefined && armed) return tamper('moved')
      offset = here
      offsetSince = now
    }
    if (e.type !== 'pointerdown') return
    if (visibleSince === undefined) {
      if (reported) tamper('input-while-hidden')
      return
    }
    const steady = e.pointerType !== 'mouse' || now - offsetSince >= STEADY_MS
    // Armed means seen for VISIBLE_MS already.
    pressOk = armed && steady
  }
  const onKey = (e: KeyboardEvent) => {
    if (!e.isTrusted) return
    if (reported && visibleSince === undefined) return tamper('input-while-hidden')
    lastKey = armed ? performance.now() : 0
  }
  window.addEventListener('resize', onResize)
  window.addEventListener('pointermove', onPointer, true)
  window.addEventListener('pointerdown', onPointer, true)
  window.addEventListener('keydown', onKey, true)

  function stop() {
    stopped = true
    clearTimeout(timer)
    observer.disconnect()
    window.removeEventListener('resize', onResize)
    window.removeEventListener('pointermove', onPointer, true)
    window.removeEventListener('pointerdown', onPointer, true)
    window.removeEventListener('keydown', onKey, true)
  }

  return {
    accepts(event) {
      if (stopped || !armed || !event.isTrusted) return false
      // A click a key made (detail 0) counts after a key pressed while armed; a pointer's after its press.
      const byKey = event instanceof MouseEvent && event.detail === 0
      return byKey ? performance.now() - lastKey < 1000 : pressOk
    },
    stop,
  }
}
