/**
 * `npm run test:e2e`: makes sure the browsers are there (Debian's Chromium, bookworm's own older one,
 * Firefox ESR, WebKitGTK), then runs the Playwright specs and the engine lanes' journeys.
 */
import { spawnSync } from 'node:child_process'
import { ensureChromium, ensureOldChromium } from './chromium.ts'
import { ensureFirefox } from './engines/firefox.ts'
import { ensureWebKit } from './engines/webkit.ts'

ensureChromium()
ensureOldChromium()
ensureFirefox()
ensureWebKit()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
