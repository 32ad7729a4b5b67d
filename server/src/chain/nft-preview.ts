/**
 * A generated preview for an NFT that has no image of its own: an SVG with a gradient drawn from the
 * collection and token id, and the id in the middle. Deterministic, so the same token always looks the
 * same.
 *
 * @example
 * nftPreview('0xb19b…', '3') // 'data:image/svg+xml,%3Csvg…'
 */
export function nftPreview(contract: string, tokenId: string): string {
  let h = 0
  for (const c of `${contract.toLowerCase()}:${tokenId}`) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const a = h % 360
  const b = (a + 60 + ((h >> 9) % 120)) % 360
  const label = `#${tokenId.length > 6 ? `${tokenId.slice(0, 5)}…` : tokenId}`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${a},70%,55%)"/><stop offset="1" stop-color="hsl(${b},70%,40%)"/></linearGradient></defs>` +
    `<rect width="96" height="96" fill="url(#g)"/><text x="48" y="56" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * The preview URL of an NFT: the collection's `imageUrlTemplate` with `{id}` filled in, else
 * {@link nftPreview}.
 *
 * @example
 * nftImageUrl(undefined, '0xb19b…', '3') // a generated SVG data URL
 */
export function nftImageUrl(
  collection: { imageUrlTemplate?: string | undefined } | undefined,
  contract: string,
  tokenId: string,
): string {
  return collection?.imageUrlTemplate
    ? collection.imageUrlTemplate.replaceAll('{id}', encodeURIComponent(tokenId))
    : nftPreview(contract, tokenId)
}
