/** Hue pairs generated marks are drawn in: a light and a deep stop of one family. */
const HUES = [228, 262, 292, 330, 8, 24, 150, 172, 192, 208]

/** White glyphs for generated wallet marks (viewBox 0 0 96 96), one chosen per wallet id. */
const WALLET_GLYPHS = [
  '<circle cx="48" cy="48" r="20" fill="none" stroke="#fff" stroke-width="9"/>',
  '<path d="M48 24 72 48 48 72 24 48Z" fill="#fff"/>',
  '<path d="M28 30h40v9H28Zm0 14h40v9H28Zm0 14h26v9H28Z" fill="#fff"/>',
  '<path d="M30 66V34l18 16 18-16v32" fill="none" stroke="#fff" stroke-width="9" stroke-linejoin="round"/>',
  '<path d="M48 26 70 66H26Z" fill="#fff"/>',
  '<circle cx="36" cy="36" r="8" fill="#fff"/><circle cx="60" cy="36" r="8" fill="#fff"/><circle cx="36" cy="60" r="8" fill="#fff"/><circle cx="60" cy="60" r="8" fill="#fff" opacity=".6"/>',
  '<path d="M28 48a20 20 0 0 1 40 0Z" fill="#fff"/><path d="M28 54h40a20 20 0 0 1-40 0Z" fill="#fff" opacity=".6"/>',
  '<rect x="28" y="28" width="40" height="40" rx="12" fill="none" stroke="#fff" stroke-width="9"/>',
]

const hashOf = (s: string): number => {
  let hash = 0
  for (const ch of s) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return hash
}

const gradient = (hash: number) => {
  const hue = HUES[hash % HUES.length]!
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 78% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 28) % 360} 70% 38%)"/></linearGradient></defs>`
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/**
 * A generated mark for a wallet without a freely licensed logo: a geometric glyph on a gradient, both
 * chosen from its id, so each wallet keeps one recognisable mark. No text from the registry goes in.
 *
 * @example
 * walletIconSvg('c57ca95b…') // '<svg …><path …/></svg>'
 */
export function walletIconSvg(id: string): string {
  const hash = hashOf(id)
  const glyph = WALLET_GLYPHS[Math.floor(hash / HUES.length) % WALLET_GLYPHS.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${gradient(hash)}<rect width="96" height="96" rx="24" fill="url(#g)"/>${glyph}</svg>`
}

/** Marks for the coins people recognise by shape (viewBox 0 0 96 96). */
const TOKEN_GLYPHS: Record<string, string> = {
  ETH: '<path d="M48 16 29 48l19 11 19-11Z" fill="#fff"/><path d="M48 63 29 52l19 28 19-28Z" fill="#fff" opacity=".75"/>',
  SOL: '<path d="M33 29h38l-8 8H25Zm-8 15h38l8 8H33Zm8 15h38l-8 8H25Z" fill="#fff"/>',
}

/**
 * A generated icon for a token without a configured logo: its symbol (escaped, at most five characters)
 * on a gradient disc whose colours come from the symbol, or the known shape of ETH and SOL.
 *
 * @example
 * tokenIconSvg('LUSD') // '<svg …><text …>LUSD</text></svg>'
 */
export function tokenIconSvg(symbol: string): string {
  const upper = symbol.toUpperCase()
  const glyph =
    TOKEN_GLYPHS[upper] ??
    `<text x="48" y="${upper.length > 3 ? 57 : 61}" font-family="system-ui,sans-serif" font-size="${upper.length > 3 ? 24 : 32}" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml([...upper].slice(0, 5).join(''))}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${gradient(hashOf(upper))}<circle cx="48" cy="48" r="48" fill="url(#g)"/>${glyph}</svg>`
}
