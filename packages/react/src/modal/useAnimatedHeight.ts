import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * Follows the content's height so the dialog can animate it (SPEC §2: modal height 150 ms). Undefined
 * (the content's own height) until the first observation, which arrives after the dialog's first
 * layout: reading the height while the dialog mounts would force a layout and a second render before
 * its first paint, a third of what a click costs to open a ready modal.
 */
export function useAnimatedHeight(content: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const el = content.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [content])
  return height
}
