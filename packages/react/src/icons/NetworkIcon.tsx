import type { ChainNamespace, Network } from '@latch/core'
import { type ReactNode, useId } from 'react'

/** Each chain family's glyph, drawn white on the network's disc (viewBox 0 0 32 32). */
const GLYPHS: Record<ChainNamespace, ReactNode> = {
  eip155: (
    <g fill="#fff">
      <path d="M16 5.5 9.6 16.2 16 20l6.4-3.8Z" opacity=".95" />
      <path d="M16 21.3 9.6 17.5 16 26.5l6.4-9Z" opacity=".75" />
    </g>
  ),
  solana: (
    <g fill="#fff">
      <path d="M10.5 9.5h12.8l-2.6 2.6H7.9Z" />
      <path d="M7.9 14.7h12.8l2.6 2.6H10.5Z" opacity=".85" />
      <path d="M10.5 19.9h12.8l-2.6 2.6H7.9Z" />
    </g>
  ),
  bip122: (
    <path
      fill="#fff"
      d="M13 8.5h5.2c2.6 0 4.2 1.3 4.2 3.4 0 1.4-.8 2.4-2 2.8 1.6.3 2.7 1.5 2.7 3.2 0 2.4-1.8 3.8-4.6 3.8H13Zm2.3 2v3.7h2.6c1.3 0 2.1-.7 2.1-1.9 0-1.1-.8-1.8-2.1-1.8Zm0 5.6v4h3c1.4 0 2.3-.7 2.3-2s-.9-2-2.3-2ZM14.6 6.5h1.6v2h-1.6Zm2.6 0h1.6v2h-1.6Zm-2.6 15.2h1.6v2h-1.6Zm2.6 0h1.6v2h-1.6Z"
    />
  ),
  cosmos: (
    <g fill="none" stroke="#fff" strokeWidth="1.6">
      <ellipse cx="16" cy="16" rx="10" ry="4" />
      <ellipse cx="16" cy="16" rx="10" ry="4" transform="rotate(60 16 16)" />
      <ellipse cx="16" cy="16" rx="10" ry="4" transform="rotate(120 16 16)" />
      <circle cx="16" cy="16" r="1.8" fill="#fff" stroke="none" />
    </g>
  ),
  polkadot: (
    <g fill="#fff">
      <ellipse cx="16" cy="8.5" rx="3.4" ry="2.2" />
      <ellipse cx="16" cy="23.5" rx="3.4" ry="2.2" />
      <ellipse cx="9.5" cy="12.3" rx="3.4" ry="2.2" transform="rotate(-60 9.5 12.3)" />
      <ellipse cx="22.5" cy="12.3" rx="3.4" ry="2.2" transform="rotate(60 22.5 12.3)" />
      <ellipse cx="9.5" cy="19.7" rx="3.4" ry="2.2" transform="rotate(60 9.5 19.7)" />
      <ellipse cx="22.5" cy="19.7" rx="3.4" ry="2.2" transform="rotate(-60 22.5 19.7)" />
    </g>
  ),
}

/** A hue from the network's id, so two networks of one family still look apart. */
function hueOf(id: string): number {
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return hash % 360
}

/**
 * A network's icon: its chain family's glyph on a two-tone disc whose hue comes from the network's id.
 * Decorative: the network is named in text beside it.
 *
 * @example
 * <NetworkIcon network={mainnet} />
 */
export function NetworkIcon({ network, size = 28 }: { network: Network; size?: number }): ReactNode {
  const hue = hueOf(network.caipNetworkId)
  // Unique per icon: the same network may show twice on a page.
  const gradient = `latch-net${useId().replace(/:/g, '')}`
  return (
    <svg
      className="latch-network-icon"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 52%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 72% 36%)`} />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="16" fill={`url(#${gradient})`} />
      {GLYPHS[network.chainNamespace]}
    </svg>
  )
}
