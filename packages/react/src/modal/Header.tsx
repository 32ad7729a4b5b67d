import type { ReactNode, RefObject } from 'react'
import { en } from '../i18n/en.ts'

/** The dialog's header: back (when there is history), the title that names the dialog, close. */
export function Header(props: {
  titleId: string
  titleRef: RefObject<HTMLHeadingElement | null>
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}): ReactNode {
  return (
    <header className="latch-header">
      {props.canGoBack ? (
        <button type="button" className="latch-icon-button" aria-label={en.back} onClick={props.onBack}>
          <svg viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <span className="latch-icon-spacer" />
      )}
      <h2 id={props.titleId} ref={props.titleRef} tabIndex={-1} className="latch-title">
        {props.title}
      </h2>
      <button type="button" className="latch-icon-button" aria-label={en.close} onClick={props.onClose}>
        <svg viewBox="0 0 16 16" aria-hidden="true" width="16" height="16">
          <path
            d="m4 4 8 8M12 4l-8 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </header>
  )
}
