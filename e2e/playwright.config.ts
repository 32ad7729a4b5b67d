import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH, OLD_CHROMIUM } from './chromium.ts'
import type { EngineWorker } from './engines/fixtures.ts'

/**
 * Specs that move money on the shared EVM chains from shared test accounts, execute swaps against the
 * one seeded pool, toggle chain A's automine or assert exact balances of accounts another of them
 * pays: they run one file at a time, in a project of one worker. Every other spec touches only what it
 * creates (fresh addresses, fresh email wallets) or its own chain family, and runs beside them.
 */
const SHARED_CHAIN = [
  'a11y-states',
  'activity',
  'incoming',
  'keyboard',
  'locales',
  'names',
  'onramp',
  'send',
  'swap',
  'walletconnect',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig<object, Pick<EngineWorker, 'engine'>>({
  testDir: './specs',
  fullyParallel: false,
  // Three workers on two cores: many steps wait on a chain, the relay or a frame rather than the CPU,
  // so the suite takes 9.1 min instead of 10.0 with two (both measured on this machine, no flaky test).
  workers: 3,
  // In CI, a test that fails is run once more, and the report lists it as flaky when the second run
  // passes: the full run shares two cores between three browsers, the stack and three engine lanes, and
  // a check that waits on a frame or a pop-up can lose that race. Each flaky test is then made robust
  // where it waits; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (a login with mailed codes, a change of email, a swap): 30 s was overrun under a
  // full run's load on two cores today, never by a failed check. Speed is the benches' to measure.
  timeout: 60_000,
  // A view that renders after a round trip to the server or the frame (the passkey prompt, an approval)
  // took over 8 s under that load; a passing check does not wait longer for it.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Baselines are the same in both projects: no project name in their file names.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  use: {
    baseURL: 'http://localhost:5173',
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    // Recording a trace of every test (to keep the failing ones') made the run a third slower on two
    // cores. A failure still leaves its screenshot and page snapshot in test-results/; to record traces,
    // run `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // What the specs check is never motion (core-state's timing test turns it back on): with reduced
    // motion, the fades and spinners Chromium paints in software cost about a quarter less of its CPU
    // (measured over email.spec: 118 s of CPU down to 90 s).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'shared-chain', testMatch: SHARED_CHAIN, workers: 1 },
    { name: 'independent', testIgnore: SHARED_CHAIN },
    // The journeys that matter, in Firefox (Debian's firefox-esr over WebDriver BiDi)…
    { name: 'firefox', testDir: './engines', testMatch: '**/*.journey.ts', use: { engine: 'firefox' } },
    // The same journeys in WebKit (Debian's WebKitGTK MiniBrowser under Xvfb, over WebDriver classic).
    { name: 'webkit', testDir: './engines', testMatch: '**/*.journey.ts', use: { engine: 'webkit' } },
    // Specs of code that failed to download, again in a Chromium that keeps failed imports (bookworm's 150).
    {
      name: 'old-chromium',
      testMatch: ['**/email-alerts.spec.ts'],
      grep: /a retry loads it/,
      use: { launchOptions: { ...CHROMIUM_LAUNCH, executablePath: OLD_CHROMIUM } },
    },
  ],
  webServer: {
    command: 'npx tsx ../scripts/stack.ts --mode preview --next',
    url: 'http://127.0.0.1:5173',
    // The stack builds the demo and the Next.js app (and the packages, when older than their sources)
    // before it answers.
    timeout: 300_000,
    // LATCH_E2E_REUSE=1 runs the specs against a stack already started with
    // `tsx scripts/stack.ts --mode preview --next`.
    reuseExistingServer: process.env.LATCH_E2E_REUSE === '1',
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
