/**
 * `npm run size` (second part): after a click on Connect, everything the Connect view needs must arrive
 * in one round of requests, whichever bundler built the host app. Builds the size page with Vite and
 * with esbuild (`--splitting`), clicks Connect in Chromium and fails if a script is requested only
 * after another post-click script has arrived (a request the first round revealed: a second round trip).
 * The visitor saves data here, so the open modal fetches no later views at idle (they are not the click's).
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { announceWallet } from '../announce.ts'
import { CHROMIUM_LAUNCH, ensureChromium } from '../chromium.ts'
import { buildPage, buildPageWithEsbuild, serve } from '../pages.ts'

const WALLET = 'Rounds Wallet'
const ANNOUNCE = announceWallet({
  name: WALLET,
  rdns: 'dev.latch.rounds',
  request: `async () => { throw new Error('not for this check') }`,
})

/** The visitor's Save-Data preference, on (Chromium reads it from its network settings; set here). */
const SAVE_DATA = `Object.defineProperty(navigator.connection, 'saveData', { get: () => true })`

ensureChromium()
const root = join(import.meta.dirname, 'host')
const builds: [string, string][] = [
  ['Vite', await buildPage(root)],
  ['esbuild', await buildPageWithEsbuild(root)],
]
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const failures: string[] = []
for (const [bundler, dir] of builds) {
  const site = await serve(dir)
  const page = await browser.newPage()
  await page.addInitScript(ANNOUNCE)
  // With Save-Data the open modal fetches no later views at idle: what is fetched is what the click needs.
  await page.addInitScript(SAVE_DATA)
  await page.goto(site.url, { waitUntil: 'networkidle' })
  const scripts: { url: string; start: number; end: number }[] = []
  let clickedAt = 0
  page.on('request', (r) => {
    if (clickedAt && r.resourceType() === 'script')
      scripts.push({ url: r.url(), start: Date.now(), end: Infinity })
  })
  page.on('requestfinished', (r) => {
    const s = scripts.find((x) => x.url === r.url())
    if (s) s.end = Date.now()
  })
  clickedAt = Date.now()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: WALLET }).waitFor()
  await page.waitForLoadState('networkidle')
  const firstArrival = Math.min(...scripts.map((s) => s.end))
  const late = scripts.filter((s) => s.start > firstArrival)
  const names = (list: typeof scripts) => list.map((s) => new URL(s.url).pathname.split('/').pop()).join(', ')
  console.log(
    `  ${bundler}: ${scripts.length} scripts after the click (${names(scripts)}); later rounds: ${late.length}`,
  )
  if (late.length > 0) failures.push(`${bundler} fetched ${names(late)} in a later round`)
  await page.close()
  site.close()
  await rm(dir, { recursive: true, force: true })
}
await browser.close()
if (failures.length > 0) {
  console.error(`one round trip FAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('one round trip: Vite and esbuild builds fetch the modal in one round')
