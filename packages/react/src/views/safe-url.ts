const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i

/**
 * An image URL a wallet or a server handed over, if it is safe to put in `<img src>`: http(s) or an
 * image data URL. Anything else (javascript:, other data: types, garbage) gives undefined.
 *
 * @example
 * safeImageUrl('javascript:alert(1)') // undefined
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 100_000) return undefined
  if (IMAGE_DATA.test(url)) return url
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined
  } catch {
    return undefined
  }
}
