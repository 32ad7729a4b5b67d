import type { Instance } from '../instance.ts'
import type { createNotifications } from '../notifications/notifications.ts'
import { type DEBUG_ALERTS, errorMessage, latchError } from '../plumbing/errors.ts'

/** The debug-only alert (SPEC §8) a status of the API server stands for, if any. */
export function debugAlertOf(status: number): (typeof DEBUG_ALERTS)[number] | undefined {
  if (status === 401) return 'Invalid Project ID'
  if (status === 403) return 'Origin Not Allowed'
  if (status === 429) return 'Rate Limited'
  if (status >= 500) return 'Server Error'
  return undefined
}

/**
 * What an instance does with a non-OK status of its API server: a 403 shows "Invalid App
 * Configuration" once (SPEC §8); with `debug` on, the matching debug-only alert shows and is logged.
 * A refused project or origin (401, 403) is a setup mistake, so the server's reason, which names the
 * origin and the project, goes to the console once per instance whether or not `debug` is on.
 */
export function createStatusReporter(
  ctx: Pick<Instance<object>, 't' | 'log'> & { options: { debug: { enabled: boolean } } },
  notifications: Pick<ReturnType<typeof createNotifications>, 'invalidAppConfiguration' | 'showAlert'>,
  console: Pick<Console, 'error'> | undefined = globalThis.console,
): (status: number, reason?: string) => void {
  const told = new Set<number>()
  return (status, reason) => {
    if (status === 403)
      notifications.invalidAppConfiguration(ctx.t.describe(latchError('INVALID_APP_CONFIGURATION')))
    if ((status === 401 || status === 403) && !told.has(status)) {
      told.add(status)
      const title = status === 403 ? errorMessage('INVALID_APP_CONFIGURATION') : 'Invalid Project ID'
      console?.error(`[latch] ${title}: ${reason ?? `the API server answered ${status}`}`)
    }
    const alert = debugAlertOf(status)
    if (!alert || !ctx.options.debug.enabled) return
    ctx.log.error(`API server answered ${status}: ${alert}`)
    if (status !== 403) notifications.showAlert(alert, 'error')
  }
}
