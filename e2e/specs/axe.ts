/** axe-core over the modal, as the accessibility specs run it. */
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'
import { untilStill } from './still.ts'

type Violation = { id: string; impact: string; nodes: { target: string; failureSummary: string }[] }

/**
 * axe-core's violations in the modal (`.latch-root`; the wallet frame is a page of its own, outside
 * it). The engine is evaluated into the page once per document and run in place: `AxeBuilder` injects
 * it again before every run, ten times the cost of the run itself, and the locale sweep runs it 75 times.
 */
async function modalViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe
    const { violations } = await engine.run('.latch-root', { resultTypes: ['violations'] })
    return violations.map((v) => ({
      id: v.id,
      impact: String(v.impact),
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), failureSummary: n.failureSummary ?? '' })),
    }))
  })
}

/**
 * Runs axe-core on the modal (dialog and toasts) as it shows now, in the dark and the light theme and
 * right to left (Arabic), switched with the demo's own controls; fails on any violation of any impact.
 */
export async function accessible(page: Page, view: string): Promise<void> {
  const found: string[] = []
  for (const [theme, locale] of [
    ['dark', 'en'],
    ['light', 'en'],
    ['light', 'ar'],
  ] as const) {
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    await page.getByLabel('Language', { exact: true }).selectOption(locale)
    await expect(page.locator('.latch-root')).toHaveAttribute('lang', locale)
    // Colours are measured at rest: a toast fading in or out (a refetch replacing it, 150 ms after the
    // one before closes) blends them. Rest is a quiet 200 ms with no finite animation running; under
    // reduced motion (the locale sweep) nothing animates, so rest is now.
    await page.evaluate(untilStill)
    for (const v of await modalViolations(page))
      for (const n of v.nodes)
        found.push(`${view} [${theme}, ${locale}] ${v.id} (${v.impact}): ${n.target} — ${n.failureSummary}`)
  }
  await page.getByLabel('Theme', { exact: true }).selectOption('dark')
  await page.getByLabel('Language', { exact: true }).selectOption('en')
  expect(found).toEqual([])
}
