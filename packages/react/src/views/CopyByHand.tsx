import { type ReactNode, useEffect, useRef } from 'react'

/**
 * What a refused clipboard leaves: the text in a read-only field, selected and focused, so the person
 * copies it themselves (a long press on a phone, Ctrl+C on a desktop).
 *
 * @example
 * {blocked ? <CopyByHand text={uri} intro={en.copyFromHere} label={en.pairingLink} /> : null}
 */
export function CopyByHand(props: { text: string; intro: string; label: string }): ReactNode {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])
  return (
    <div className="latch-form">
      <p className="latch-muted">{props.intro}</p>
      <input
        ref={field}
        readOnly
        value={props.text}
        aria-label={props.label}
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  )
}
