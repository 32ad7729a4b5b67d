import { appLinkBase } from '@latch/protocol/api'
import { anyCaipNetworkId } from '@latch/protocol/caip-ids'
import { z } from 'zod'
import { type RegistryEntry, registryEntrySchema } from './store.ts'

const text = z.string().nullish()
const links = z.object({ native: text, universal: text }).nullish()

/**
 * One wallet as the public WalletConnect explorer lists it (`GET /v3/wallets`). The listing has more
 * fields (description, versions, sdks, metadata…); only those the registry keeps are read.
 */
export const explorerListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: text,
  chains: z.array(z.unknown()).nullish(),
  image_id: text,
  rdns: text,
  mobile: links,
  desktop: links,
  app: z.object({ browser: text }).nullish(),
})
/** A wallet listing of the explorer, the fields the registry keeps. */
export type ExplorerListing = z.infer<typeof explorerListingSchema>

/** One page of `GET /v3/wallets`: listings keyed by id, in the explorer's order. */
export const explorerPageSchema = z.object({
  listings: z.record(z.string(), z.unknown()),
  count: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
})

/**
 * An app's deep link (`scheme://` or `scheme:`) or universal link, as given, if it is safe to hand a
 * browser: core's rule for every app link (`appLinkBase`), and a universal link must be a valid URL.
 */
export function safeAppLink(link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value || !appLinkBase(value)) return null
  return /^https:/i.test(value) ? safeWebLink(value) : value
}

/** An `https:` URL with a host, or null. */
export function safeWebLink(link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value || value.length > 500 || /[\s<>"'`]/.test(value)) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname ? value : null
  } catch {
    return null
  }
}

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/**
 * Maps an explorer listing to a registry entry, dropping unsafe links, malformed chains and rdns.
 * Returns the reason instead when the listing cannot be an entry at all (no usable id or name).
 *
 * @example
 * toRegistryEntry(listing) // { entry: { id: 'c57c…', name: 'MetaMask', mobileLink: 'metamask://', … } }
 */
export function toRegistryEntry(raw: unknown): { entry: RegistryEntry } | { reason: string } {
  const parsed = explorerListingSchema.safeParse(raw)
  if (!parsed.success)
    return { reason: `not an explorer listing (${parsed.error.issues[0]?.path.join('.')})` }
  const l = parsed.data
  const chains = [...new Set((l.chains ?? []).flatMap((c) => anyCaipNetworkId.safeParse(c).data ?? []))]
  const candidate = {
    id: l.id,
    name: l.name.trim().slice(0, 80).trim(),
    rdns: l.rdns && RDNS.test(l.rdns) && l.rdns.length <= 200 ? l.rdns : null,
    homepage: safeWebLink(l.homepage),
    mobileLink: safeAppLink(l.mobile?.native),
    universalLink: safeWebLink(l.mobile?.universal),
    desktopLink: safeAppLink(l.desktop?.native) ?? safeWebLink(l.desktop?.universal),
    webappLink: safeWebLink(l.app?.browser),
    chains: chains.slice(0, 500),
  }
  const checked = registryEntrySchema.safeParse(candidate)
  if (!checked.success) return { reason: `invalid ${checked.error.issues[0]?.path.join('.') || 'entry'}` }
  return { entry: checked.data }
}
