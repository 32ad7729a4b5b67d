/**
 * Chromium as people run it, for the specs where Playwright's own launch flags would change the answer.
 * Playwright starts Chromium with `ThirdPartyStoragePartitioning` disabled (microsoft/playwright#32230),
 * so a frame of another site gets no storage at all there, which no shipped Chromium does since 115: it
 * gives such a frame storage of its own, partitioned by the top-level site. This starts Debian's
 * Chromium with the project's quiet flags only, in a fresh profile with third-party cookies blocked (the
 * browser's strictest setting, and its default in private windows), and connects Playwright over CDP.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { BROWSER_ENV, CHROMIUM, CHROMIUM_ARGS } from './chromium.ts'

/** A shipped Chromium under Playwright, and how to stop it (the browser and its profile go). */
export type ShippedChromium = { browser: Browser; close: () => Promise<void> }

/** Reads the DevTools address Chromium prints once it listens. */
function devToolsAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = ''
    child.stderr?.on('data', (d: Buffer) => {
      said += d.toString()
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(said)
      if (found?.[1]) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${said}`)))
  })
}

/**
 * Starts Debian's Chromium as shipped, headless, third-party cookies blocked.
 *
 * @example
 * const { browser, close } = await launchShippedChromium()
 * const page = await (await browser.newContext()).newPage()
 */
export async function launchShippedChromium(): Promise<ShippedChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'latch-chromium-'))
  mkdirSync(join(profile, 'Default'))
  // "Block third-party cookies" in Settings › Privacy (cookie_controls_mode 1 is that choice).
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
  )
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { env: BROWSER_ENV as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const browser = await chromium.connectOverCDP(await devToolsAddress(child))
  return {
    browser,
    close: async () => {
      await browser.close().catch(() => undefined)
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.exitCode === null) child.kill()
      await exited
      // Chromium's helper processes may still be writing to it for a moment.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
        () => undefined,
      )
    },
  }
}
