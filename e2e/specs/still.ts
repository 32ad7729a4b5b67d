/**
 * Runs in the page (pass it to Playwright's `page.evaluate` or an engine's `person.evaluate`; it closes
 * over nothing): resolves true once nothing moves, that is no finite CSS animation or transition
 * running after a quiet 200 ms, and false when something still moved after 25 such waits. Under reduced
 * motion nothing animates, so it is true at once. Colours measured mid-fade fail contrast checks.
 *
 * @example
 * expect(await page.evaluate(untilStill)).toBe(true)
 */
export async function untilStill(): Promise<boolean> {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return true
  await new Promise((r) => setTimeout(r, 200))
  const running = () =>
    document
      .getAnimations()
      .filter(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      )
  for (let i = 0; i < 25; i++) {
    await Promise.all(running().map((a) => a.finished.catch(() => undefined)))
    await new Promise((r) => setTimeout(r, 200))
    if (running().length === 0) return true
  }
  return false
}
