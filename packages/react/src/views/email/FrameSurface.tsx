import type { LatchState } from '@latch/core'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLatchInstance } from '../../context.ts'

/**
 * Where the embedded wallet's frame shows itself inside the modal (an approval, the recovery code): the
 * frame, on the secure site's origin, is laid over this box. The host page cannot reach into it. Its
 * height fits the screen the frame shows (`surface`: a passkey's prompt is short; an approval's
 * details scroll in the tallest box), named by the view that shows it.
 */
export function FrameSurface(props: {
  label: string
  surface?: NonNullable<LatchState['frameSurface']>['surface']
}): ReactNode {
  const latch = useLatchInstance()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    void latch.email.placeFrame(ref.current)
    return () => void latch.email.placeFrame(null)
  }, [latch])
  return (
    <section
      ref={ref}
      className="latch-frame-surface"
      data-surface={props.surface}
      aria-label={props.label}
    />
  )
}
