/** Colours generated icons are drawn in. */
const PALETTE = ['#4c6fff', '#e8590c', '#2b8a3e', '#c2255c', '#7048e8', '#0c8599', '#5c940d', '#d6336c']

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * A small generated icon for a wallet without a freely licensed one: its initials on a colour taken
 * from its id. The text is escaped, so a name can never become markup.
 *
 * @example
 * walletIconSvg('c57ca95b…', 'MetaMask') // '<svg …>MM</svg>'
 */
export function walletIconSvg(id: string, name: string): string {
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const words = name.trim().split(/\s+/).filter(Boolean)
  const initials = (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.trim().slice(0, 2)) || '?'
  const fill = PALETTE[hash % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="${fill}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials.toUpperCase())}</text></svg>`
}
