/** `npm run test:e2e`: makes sure Chromium is there, then runs the Playwright specs. */
import { spawnSync } from 'node:child_process'
import { ensureChromium, ensureOldChromium } from './chromium.ts'

ensureChromium()
ensureOldChromium()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
