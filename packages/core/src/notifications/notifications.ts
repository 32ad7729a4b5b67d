import type { Store } from '../plumbing/store.ts'

/** A toast (SPEC §3 Notification). */
export type Notification = {
  open: boolean
  message: string
  variant: 'success' | 'error' | 'loading'
  /** An icon name the UI knows, e.g. `checkmark`. */
  icon?: string
  autoClose: boolean
}
/** A banner alert (SPEC §3 Alert). */
export type Alert = {
  open: boolean
  message: string
  variant: 'info' | 'warning' | 'error'
  /** Set on the server's 'Invalid App Configuration' alert, which the modal explains further. */
  invalidAppConfiguration?: true
}

/** The notifications' slice of the instance's state: the toast and the banner alert. */
export type NotificationsState = { notification: Notification; alert: Alert }

/** A new notification waits this long after closing the open one (SPEC §4). */
export const NOTIFICATION_SWAP_MS = 150
/** How long an auto-closing notification stays. */
export const NOTIFICATION_AUTO_CLOSE_MS = 2_500

export const CLOSED_NOTIFICATION: Notification = {
  open: false,
  message: '',
  variant: 'success',
  autoClose: true,
}
export const CLOSED_ALERT: Alert = { open: false, message: '', variant: 'info' }

/** What a caller gives to show a notification. */
export type NotificationInput = {
  message: string
  variant: Notification['variant']
  icon?: string
  /** Default: true, except for `loading`. */
  autoClose?: boolean
}

/** `latch.notifications`: toasts and alerts. */
export type NotificationActions = {
  /** Shows a toast; an open one closes first and the new one appears 150 ms later (SPEC §4). */
  notify: (notification: NotificationInput) => void
  closeNotification: () => void
  /**
   * Holds the notification open while the visitor points at or focuses it (`true`), then gives it its
   * full time again (`false`).
   */
  holdNotification: (held: boolean) => void
  showAlert: (message: string, variant: Alert['variant']) => void
  closeAlert: () => void
}

/**
 * Notifications and alerts of one instance: one notification at a time; a new one closes the open one
 * and appears 150 ms later. "Invalid App Configuration" is alerted once per instance.
 */
export function createNotifications(store: Store<NotificationsState>) {
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  let invalidConfigShown = false

  const clearTimers = () => {
    clearTimeout(swapTimer)
    clearTimeout(closeTimer)
  }
  const close = () => {
    clearTimers()
    store.set((s) => ({ notification: { ...s.notification, open: false } }))
  }
  const show = (n: NotificationInput) => {
    const autoClose = n.autoClose ?? n.variant !== 'loading'
    const notification: Notification = {
      open: true,
      message: n.message,
      variant: n.variant,
      autoClose,
      ...(n.icon ? { icon: n.icon } : {}),
    }
    store.set({ notification })
    if (autoClose) closeTimer = setTimeout(close, NOTIFICATION_AUTO_CLOSE_MS)
  }

  return {
    notify(n: NotificationInput): void {
      if (typeof n?.message !== 'string' || !['success', 'error', 'loading'].includes(n.variant)) {
        throw new TypeError('notify: message must be a string and variant one of success, error, loading')
      }
      const wasOpen = store.get().notification.open
      clearTimers()
      if (!wasOpen) {
        show(n)
        return
      }
      close()
      swapTimer = setTimeout(() => show(n), NOTIFICATION_SWAP_MS)
    },
    closeNotification: close,
    holdNotification(held: boolean): void {
      clearTimeout(closeTimer)
      const n = store.get().notification
      if (!held && n.open && n.autoClose) closeTimer = setTimeout(close, NOTIFICATION_AUTO_CLOSE_MS)
    },
    showAlert(message: string, variant: Alert['variant']): void {
      store.set({ alert: { open: true, message, variant } })
    },
    closeAlert(): void {
      store.set((s) => ({ alert: { ...s.alert, open: false } }))
    },
    /** "Invalid App Configuration", shown once (SPEC §8). Returns whether it was shown now. */
    invalidAppConfiguration(message: string): boolean {
      if (invalidConfigShown) return false
      invalidConfigShown = true
      store.set({ alert: { open: true, message, variant: 'error', invalidAppConfiguration: true } })
      return true
    },
  }
}
