/**
 * A wallet's icon as a connector may show it: a data image (SVG, PNG, WebP, GIF, JPEG) or an https URL,
 * under 100,000 characters; anything else (a script URL, a tracker on http, a huge string) is dropped.
 *
 * @example
 * connectorIcon('javascript:alert(1)') // undefined
 */
export function connectorIcon(icon: unknown): string | undefined {
  return typeof icon === 'string' &&
    icon.length < 100_000 &&
    /^(data:image\/(svg\+xml|png|webp|gif|jpeg)[;,]|https:\/\/)/.test(icon)
    ? icon
    : undefined
}
