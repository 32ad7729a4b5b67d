/** The local stack a benchmark measures: the running one, or one started here and stopped after. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const up = (url: string): Promise<boolean> =>
  fetch(url).then(
    () => true,
    () => false,
  )

/**
 * Makes sure the demo and the given readiness URLs answer, starting `scripts/stack.ts --mode preview`
 * when the demo does not. Resolves with a function that stops what it started (nothing, when a stack
 * was already running).
 *
 * @example
 * const stop = await ensureStack(['http://127.0.0.1:8787/health'])
 * try { … } finally { stop() }
 */
export async function ensureStack(readyUrls: string[], demo = 'http://localhost:5173'): Promise<() => void> {
  if (await up(demo)) return () => {}
  const stack = spawn(
    'npx',
    ['tsx', join(import.meta.dirname, '..', '..', 'scripts', 'stack.ts'), '--mode', 'preview'],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  const stop = () => {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
  }
  const deadline = Date.now() + 240_000
  while (!(await up(demo)) || !(await Promise.all(readyUrls.map(up))).every(Boolean)) {
    if (Date.now() > deadline) {
      stop()
      throw new Error('the stack did not start')
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  return stop
}
