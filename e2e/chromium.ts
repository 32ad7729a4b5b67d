import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
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
  // A wallet app's link goes to xdg-open (WALLET_LINKS_POLICY), which then opens nothing: no wallet app
  // is installed here, as on a phone without it (and no other browser opens in its place).
  BROWSER: 'true',
}

/** Playwright's launch options for Debian's Chromium with the flags and fonts above. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS, env: BROWSER_ENV }

/**
 * Chromium's managed policy for the test machine: a wallet app's link (`trust://wc?uri=…`, any scheme of
 * the seeded registry) opens without the native "Open xdg-open?" prompt. Headless Chromium shows that
 * prompt where no one can answer it, and while it is up the page gets no touch input: a phone spec's
 * next tap hung for its whole timeout.
 */
const WALLET_LINKS_POLICY = '/etc/chromium/policies/managed/latch-e2e.json'

/** The URL schemes of the registry's wallet apps, as the devnet's server seeds them. */
function walletSchemes(): string[] {
  const seed = new URL('../server/src/registry/seed-wallets.json', import.meta.url)
  const wallets = JSON.parse(readFileSync(seed, 'utf8')) as { mobileLink: string | null }[]
  const schemes = wallets.map((w) => /^([a-z][a-z0-9+.-]*):\/\//.exec(w.mobileLink ?? '')?.[1])
  return [...new Set(schemes.filter((s) => s !== undefined))].sort()
}

/** Writes {@link WALLET_LINKS_POLICY} unless it already says the same. */
function ensureWalletLinksPolicy(): void {
  const policy = `${JSON.stringify({
    AutoLaunchProtocolsFromOrigins: walletSchemes().map((protocol) => ({ protocol, allowed_origins: ['*'] })),
  })}\n`
  if (existsSync(WALLET_LINKS_POLICY) && readFileSync(WALLET_LINKS_POLICY, 'utf8') === policy) return
  mkdirSync(dirname(WALLET_LINKS_POLICY), { recursive: true })
  writeFileSync(WALLET_LINKS_POLICY, policy)
}

/**
 * Installs Debian's chromium through apt-get when it is missing (machines run as root), and its policy
 * for wallet apps' links.
 */
export function ensureChromium(): void {
  ensureWalletLinksPolicy()
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
