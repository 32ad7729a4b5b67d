import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Debian's Chromium: Playwright's own browser downloads do not work offline. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium quiet on a machine with no internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * The environment every test browser starts with: fontconfig sees only the fonts the project ships
 * (`e2e/fonts/fonts.conf`), so visual baselines do not change with the fonts a machine has installed.
 */
export const BROWSER_ENV: Record<string, string> = {
  ...(process.env as Record<string, string>),
  FONTCONFIG_FILE: fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url)),
}

/** Playwright's launch options for Debian's Chromium with the flags and fonts above. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS, env: BROWSER_ENV }

/** Installs Debian's chromium through apt-get when it is missing (machines run as root). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium…`)
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`)
}

/**
 * Debian bookworm's own Chromium release (150; 156 arrives with its security updates), unpacked beside
 * the specs: it keeps a failed dynamic import for the page's life, as many browsers people run do, so
 * the specs that retry a failed download also run in it.
 */
export const OLD_CHROMIUM_DIR = fileURLToPath(new URL('./.browsers/chromium-bookworm', import.meta.url))

/** The old Chromium's binary, unpacked by {@link ensureOldChromium}. */
export const OLD_CHROMIUM = `${OLD_CHROMIUM_DIR}/usr/lib/chromium/chromium`

/** Downloads bookworm's own `chromium` and `chromium-common` packages and unpacks them (no install). */
export function ensureOldChromium(): void {
  if (existsSync(OLD_CHROMIUM)) return
  console.log(`Unpacking Debian bookworm's own Chromium into ${OLD_CHROMIUM_DIR}…`)
  const debs = `${OLD_CHROMIUM_DIR}.debs`
  mkdirSync(debs, { recursive: true })
  execSync('apt-get update -qq && apt-get download -qq chromium/bookworm chromium-common/bookworm', {
    cwd: debs,
    stdio: 'inherit',
  })
  for (const deb of readdirSync(debs).filter((f) => f.endsWith('.deb')))
    execSync(`dpkg -x ${deb} ${OLD_CHROMIUM_DIR}`, { cwd: debs, stdio: 'inherit' })
  if (!existsSync(OLD_CHROMIUM)) throw new Error(`The old Chromium is still missing at ${OLD_CHROMIUM}`)
}
