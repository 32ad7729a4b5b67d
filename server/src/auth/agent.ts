/**
 * The browser and system a user agent names, as a wallet's list of browsers shows them ("Chrome",
 * "macOS"). Only well-known names come out, so nothing a client sends is ever shown as is.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (list: readonly [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1] ?? ''

/**
 * The stored form: `browser|system`, each a known name or empty.
 *
 * @example
 * agentOf('Mozilla/5.0 (X11; Linux x86_64) … Chrome/156.0 Safari/537.36') // 'Chrome|Linux'
 */
export function agentOf(userAgent: unknown): string {
  const ua = typeof userAgent === 'string' ? userAgent.slice(0, 512) : ''
  return `${first(BROWSERS, ua)}|${first(SYSTEMS, ua)}`
}

/** Reads the stored form back. */
export function readAgent(agent: string | null): { browser: string; os: string } {
  const [browser = '', os = ''] = (agent ?? '').split('|')
  return { browser, os }
}
