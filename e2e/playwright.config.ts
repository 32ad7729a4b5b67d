import { defineConfig } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx ../scripts/stack.ts --mode preview',
    url: 'http://127.0.0.1:5173',
    timeout: 120_000,
    // LATCH_E2E_REUSE=1 runs the specs against a stack already started with `tsx scripts/stack.ts --mode preview`.
    reuseExistingServer: process.env.LATCH_E2E_REUSE === '1',
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
