/**
 * Debian's Firefox ESR for the Firefox lane, driven over WebDriver BiDi by puppeteer-core (Playwright
 * cannot drive a stock Firefox). It sees only the fonts the project ships, as the other browsers do.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import puppeteer, { type Browser } from 'puppeteer-core'
import { BROWSER_ENV } from '../chromium.ts'

/** Debian's `firefox-esr` (153 ESR on bookworm with its security updates). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** The shipped fonts' folder: Firefox's content sandbox reads fonts only from folders it is told of. */
const FONTS = fileURLToPath(new URL('../../node_modules/dejavu-fonts-ttf/ttf/', import.meta.url))

/** Installs Debian's firefox-esr through apt-get when it is missing (machines run as root). */
export function ensureFirefox(): void {
  if (existsSync(FIREFOX)) return
  console.log(`Firefox not found at ${FIREFOX}; installing Debian's firefox-esr…`)
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr', {
    stdio: 'inherit',
  })
  if (!existsSync(FIREFOX)) throw new Error(`Firefox is still missing at ${FIREFOX}`)
}

/**
 * Starts a headless Firefox with a fresh profile, its tracking protection at Strict.
 *
 * @example
 * const browser = await launchFirefox()
 * const page = await browser.newPage()
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: BROWSER_ENV,
    extraPrefsFirefox: {
      'security.sandbox.content.read_path_whitelist': FONTS,
      // A machine with no internet: no update checks, telemetry or remote settings.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      // Enhanced Tracking Protection at Strict, as Settings › Privacy sets it: every third-party cookie
      // and storage partitioned by top-level site (cookieBehavior 5), trackers and fingerprinters blocked.
      'browser.contentblocking.category': 'strict',
      'network.cookie.cookieBehavior': 5,
      'privacy.trackingprotection.enabled': true,
      'privacy.trackingprotection.socialtracking.enabled': true,
      'privacy.trackingprotection.emailtracking.enabled': true,
      'privacy.fingerprintingProtection': true,
      'privacy.query_stripping.enabled': true,
    },
  })
}
