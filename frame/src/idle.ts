/**
 * Runs `work` once the frame is idle (soon after, where the browser cannot say): work a request will
 * need, kept off the path of what the visitor waits for.
 *
 * @example
 * whenIdle(() => void import('./rpc.ts'))
 */
export const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 })
  else setTimeout(work, 50)
}
