/**
 * `npm run size`: builds the minimal host page and a React-only baseline with Vite (production), loads
 * each in Chromium and prints
 *   (a) gzipped JS loaded before any interaction, minus React alone   budget 15 KB
 *   (b) gzipped JS loaded after clicking Connect until the Connect view shows   budget 100 KB
 *       (and, reported, what the open modal fetches once that view shows: the later views, at idle)
 *   (c) gzipped JS of the embedded wallet's frame page (frame/dist)             budget 60 KB
 * and (a) again for a page that adds Solana's network and adapter (15.5 KB: a second chain family's
 * network and lazy adapter shell cost about 0.5 KB), for the
 * Next.js App Router build of the same page (its route's first-load JS minus the same route without
 * Latch; 15 KB), and for the page built with esbuild (15 KB).
 * It also fails if the page makes any request beyond its own files before the click.
 * Exits non-zero when a budget is exceeded. SIZE_FILES=1 lists the files (a) loads.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Response } from 'playwright-core'
import { CHROMIUM_LAUNCH, ensureChromium } from '../chromium.ts'
import { run, serveApp } from '../fresh-apps/scaffold.ts'
import { buildPage, buildPageWithEsbuild, freePort, serve } from '../pages.ts'
import { SHOWN_DIALOG } from '../shown-dialog.ts'

const BUDGET_A = 15 * 1024
/** (a) for a page with two chain families (EVM and Solana): each adds its network and lazy adapter shell. */
const BUDGET_A_TWO_CHAINS = 15.5 * 1024
const BUDGET_B = 100 * 1024
const BUDGET_C = 60 * 1024
const here = dirname(fileURLToPath(import.meta.url))

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/** The wallet frame's JS: the scripts its page loads and the modules they preload (its build has no lazy chunks). */
function frameBytes(): number {
  const dist = join(here, '..', '..', 'frame', 'dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/frame\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  if (files.length === 0) throw new Error('frame/dist/index.html loads no script: is the frame built?')
  return files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0)
}

ensureChromium()
const nextDir = join(here, 'next')
// The Next.js app's production build is its own process: it runs while the pages below build here (the
// step used one of two cores). Awaited where its routes are measured; a failure rejects there.
const nextBuilt = run('npx', ['next', 'build', nextDir], nextDir)
nextBuilt.catch(() => {})
const [hostDir, solanaDir, baseDir, hostEsbuildDir, baseEsbuildDir] = [
  await buildPage(join(here, 'host')),
  await buildPage(join(here, 'host-solana')),
  await buildPage(join(here, 'react-only')),
  await buildPageWithEsbuild(join(here, 'host')),
  await buildPageWithEsbuild(join(here, 'react-only')),
]
const browser = await chromium.launch(CHROMIUM_LAUNCH)

/** A script a page loaded and its gzipped size. */
type Loaded = { url: string; bytes: number }
/** When a script was asked for: before any interaction, between the click and the Connect view, after. */
type Phase = 'before' | 'click' | 'idle'

/**
 * In the page, on its clock (which resource timing uses too): now, as the pointer sets out for the
 * button (its hover already fetches the modal), and when the dialog shows (the Connect view shows with
 * it).
 */
const WATCH_CLICK = `(() => {
  window.__latchTimes = { click: performance.now() }
  // The dialog may enter the document hidden, rendered ahead on the pointer's way: shown is when it shows.
  new MutationObserver((_, o) => {
    if (!(${SHOWN_DIALOG})) return
    window.__latchTimes.shown = performance.now()
    o.disconnect()
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] })
})()`

/**
 * Gzipped JS the page at `url` loads before any interaction and, with `clickConnect`, after a click on
 * Connect until the Connect view shows, and what it fetches once the view shows (the later views, when
 * the browser is idle), each by when the page asked for it (resource timing); and any request beyond
 * its origin.
 */
async function measureUrl(url: string, clickConnect: boolean) {
  const page = await browser.newPage()
  const loaded: Promise<Loaded>[] = []
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(url).origin)) foreign.push(r.url())
  })
  const onScript = (r: Response) => {
    if (r.request().resourceType() !== 'script') return
    loaded.push(r.body().then((b) => ({ url: r.url(), bytes: gzipSync(b, { level: 9 }).length })))
  }
  page.on('response', onScript)
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  if (clickConnect) {
    await page.evaluate(WATCH_CLICK)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    // The open modal fetches its later views once the browser is idle: wait for that script to arrive.
    await page
      .waitForResponse((r) => r.request().resourceType() === 'script', { timeout: 5_000 })
      .catch(() => {})
  }
  const timing = await page.evaluate(() => ({
    times: (window as unknown as { __latchTimes?: { click?: number; shown?: number } }).__latchTimes ?? {},
    started: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const),
  }))
  // What is measured ends here: a script arriving later (its body read after the page closes would
  // reject with nobody waiting, and end the run) is not counted, as before.
  page.off('response', onScript)
  const scripts = await Promise.all(loaded)
  await page.close()
  const startOf = new Map(timing.started)
  const { click = Infinity, shown = Infinity } = timing.times
  const phaseOf = (s: Loaded): Phase => {
    const at = startOf.get(s.url) ?? 0
    return at < click ? 'before' : at < shown ? 'click' : 'idle'
  }
  const of = (p: Phase) => scripts.filter((s) => phaseOf(s) === p)
  const files = { before: of('before'), after: of('click'), idle: of('idle') }
  const sum = (list: Loaded[]) => list.reduce((n, s) => n + s.bytes, 0)
  return { before: sum(files.before), after: sum(files.after), idle: sum(files.idle), foreign, files }
}

/** {@link measureUrl} for a built folder, served on loopback for the while. */
async function measure(dir: string, clickConnect: boolean) {
  const { url, close } = await serve(dir)
  try {
    return await measureUrl(url, clickConnect)
  } finally {
    close()
  }
}

/** The Next.js app's route with Latch (`/`) and the same route without it (`/bare`), production build. */
async function nextRoutes() {
  await nextBuilt
  const { url, stop } = await serveApp({ kind: 'next', dir: nextDir }, String(await freePort()))
  try {
    return { latch: await measureUrl(url, false), bare: await measureUrl(`${url}bare`, false) }
  } finally {
    await stop()
  }
}

const host = await measure(hostDir, true)
const withSolana = await measure(solanaDir, true)
const base = await measure(baseDir, false)
const hostEsbuild = await measure(hostEsbuildDir, false)
const baseEsbuild = await measure(baseEsbuildDir, false)
const next = await nextRoutes()
await browser.close()

const a = host.before - base.before
const aSolana = withSolana.before - base.before
const aEsbuild = hostEsbuild.before - baseEsbuild.before
const aNext = next.latch.before - next.bare.before
const b = host.after
const c = frameBytes()
console.log('Latch size budget (gzip -9, measured in Chromium)')
console.log(`  React alone, before interaction        ${kb(base.before)}`)
console.log(`  host page, before interaction          ${kb(host.before)}`)
console.log(
  `  (a) Latch before interaction           ${kb(a)}   budget ${kb(BUDGET_A)}   (${a} of ${BUDGET_A} bytes)`,
)
console.log(
  `  (a) with Solana too (EVM + Solana page)  ${kb(aSolana)}   budget ${kb(BUDGET_A_TWO_CHAINS)}   (${aSolana} bytes)`,
)
console.log(
  `  (a) Next.js route, first load          ${kb(aNext)}   budget ${kb(BUDGET_A)}   (${aNext} bytes; the route without Latch ${kb(next.bare.before)})`,
)
console.log(
  `  (a) built with esbuild                 ${kb(aEsbuild)}   budget ${kb(BUDGET_A)}   (${aEsbuild} bytes; React alone ${kb(baseEsbuild.before)})`,
)
console.log(`  (b) after Connect, until Connect view  ${kb(b)}   budget ${kb(BUDGET_B)}`)
console.log(`      then, once it shows (later views)  ${kb(host.idle)}   fetched when the browser is idle`)
console.log(`  (c) the email wallet's frame           ${kb(c)}   budget ${kb(BUDGET_C)}`)
// SIZE_FILES=1 lists what (a) loads, file by file, to find what grew.
if (process.env.SIZE_FILES) {
  const list = (files: Loaded[]) => {
    for (const f of files) console.log(`    ${f.bytes}\t${new URL(f.url).pathname}`)
  }
  list(host.files.before)
  console.log('  with Solana too:')
  list(withSolana.files.before)
  console.log('  built with esbuild:')
  list(hostEsbuild.files.before)
}
const failures: string[] = []
if (a > BUDGET_A) failures.push(`(a) ${kb(a)} exceeds ${kb(BUDGET_A)}`)
if (aSolana > BUDGET_A_TWO_CHAINS)
  failures.push(`(a) with Solana ${kb(aSolana)} exceeds ${kb(BUDGET_A_TWO_CHAINS)}`)
if (aNext > BUDGET_A) failures.push(`(a) in Next.js ${kb(aNext)} exceeds ${kb(BUDGET_A)}`)
if (aEsbuild > BUDGET_A) failures.push(`(a) built with esbuild ${kb(aEsbuild)} exceeds ${kb(BUDGET_A)}`)
if (next.latch.foreign.length > 0)
  failures.push(`requests beyond the page's own files (Next.js): ${next.latch.foreign.join(', ')}`)
if (hostEsbuild.foreign.length > 0)
  failures.push(`requests beyond the page's own files (esbuild): ${hostEsbuild.foreign.join(', ')}`)
if (withSolana.foreign.length > 0)
  failures.push(`requests beyond the page's own files: ${withSolana.foreign.join(', ')}`)
if (b > BUDGET_B) failures.push(`(b) ${kb(b)} exceeds ${kb(BUDGET_B)}`)
if (c > BUDGET_C) failures.push(`(c) ${kb(c)} exceeds ${kb(BUDGET_C)}`)
if (host.foreign.length > 0) failures.push(`requests beyond the page's own files: ${host.foreign.join(', ')}`)
if (host.files.after.length === 0)
  failures.push('the modal did not load lazily: no script was fetched on click')
if (failures.length > 0) {
  console.error(`size budget FAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('size budget: 6 passed, 0 failed')
