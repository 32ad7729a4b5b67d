import { defineConfig } from 'vitest/config'

/** Unit tests sit beside the code they test; the devnet chains start once for the whole run. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'server/src/**/*.test.ts',
      'devnet/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['./devnet/src/vitest-global-setup.ts', './server/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
