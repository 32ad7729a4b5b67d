/**
 * `npm run bench:engines`: the modal and the email wallet in each engine, driven as the engine lanes
 * drive them (Chromium and Firefox through puppeteer-core, WebKitGTK through WebDriver classic), a fresh
 * browser window per run:
 *   - click → wallets painted: from pointerdown on Connect Wallet to the first frame in which the
 *     injected wallet's name is in the dialog (the size page's production build, cold, no throttling);
 *   - wallet pressed → Account painted (the wallet answers at once);
 *   - email code submitted → the new wallet ready: from the press on Verify to the recovery code shown
 *     in the wallet frame (the demo against the local stack, started here unless one is running; polled
 *     from outside the page, so to about 30 ms).
 * It prints p50 and p95 per engine. Timings are noisy on a shared machine; nothing here fails a build.
 *   BENCH_RUNS=5 (default), BENCH_ENGINES=chromium,firefox,webkit (default: all three)
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import puppeteer, { type Browser } from 'puppeteer-core'
import { BENCH_WALLET, benchWallet } from '../announce.ts'
import { BROWSER_ENV, CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.ts'
import { ensureFirefox, launchFirefox } from '../engines/firefox.ts'
import { type Driver, type Person, personWith } from '../engines/person.ts'
import { puppeteerDriver } from '../engines/puppeteer-driver.ts'
import { mailedCode } from '../engines/steps.ts'
import { webDriverDriver } from '../engines/webdriver-driver.ts'
import { ensureWebKit, startWebKit, type WebKitLane } from '../engines/webkit.ts'
import { buildPage, serve } from '../pages.ts'
import { SHOWN_DIALOG } from '../shown-dialog.ts'
import { ensureStack } from './stack.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ENGINES = (process.env.BENCH_ENGINES ?? 'chromium,firefox,webkit').split(',') as Engine[]
type Engine = 'chromium' | 'firefox' | 'webkit'
const WALLET = BENCH_WALLET
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const DEMO = 'http://localhost:5173/'
const here = dirname(fileURLToPath(import.meta.url))

const ANNOUNCE = benchWallet(ACCOUNT)
/** Stores on `window.__bench` the ms from the next pointerdown to the first frame in which `shown` holds. */
const watch = (shown: string) => `(() => {
  window.__bench = undefined
  addEventListener('pointerdown', () => {
    const down = performance.now()
    const frame = () => {
      if (${shown}) window.__bench = performance.now() - down
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`
const WALLETS_PAINTED = watch(`${SHOWN_DIALOG}?.textContent.includes('${WALLET}')`)
const ACCOUNT_PAINTED = watch(`${SHOWN_DIALOG}?.querySelector('h2')?.textContent === 'Account'`)

/** The ms the page's watcher measured, once it has. */
async function measured(person: Person): Promise<number> {
  const end = Date.now() + 15_000
  for (;;) {
    const ms = await person.evaluate(() => (window as unknown as { __bench?: number }).__bench)
    if (typeof ms === 'number') return ms
    if (Date.now() > end) throw new Error('the page measured nothing in 15 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A fresh window of the engine per run, and how to close it. */
type Window = { person: Person; close: () => Promise<void> }
type Lane = { open: () => Promise<Window>; close: () => Promise<void> }

async function puppeteerLane(browser: Browser): Promise<Lane> {
  return {
    open: async () => {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await page.setViewport({ width: 1280, height: 800 })
      return { person: personWith(puppeteerDriver(page)), close: () => context.close() }
    },
    close: () => browser.close(),
  }
}

async function webkitLane(webkit: WebKitLane): Promise<Lane> {
  return {
    open: async () => {
      const session = await webkit.session()
      const driver: Driver = await webDriverDriver(session)
      return { person: personWith(driver), close: () => session.delete() }
    },
    close: () => webkit.close(),
  }
}

async function lane(engine: Engine): Promise<Lane> {
  if (engine === 'chromium') {
    ensureChromium()
    return puppeteerLane(
      await puppeteer.launch({
        executablePath: CHROMIUM,
        args: CHROMIUM_ARGS,
        env: BROWSER_ENV,
        headless: true,
      }),
    )
  }
  if (engine === 'firefox') {
    ensureFirefox()
    return puppeteerLane(await launchFirefox())
  }
  ensureWebKit()
  return webkitLane(await startWebKit())
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const stopStack = await ensureStack(['http://127.0.0.1:8025', 'http://localhost:8788'])
const site = await serve(await buildPage(join(here, '..', 'size', 'host')))
type Row = { engine: Engine; wallets: number[]; account: number[]; email: number[] }
const rows: Row[] = []
try {
  for (const engine of ENGINES) {
    const l = await lane(engine)
    const row: Row = { engine, wallets: [], account: [], email: [] }
    for (let i = 0; i < RUNS; i++) {
      const { person, close } = await l.open()
      await person.goto(site.url)
      // The wallet announces itself as an extension's content script would, before any click.
      await person.addScript(ANNOUNCE)
      await person.role('button', 'Connect Wallet').see()
      await person.addScript(WALLETS_PAINTED)
      await person.role('button', 'Connect Wallet').click()
      row.wallets.push(await measured(person))
      await person.addScript(ACCOUNT_PAINTED)
      await person.role('dialog', 'Connect Wallet').role('button', WALLET).click()
      row.account.push(await measured(person))

      const email = `bench-${engine}-${Date.now()}-${i}@example.com`
      await person.goto(DEMO)
      await person.role('button', 'Connect Wallet').click()
      await person.role('dialog', 'Connect Wallet').role('textbox', 'Email').fill(email)
      await person.role('dialog', 'Connect Wallet').role('button', 'Continue with email').click()
      const login = person.role('dialog', 'Log in with email')
      await login.role('textbox', 'Code').fill(await mailedCode(email))
      const verify = login.role('button', 'Verify')
      const started = Date.now()
      await verify.click()
      await person.frame('Latch wallet').role('button', 'I saved my recovery code').see(30_000)
      row.email.push(Date.now() - started)
      await close()
    }
    rows.push(row)
    await l.close()
  }
} finally {
  site.close()
  stopStack()
}

console.log(`\nLatch in each engine, ${RUNS} runs each (p50 / p95 ms)`)
console.log('| engine | click → wallets painted | wallet → Account painted | email code → wallet ready |')
console.log('|---|---|---|---|')
const cell = (xs: number[]) => `${percentile(xs, 50).toFixed(0)} / ${percentile(xs, 95).toFixed(0)}`
for (const r of rows)
  console.log(`| ${r.engine} | ${cell(r.wallets)} | ${cell(r.account)} | ${cell(r.email)} |`)
