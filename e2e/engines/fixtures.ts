/**
 * The engine lanes' test fixtures: one browser of the lane's engine per worker, a fresh tab (and fresh
 * storage: a new browser context) per test, and the person at it. The Playwright runner only runs these
 * journeys and serves the shared stack; the engine is driven by its own protocol.
 */
import { test as base } from '@playwright/test'
import type { Browser, BrowserContext, Page } from 'puppeteer-core'
import { launchFirefox } from './firefox.ts'
import { type Person, personAt } from './person.ts'

/** The engines a lane can run in. */
export type Engine = 'firefox'

/** The demo, as the stack serves it. */
export const DEMO = 'http://localhost:5173/'

/** Worker-scoped: the lane's engine (a project option) and one browser of it. */
export type EngineWorker = { engine: Engine; engineBrowser: Browser }
type Fixtures = { tab: Page; person: Person }

export const test = base.extend<Fixtures, EngineWorker>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await launchFirefox() : undefined
      if (!browser) throw new Error(`no driver for ${engine}`)
      await use(browser)
      await browser.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ engineBrowser }, use, testInfo) => {
    const context: BrowserContext = await engineBrowser.createBrowserContext()
    const page = await context.newPage()
    await use(page)
    // As the specs' `screenshot: 'only-on-failure'`: what the person saw when the journey failed.
    if (testInfo.status !== testInfo.expectedStatus)
      await page.screenshot({ path: testInfo.outputPath('failed.png') }).catch(() => undefined)
    await context.close()
  },
  person: async ({ tab }, use) => use(personAt(tab)),
})

export { expect } from '@playwright/test'
