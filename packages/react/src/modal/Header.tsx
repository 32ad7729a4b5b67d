import type { ReactNode, RefObject } from 'react'
import { useStrings } from '../i18n/use-strings.ts'
import { IconButton } from './IconButton.tsx'

/**
 * The dialog's header: back (when there is history), the title that names the dialog, close. A plain
 * element, not `<header>`: that would add a second banner landmark to the host page.
 */
export function Header(props: {
  titleId: string
  titleRef: RefObject<HTMLHeadingElement | null>
  title: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}): ReactNode {
  const en = useStrings()
  return (
    <div className="latch-header">
      {props.canGoBack ? (
        <IconButton label={en.back} onClick={props.onBack} path={<path d="M10 3 5 8l5 5" />} mirrored />
      ) : (
        <span className="latch-icon-spacer" />
      )}
      <h2 id={props.titleId} ref={props.titleRef} tabIndex={-1} className="latch-title" key={props.title}>
        {props.title}
      </h2>
      <IconButton label={en.close} onClick={props.onClose} path={<path d="m4 4 8 8M12 4l-8 8" />} />
    </div>
  )
}
