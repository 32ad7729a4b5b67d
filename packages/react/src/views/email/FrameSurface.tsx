import { type ReactNode, useEffect, useRef } from 'react'
import { useLatchInstance } from '../../context.ts'

/**
 * Where the embedded wallet's frame shows itself inside the modal (an approval, the recovery code): the
 * frame, on the secure site's origin, is laid over this box. The host page cannot reach into it.
 */
export function FrameSurface(props: { label: string }): ReactNode {
  const latch = useLatchInstance()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    void latch.email.placeFrame(ref.current)
    return () => void latch.email.placeFrame(null)
  }, [latch])
  return <section ref={ref} className="latch-frame-surface" aria-label={props.label} />
}
