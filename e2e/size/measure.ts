/**
 * `npm run size`: builds the minimal host page and a React-only baseline with Vite (production), loads
 * each in Chromium and prints
 *   (a) gzipped JS loaded before any interaction, minus React alone   budget 30 KB
 *   (b) gzipped JS loaded after clicking Connect until the Connect view shows   budget 100 KB
 * It also fails if the page makes any request beyond its own files before the click.
 * Exits non-zero when a budget is exceeded.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../chromium.ts'

const BUDGET_A = 30 * 1024
const BUDGET_B = 100 * 1024
const here = dirname(fileURLToPath(import.meta.url))

async function buildPage(name: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), `latch-size-${name}-`))
  await build({
    root: join(here, name),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
  return outDir
}

function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    )
    try {
      const body = readFileSync(join(dir, path || 'index.html'))
      res.writeHead(200, {
        'content-type': types[extname(path || 'index.html')] ?? 'application/octet-stream',
      })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() })
    }),
  )
}

const gz = (dir: string, url: string) =>
  gzipSync(readFileSync(join(dir, new URL(url).pathname)), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

ensureChromium()
const [hostDir, baseDir] = [await buildPage('host'), await buildPage('react-only')]
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

async function measure(dir: string, clickConnect: boolean) {
  const { url, close } = await serve(dir)
  const page = await browser.newPage()
  const before: string[] = []
  const after: string[] = []
  const foreign: string[] = []
  let clicked = false
  page.on('request', (r) => {
    if (!r.url().startsWith(url)) foreign.push(r.url())
    else if (r.resourceType() === 'script') (clicked ? after : before).push(r.url())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  if (clickConnect) {
    clicked = true
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
  }
  await page.close()
  close()
  const sum = (list: string[]) => list.reduce((n, u) => n + gz(dir, u), 0)
  return { before: sum(before), after: sum(after), foreign, files: { before, after } }
}

const host = await measure(hostDir, true)
const base = await measure(baseDir, false)
await browser.close()

const a = host.before - base.before
const b = host.after
console.log('Latch size budget (gzip -9, measured in Chromium)')
console.log(`  React alone, before interaction        ${kb(base.before)}`)
console.log(`  host page, before interaction          ${kb(host.before)}`)
console.log(`  (a) Latch before interaction           ${kb(a)}   budget ${kb(BUDGET_A)}`)
console.log(`  (b) after Connect, until Connect view  ${kb(b)}   budget ${kb(BUDGET_B)}`)
const failures: string[] = []
if (a > BUDGET_A) failures.push(`(a) ${kb(a)} exceeds ${kb(BUDGET_A)}`)
if (b > BUDGET_B) failures.push(`(b) ${kb(b)} exceeds ${kb(BUDGET_B)}`)
if (host.foreign.length > 0) failures.push(`requests beyond the page's own files: ${host.foreign.join(', ')}`)
if (host.files.after.length === 0)
  failures.push('the modal did not load lazily: no script was fetched on click')
if (failures.length > 0) {
  console.error(`size budget FAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('size budget: 2 passed, 0 failed')
