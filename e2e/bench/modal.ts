/**
 * `npm run bench:modal`: how fast the modal opens. A production build of the size page (React +
 * createLatch + the EVM adapter + WalletConnect + ConnectButton) served from loopback, one injected
 * EIP-6963 wallet, in Debian's Chromium, a fresh context per run:
 *   - click → Connect view with the wallet's name painted: from pointerdown on the button to the first
 *     frame in which the name is in the dialog; cold, and after resting 300 ms on the button (the
 *     button preloads the modal on hover); at 1× and 4× CPU throttle (CDP Emulation.setCPUThrottlingRate);
 *   - then pointerdown on the wallet → the Account view's title painted (the wallet answers at once);
 *   - JavaScript fetched after the click until the wallets are painted (gzip -9).
 * It prints p50 and p95 and whether each target is met (timings are noisy on a shared machine), and
 * fails only when the JavaScript after the click exceeds its budget.
 *   BENCH_RUNS=11 (default)
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { BENCH_WALLET, benchWallet } from '../announce.ts'
import { CHROMIUM_LAUNCH, ensureChromium } from '../chromium.ts'
import { buildPage, serve } from '../pages.ts'
import { SHOWN_DIALOG } from '../shown-dialog.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 11)
const WALLET = BENCH_WALLET
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The JavaScript a click may fetch before the Connect view shows (the size budget's (b)). */
const JS_AFTER_CLICK_BUDGET = 100 * 1024
const here = dirname(fileURLToPath(import.meta.url))

/**
 * Targets (p50 on this 2-core machine), by scenario: cold, issue 16's; once the modal is ready (after a
 * hover), two frames at 60 Hz.
 */
const TARGETS: Record<string, number> = { 'cold, 1×': 120, 'cold, 4×': 350, 'after a 300 ms hover, 1×': 33 }

const ANNOUNCE = benchWallet(ACCOUNT)
/**
 * Resolves with the ms from the next pointerdown to the first frame callback in which `shown` holds, and
 * the scripts the page had requested by then, with when (what came later, the views fetched at idle
 * once the wallets are painted, is not the click's cost).
 */
const watch = (shown: string) => `new Promise((resolve) => {
  addEventListener('pointerdown', () => {
    const down = performance.now()
    // performance.now(), not the frame's timestamp: a frame may have started before the pointerdown
    // it delivered, which read negative when the view was already there in that frame.
    const frame = () => {
      if (!(${shown})) return requestAnimationFrame(frame)
      const now = performance.now()
      const scripts = performance.getEntriesByType('resource')
        .filter((e) => e.startTime <= now && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, start: e.startTime }))
      resolve({ ms: now - down, scripts })
    }
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})`
type Painted = { ms: number; scripts: { url: string; start: number }[] }
const WALLETS_PAINTED = watch(`${SHOWN_DIALOG}?.textContent.includes('${WALLET}')`)
const ACCOUNT_PAINTED = watch(`${SHOWN_DIALOG}?.querySelector('h2')?.textContent === 'Account'`)

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

ensureChromium()
const dir = await buildPage(join(here, '..', 'size', 'host'))
const site = await serve(dir)
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const gz = (url: string) => gzipSync(readFileSync(join(dir, new URL(url).pathname)), { level: 9 }).length

async function run(
  throttle: number,
  hover: boolean,
): Promise<{ ms: number; jsAfter: number; accountMs: number }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(ANNOUNCE)
  const cdp = await context.newCDPSession(page)
  await page.goto(site.url, { waitUntil: 'networkidle' })
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const painted = page.evaluate(WALLETS_PAINTED) as Promise<Painted>
  if (hover) {
    await button.hover()
    await page.waitForTimeout(300)
  }
  // From before the click's pointer move: resting on the button (which a click starts with) fetches.
  const before = (await page.evaluate('performance.now()')) as number
  await button.click()
  const { ms, scripts } = await painted
  // What the click fetched to paint the wallets; the later views come after, at idle.
  const jsAfter = scripts.filter((s) => s.start >= before).reduce((n, s) => n + gz(s.url), 0)
  // Then the wallet: pointerdown → the Account view's title painted.
  const connected = page.evaluate(ACCOUNT_PAINTED) as Promise<Painted>
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: WALLET }).click()
  const accountMs = (await connected).ms
  await context.close()
  return { ms, jsAfter, accountMs }
}

const scenarios: [name: string, throttle: number, hover: boolean][] = [
  ['cold, 1×', 1, false],
  ['cold, 4×', 4, false],
  ['after a 300 ms hover, 1×', 1, true],
  ['after a 300 ms hover, 4×', 4, true],
]
const results = new Map<string, number[]>(scenarios.map(([n]) => [n, []]))
const accounts = new Map<string, number[]>(scenarios.map(([n]) => [n, []]))
let jsAfterCold = 0
let jsAfterHover = 0
// Interleaved, so a slow moment of the machine spreads over every scenario.
for (let i = 0; i < RUNS; i++) {
  for (const [name, throttle, hover] of scenarios) {
    const r = await run(throttle, hover)
    results.get(name)!.push(r.ms)
    accounts.get(name)!.push(r.accountMs)
    if (hover) jsAfterHover = Math.max(jsAfterHover, r.jsAfter)
    else jsAfterCold = Math.max(jsAfterCold, r.jsAfter)
  }
}
await browser.close()
site.close()

console.log(`\nLatch modal benchmark: pointerdown → wallet list painted, ${RUNS} runs each`)
console.log('| scenario | p50 ms | p95 ms | target p50 | met |')
console.log('|---|---|---|---|---|')
for (const [name, times] of results) {
  const p50 = percentile(times, 50)
  const target = TARGETS[name]
  const met = target === undefined ? '—' : p50 <= target ? 'yes' : 'no'
  console.log(
    `| ${name} | ${p50.toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${target ?? '—'} | ${met} |`,
  )
}
console.log(`\nThen pointerdown on the wallet → Account view painted (the wallet answers at once)`)
console.log('| scenario | p50 ms | p95 ms |')
console.log('|---|---|---|')
for (const [name, times] of accounts)
  console.log(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`)
console.log(`JavaScript fetched after a cold click: ${(jsAfterCold / 1024).toFixed(1)} KB gzip`)
console.log(
  `JavaScript fetched after a click once the modal is ready: ${(jsAfterHover / 1024).toFixed(1)} KB gzip`,
)
if (jsAfterCold > JS_AFTER_CLICK_BUDGET) {
  console.error(`bench:modal FAILED: ${(jsAfterCold / 1024).toFixed(1)} KB after the click exceeds 100 KB`)
  process.exit(1)
}
