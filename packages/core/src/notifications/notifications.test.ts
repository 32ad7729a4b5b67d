import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions } from '../test-support.ts'
import { NOTIFICATION_SWAP_MS } from './notifications.ts'

describe('notifications and alerts (SPEC §3, §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('"Notification: if one is open, it closes and the new one appears after 150 ms"', () => {
    const latch = createLatch(baseOptions())
    latch.notifications.notify({ message: 'Sending…', variant: 'loading' })
    expect(latch.getState().notification).toEqual({
      open: true,
      message: 'Sending…',
      variant: 'loading',
      autoClose: false,
    })
    latch.notifications.notify({ message: 'Sent', variant: 'success', icon: 'checkmark' })
    expect(latch.getState().notification.open).toBe(false)
    vi.advanceTimersByTime(NOTIFICATION_SWAP_MS - 1)
    expect(latch.getState().notification.message).toBe('Sending…')
    vi.advanceTimersByTime(1)
    expect(latch.getState().notification).toEqual({
      open: true,
      message: 'Sent',
      variant: 'success',
      icon: 'checkmark',
      autoClose: true,
    })
  })

  it('auto-closing notifications close themselves; loading ones stay', () => {
    const latch = createLatch(baseOptions())
    latch.notifications.notify({ message: 'Copied', variant: 'success' })
    vi.advanceTimersByTime(2_500)
    expect(latch.getState().notification.open).toBe(false)
    latch.notifications.notify({ message: 'Waiting', variant: 'loading' })
    vi.advanceTimersByTime(60_000)
    expect(latch.getState().notification.open).toBe(true)
    latch.notifications.closeNotification()
    expect(latch.getState().notification.open).toBe(false)
  })

  it('a notification held (pointed at or focused) stays open, then gets its full time again', () => {
    const latch = createLatch(baseOptions())
    latch.notifications.notify({ message: 'Address copied', variant: 'success' })
    vi.advanceTimersByTime(2_000)
    latch.notifications.holdNotification(true)
    vi.advanceTimersByTime(60_000)
    expect(latch.getState().notification.open).toBe(true)
    latch.notifications.holdNotification(false)
    vi.advanceTimersByTime(2_499)
    expect(latch.getState().notification.open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latch.getState().notification.open).toBe(false)
  })

  it('refuses a malformed notification', () => {
    const latch = createLatch(baseOptions())
    expect(() => latch.notifications.notify({ message: 'x', variant: 'purple' as never })).toThrowError(
      /variant one of/,
    )
  })

  it('alerts have a message, a variant and open', () => {
    const latch = createLatch(baseOptions())
    latch.notifications.showAlert('Heads up', 'warning')
    expect(latch.getState().alert).toEqual({ open: true, message: 'Heads up', variant: 'warning' })
    latch.notifications.closeAlert()
    expect(latch.getState().alert.open).toBe(false)
  })
})
