/**
 * The engine lanes' test fixtures: the lane's browser machinery per worker, a fresh browser window (and
 * fresh storage) per test, and the person at it. The Playwright runner only runs these journeys and
 * serves the shared stack; each engine is driven by its own protocol.
 */
import { writeFileSync } from 'node:fs'
import { test as base } from '@playwright/test'
import type { Browser, Page } from 'puppeteer-core'
import { launchFirefox } from './firefox.ts'
import { type Person, personWith } from './person.ts'
import { puppeteerDriver } from './puppeteer-driver.ts'
import { webDriverDriver } from './webdriver-driver.ts'
import { startWebKit, type WebKitLane } from './webkit.ts'

/** The engines a lane can run in. */
export type Engine = 'firefox' | 'webkit'

/** The demo, as the stack serves it. */
export const DEMO = 'http://localhost:5173/'

/** Worker-scoped: the lane's engine (a project option) and its machinery. */
export type EngineWorker = { engine: Engine; lane: { firefox?: Browser; webkit?: WebKitLane } }
type Fixtures = {
  person: Person
  /** The puppeteer page under the person, in the lanes that have one (Firefox): for network events. */
  tab: Page | undefined
}

export const test = base.extend<Fixtures, EngineWorker>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  lane: [
    async ({ engine }, use) => {
      if (engine === 'firefox') {
        const firefox = await launchFirefox()
        await use({ firefox })
        await firefox.close()
      } else {
        const webkit = await startWebKit()
        await use({ webkit })
        await webkit.close()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ lane }, use, testInfo) => {
    if (!lane.firefox) return use(undefined)
    const context = await lane.firefox.createBrowserContext()
    const page = await context.newPage()
    await use(page)
    // As the specs' `screenshot: 'only-on-failure'`: what the person saw when the journey failed.
    if (testInfo.status !== testInfo.expectedStatus)
      await page.screenshot({ path: testInfo.outputPath('failed.png') }).catch(() => undefined)
    await context.close()
  },
  person: async ({ lane, tab }, use, testInfo) => {
    if (tab) return use(personWith(puppeteerDriver(tab)))
    const session = await lane.webkit!.session()
    await use(personWith(await webDriverDriver(session)))
    if (testInfo.status !== testInfo.expectedStatus)
      await session
        .screenshot()
        .then((png) => writeFileSync(testInfo.outputPath('failed.png'), Buffer.from(png, 'base64')))
        .catch(() => undefined)
    await session.delete().catch(() => undefined)
  },
})

export { expect } from '@playwright/test'
