/**
 * `npm run bench:embedded`: how fast the email wallet is, in Debian's Chromium against the local stack
 * (the demo's production build, the secure site, the SMTP catcher; started here unless one is running),
 * each visitor in a fresh browser context:
 *   - email field focused → the wallet frame ready (its READY message received);
 *   - approval clicked in the frame → the signature back in the page ('Signature verified');
 *   - reload → connected again (from navigation start);
 *   - code submitted → connected (a returning visitor on the same browser, after signing out);
 *   - social login pressed → connected (the same visitor, signed out again, with GitHub at the devnet's
 *     identity provider: the pop-up, the provider's sign-in filled as fast as automation does, the
 *     callback, the frame's redemption; the same verified email, so the same wallet);
 *   - passkey login pressed → connected (signed out once more, the passkey the visitor added in phase 1,
 *     in Chromium's virtual authenticator: the assertion, the server's check, the wallet rebuilt from the
 *     passkey's split).
 * It prints p50 and p95 and whether each target is met (timings are noisy on a shared machine).
 *   BENCH_RUNS=11 (default)
 *   BENCH_LATENCY_MS=50: each request of the visitor's page (and its frame) waits that long, as over a
 *   real network, where every round trip on the way to connected counts (default 0: loopback).
 */
import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { addAuthenticator } from '../authenticator.ts'
import { CHROMIUM_LAUNCH, ensureChromium } from '../chromium.ts'
import { frameAtRest } from '../specs/email-helpers.ts'
import { atRest } from '../specs/helpers.ts'
import { ensureStack } from './stack.ts'

const RUNS = Math.max(11, Number(process.env.BENCH_RUNS ?? 11))
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0)
const DEMO = 'http://localhost:5173'
const INBOX = 'http://127.0.0.1:8025'
const SECURE_SITE = 'http://localhost:8788'
/** Targets of issue 15 (a returning visitor's reload: issue 49), p50 on this machine. */
const TARGETS = {
  frameReady: 500,
  codeToConnected: 1000,
  reloadToConnected: 300,
  approvalToSignature: 1000,
  socialToConnected: 2000,
  passkeyToConnected: 1000,
}
type Measure = keyof typeof TARGETS
const LABELS: Record<Measure, string> = {
  frameReady: 'email field focused → frame ready',
  codeToConnected: 'code submitted → connected',
  reloadToConnected: 'reload → connected again',
  approvalToSignature: 'approval clicked → signature returned',
  socialToConnected: 'social login pressed → connected (local provider)',
  passkeyToConnected: 'passkey login pressed → connected',
}

const stopStack = await ensureStack([`${SECURE_SITE}/auth/v1/origin-check?projectId=latch-demo`])

/** The newest code mailed to an address. */
async function code(to: string, after: string | undefined): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const found = await mailedCodeIn(INBOX, to)
    if (found && found !== after) return found
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`no code mailed to ${to}`)
}

/** Resolves (in the page) with ms from the next pointerdown on `selector` until `done` holds. */
const timeFrom = (page: Page, selector: string, done: string): Promise<number> =>
  page.evaluate(`new Promise((resolve) => {
    addEventListener('pointerdown', (e) => {
      if (!e.target.closest(${JSON.stringify(selector)})) return
      const down = performance.now()
      const check = () => (${done}) ? resolve(performance.now() - down) : requestAnimationFrame(check)
      requestAnimationFrame(check)
    }, { capture: true })
  })`)
const CONNECTED = `document.querySelector('[data-testid=status]')?.textContent === 'connected'`

/**
 * Presses the Account view's Disconnect once the dialog sits still: right after a login the modal is
 * still moving to that view (its height animates), and a press then can land beside the button and be
 * lost, leaving the visitor connected (phase 2 once waited 30 s for 'disconnected' that way).
 */
async function disconnect(page: Page): Promise<void> {
  const button = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' })
  await button.waitFor()
  await atRest(button)
  await button.click()
  await page.waitForFunction(`document.querySelector('[data-testid=status]')?.textContent === 'disconnected'`)
}

const results: Record<Measure, number[]> = {
  frameReady: [],
  codeToConnected: [],
  reloadToConnected: [],
  approvalToSignature: [],
  socialToConnected: [],
  passkeyToConnected: [],
}
const visitors: { context: BrowserContext; page: Page; email: string; lastCode: string; at: number }[] = []
// Whatever happens, the stack this started stops with it.
try {
  ensureChromium()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)

  // Phase 1, each visitor: the frame loads, a new wallet, an approval, a reload; then signs out.
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: DEMO })
    const page = await context.newPage()
    // The visitor's platform authenticator (Chromium's virtual one, with the PRF extension).
    const cdp = await context.newCDPSession(page)
    await addAuthenticator(cdp)
    if (LATENCY_MS > 0) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    // The frame's READY, as the page receives it.
    await page.addInitScript(`addEventListener('message', (e) => {
      if (e.origin === '${SECURE_SITE}' && e.data?.type === 'READY') window.__frameReadyAt = performance.now()
    })`)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email')
    await field.waitFor()
    const downAt = page.evaluate(
      () =>
        new Promise<number>((r) =>
          addEventListener('pointerdown', () => r(performance.now()), { capture: true, once: true }),
        ),
    )
    await field.click()
    await page.waitForFunction(() => (window as { __frameReadyAt?: number }).__frameReadyAt !== undefined)
    const readyAt = await page.evaluate(
      () => (window as unknown as { __frameReadyAt: number }).__frameReadyAt,
    )
    results.frameReady.push(readyAt - (await downAt))

    const email = `bench-${Date.now()}-${i}@example.com`
    await field.fill(email)
    await page.getByRole('button', { name: 'Continue with email' }).click()
    const login = page.getByRole('dialog', { name: 'Log in with email' })
    const first = await code(email, undefined)
    await login.getByLabel('Code').fill(first)
    const at = Date.now()
    await login.getByRole('button', { name: 'Verify' }).click()
    const saved = page
      .frameLocator('iframe[title="Latch wallet"]')
      .getByRole('button', { name: 'I saved my recovery code' })
    await saved.waitFor()
    await frameAtRest(page)
    await saved.click()
    await page.waitForFunction(CONNECTED)
    await page.keyboard.press('Escape')

    // An approval: pointerdown on Approve inside the frame → 'Signature verified' in the page.
    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = page.frames().find((f) => f.url().startsWith(SECURE_SITE))!
    const approve = page.frameLocator('iframe[title="Latch wallet"]').getByRole('button', { name: 'Approve' })
    // As a person presses it: once armed (seen for 500 ms), the pointer resting on it first.
    await approve.waitFor()
    await frame.waitForSelector('button.primary:not([disabled])')
    await frameAtRest(page)
    await approve.hover()
    await page.waitForTimeout(STEADY_MS + 50)
    const down = frame.evaluate(
      () =>
        new Promise<number>((r) =>
          addEventListener('pointerdown', () => r(performance.timeOrigin + performance.now()), {
            capture: true,
            once: true,
          }),
        ),
    )
    // (Strings, not functions: tsx's helpers do not exist in the page.)
    const verified = page.evaluate(`new Promise((resolve) => {
      const check = () => document.body.textContent.includes('Signature verified')
        ? resolve(performance.timeOrigin + performance.now())
        : requestAnimationFrame(check)
      check()
    })`) as Promise<number>
    await approve.click()
    results.approvalToSignature.push((await verified) - (await down))

    // A reload: navigation start → connected again.
    await page.reload()
    await page.waitForFunction(CONNECTED)
    results.reloadToConnected.push(await page.evaluate(() => performance.now()))

    // A passkey, for the passkey login of phase 2.
    await page.getByRole('button', { name: /^0x/ }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Login methods' }).click()
    const methods = page.getByRole('dialog', { name: 'Login methods' })
    await methods.getByRole('button', { name: 'Add a passkey' }).click()
    const create = page
      .frameLocator('iframe[title="Latch wallet"]')
      .getByRole('button', { name: 'Create passkey' })
    await create.waitFor()
    await frameAtRest(page)
    await create.click()
    await methods.getByText('Passkey now logs you in too').waitFor()
    await page.keyboard.press('Escape')
    await methods.waitFor({ state: 'hidden' })

    // Signed out, for the returning login of phase 2.
    await page.getByRole('button', { name: /^0x/ }).click()
    await disconnect(page)
    visitors.push({ context, page, email, lastCode: first, at })
    console.log(`visitor ${i + 1} of ${RUNS}: signed up, approved, reloaded, added a passkey`)
  }

  // Phase 2, each visitor returns (30 s after their first code, SPEC §9): code submitted → connected.
  for (const v of visitors) {
    const wait = v.at + 31_000 - Date.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const { page } = v
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(v.email)
    await page.getByRole('button', { name: 'Continue with email' }).click()
    const login = page.getByRole('dialog', { name: 'Log in with email' })
    await login.getByLabel('Code').fill(await code(v.email, v.lastCode))
    const connected = timeFrom(page, 'button[type=submit]', CONNECTED)
    await login.getByRole('button', { name: 'Verify' }).click()
    results.codeToConnected.push(await connected)

    // Signed out again (from the Account view the login ends on), back with GitHub: pressed → connected,
    // through the pop-up.
    await disconnect(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const github = connect.getByRole('button', { name: 'Continue with GitHub' })
    await connect.getByRole('list', { name: 'Social logins' }).waitFor()
    if (!(await github.isVisible()))
      await connect.getByRole('button', { name: 'Other social logins' }).click()
    const socialDone = timeFrom(page, '[aria-label="Continue with GitHub"]', CONNECTED)
    const popup = page.waitForEvent('popup')
    await github.click()
    const provider = await popup
    await provider.getByLabel('Email', { exact: true }).fill(v.email)
    await provider.getByRole('button', { name: 'Sign in' }).click()
    results.socialToConnected.push(await socialDone)

    // Signed out once more, back with the passkey: pressed → connected.
    await disconnect(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const passkey = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', {
      name: 'Continue with a passkey',
    })
    await passkey.waitFor()
    // The one wide button of the Connect view (the social logins are a row of icons).
    const passkeyDone = timeFrom(page, '.latch-social-wide', CONNECTED)
    await passkey.click()
    results.passkeyToConnected.push(await passkeyDone)
    await v.context.close()
    console.log(`visitor ${visitors.indexOf(v) + 1} of ${RUNS}: returned by code, GitHub and passkey`)
  }
  await browser.close()
} finally {
  stopStack()
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
console.log(
  `\nLatch email wallet benchmark, ${RUNS} visitors, each in a fresh browser context${LATENCY_MS ? `, ${LATENCY_MS} ms added to each request` : ''}`,
)
console.log('| step | p50 ms | p95 ms | target p50 | met |')
console.log('|---|---|---|---|---|')
for (const key of Object.keys(TARGETS) as Measure[]) {
  const p50 = percentile(results[key], 50)
  console.log(
    `| ${LABELS[key]} | ${p50.toFixed(0)} | ${percentile(results[key], 95).toFixed(0)} | ${TARGETS[key]} | ${p50 <= TARGETS[key] ? 'yes' : 'no'} |`,
  )
}
