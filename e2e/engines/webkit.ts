/**
 * WebKit for the WebKit lane: Debian's WebKitGTK (`webkit2gtk-driver`: WebKitWebDriver and MiniBrowser)
 * under Xvfb, driven over WebDriver classic. It sees only the fonts the project ships.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { BROWSER_ENV } from '../chromium.ts'
import { WebDriverSession } from './webdriver-client.ts'

/** Debian's WebKitGTK WebDriver and the browser it automates. */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** A window manager, as every desktop has: it focuses a window as it opens (a pop-up included). */
const WINDOW_MANAGER = '/usr/bin/openbox'

/**
 * Installs Debian's webkit2gtk-driver, Xvfb and openbox through apt-get when missing (machines run as
 * root).
 */
export function ensureWebKit(): void {
  if ([WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/Xvfb', WINDOW_MANAGER].every((f) => existsSync(f))) return
  console.log("WebKitGTK's WebDriver, Xvfb or openbox not found; installing them from Debian…")
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver xvfb openbox',
    { stdio: 'inherit' },
  )
  if (!existsSync(WEBKIT_DRIVER) || !existsSync(MINIBROWSER)) throw new Error('WebKitGTK is still missing')
}

/** A display with a window manager and a WebDriver server for one worker; `session()` starts a fresh MiniBrowser. */
export type WebKitLane = { session: () => Promise<WebDriverSession>; close: () => Promise<void> }

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** Starts Xvfb on a free display (it writes the number it took to fd 3). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    xvfb.stdio[3]?.once('data', (d: Buffer) => resolve({ display: `:${d.toString().trim()}`, process: xvfb }))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
}

/**
 * Starts Xvfb and WebKitWebDriver for a worker.
 *
 * @example
 * const lane = await startWebKit()
 * const session = await lane.session()
 */
export async function startWebKit(): Promise<WebKitLane> {
  const xvfb = await startXvfb()
  // Without one, a new window is never focused, and the secure review window arms Approve only once focused.
  const wm = spawn(WINDOW_MANAGER, [], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' })
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, ...BROWSER_ENV, DISPLAY: xvfb.display },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const end = Date.now() + 15_000
  for (;;) {
    const ready = await fetch(`${base}/status`)
      .then((r) => r.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((s) => s.value?.ready === true)
      .catch(() => false)
    if (ready) break
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    session: () =>
      WebDriverSession.create(base, {
        browserName: 'MiniBrowser',
        // Intelligent Tracking Prevention on, as in Safari (MiniBrowser's own default is off).
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--enable-itp'] },
      }),
    close: async () => {
      driver.kill()
      wm.kill()
      xvfb.process.kill()
    },
  }
}
