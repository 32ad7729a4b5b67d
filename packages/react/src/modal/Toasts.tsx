import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { IconButton } from './IconButton.tsx'

/**
 * The notification: it stays while pointed at or focused (its Dismiss button takes focus), then gets its
 * full time again.
 */
function Toast(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const notification = useLatchSelector((s) => s.notification)
  const hold = latch.notifications.holdNotification
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: holding on hover is a pointer convenience; keyboard users hold it by focusing its Dismiss button, whose focus events bubble here
    <div
      className="latch-toast"
      data-variant={notification.variant}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
    >
      {notification.variant === 'loading' ? <span className="latch-spinner" aria-hidden="true" /> : null}
      <span>{notification.message}</span>
      {notification.variant === 'loading' ? null : (
        <IconButton
          label={en.dismissNotification}
          onClick={latch.notifications.closeNotification}
          path={<path d="m4 4 8 8M12 4l-8 8" />}
        />
      )}
    </div>
  )
}

/** The notification toast and the alert banner; errors are announced assertively, the rest politely. */
export function Toasts(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const notification = useLatchSelector((s) => s.notification)
  const alert = useLatchSelector((s) => s.alert)
  return (
    <>
      <div className="latch-toast-region" role="status" aria-live="polite">
        {notification.open && notification.variant !== 'error' ? <Toast /> : null}
      </div>
      <div className="latch-toast-region latch-toast-region-error" role="alert">
        {notification.open && notification.variant === 'error' ? <Toast /> : null}
        {alert.open ? (
          <div className="latch-alert" data-variant={alert.variant}>
            <span>
              <strong>{alert.message}</strong>
              {alert.invalidAppConfiguration ? <span> — {en.invalidAppConfigurationHint}</span> : null}
            </span>
            <IconButton
              label={en.dismiss}
              onClick={latch.notifications.closeAlert}
              path={<path d="m4 4 8 8M12 4l-8 8" />}
            />
          </div>
        ) : null}
      </div>
    </>
  )
}
