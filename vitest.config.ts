import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { sourceResolve } from './devnet/src/source-condition.ts'
import { CHROMIUM_LAUNCH } from './e2e/chromium.ts'
import { BROWSER_TEST_PORT } from './packages/react/src/test/origin.ts'
import { apiServerCommands } from './scripts/api-server-commands.ts'
import { phoneWalletCommands } from './scripts/phone-wallet-commands.ts'
import { walletFrameCommands } from './scripts/wallet-frame-commands.ts'

/**
 * Unit tests sit beside the code they test. Two projects: `node` (core, adapters, server, devnet,
 * scripts) and `browser` (the React views and the wallet frame's browser parts, in Debian's Chromium). The devnet chains and
 * PostgreSQL start once for the whole run.
 */
export default defineConfig({
  test: {
    // Many tests wait on chains, servers and timers rather than the CPU: three at once finish a run on
    // two cores in about two thirds of the time one at a time takes (npm test's time budget).
    maxWorkers: 3,
    // A test that runs a whole flow (a login with mailed codes, a server on a fresh database, a name
    // registered on chain) takes 10-17 s alone and more beside the rest of the suite: 20 s made one of
    // them time out in most full runs on two cores. Speed is measured by the benches, not by this.
    testTimeout: 40_000,
    // What a person would wait for (a quote, a balance, a view) can take seconds on two loaded cores; a
    // poll's default second failed a correct Swap test in CI. Failing polls take longer, passing ones not.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        ...sourceResolve('server'),
        test: {
          name: 'node',
          // Test files in one worker share its loaded modules (nothing in the packages or the server is
          // a module-level singleton, and the few tests that stub globals or timers restore them after
          // each test): each file importing viem, Fastify and PGlite again cost half the node run's time.
          isolate: false,
          globalSetup: ['./devnet/src/vitest-global-setup.ts', './server/src/test/global-setup.ts'],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'server/src/**/*.test.ts',
            'devnet/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'frame/src/**/*.test.ts',
            'apps/demo/src/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        ...sourceResolve('client'),
        // Bundled up front, so Vite never reloads the page mid-run to add a dependency it found late.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react-dom/server',
            'viem',
            'viem/accounts',
            '@walletconnect/sign-client',
            '@scure/base',
          ],
        },
        test: {
          name: 'browser',
          globalSetup: ['./devnet/src/vitest-global-setup.ts', './packages/react/src/test/api-setup.ts'],
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}', 'frame/src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
            instances: [{ browser: 'chromium' }],
            api: { host: '127.0.0.1', port: BROWSER_TEST_PORT, strictPort: true },
            commands: { ...phoneWalletCommands, ...walletFrameCommands, ...apiServerCommands },
          },
        },
      },
    ],
  },
})
