/**
 * `npm run size` (second part): after a click on Connect, everything the Connect view needs must arrive
 * in one round of requests, whichever bundler built the host app. Builds the size page with Vite and
 * with esbuild (`--splitting`), clicks Connect in Chromium and fails if a script is requested only
 * once another script fetched after the click, which imports it, had begun to arrive (a request the
 * first round revealed: a second round trip).
 * The visitor saves data here, so the open modal fetches no later views at idle (they are not the click's).
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Request } from 'playwright-core'
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

/** A script fetched after the click: its address, when its request left and its answer began (the browser's clock), what it imports. */
type Script = { url: string; start: number; answered: number; imports: Set<string> }

/** Where `text` imports from, statically or dynamically, as addresses (relative to `url`). */
function importsOf(text: string, url: string): Set<string> {
  const specs = text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)
  return new Set([...specs].map((m) => new URL(m[1] ?? '', url).href))
}

async function scriptOf(r: Request): Promise<Script> {
  const response = await r.response()
  const text = (await response?.text()) ?? ''
  const t = r.timing()
  return {
    url: r.url(),
    start: t.startTime,
    answered: t.startTime + t.responseStart,
    imports: importsOf(text, r.url()),
  }
}

/**
 * Whether `s` was found only in another script fetched after the click: one that imports it and whose
 * answer had begun before `s` was asked for. Exact, unlike comparing arrival times (a script the click
 * asked for at once, like a bundler's preloads, leaves before any answer).
 */
const revealedBy = (s: Script, all: readonly Script[]): boolean =>
  all.some((p) => p !== s && p.imports.has(s.url) && s.start >= p.answered)

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
  const requests: Request[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requests.push(r)
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: WALLET }).waitFor()
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(requests.map(scriptOf))
  const late = scripts.filter((s) => revealedBy(s, scripts))
  const names = (list: readonly Script[]) =>
    list.map((s) => new URL(s.url).pathname.split('/').pop()).join(', ')
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
