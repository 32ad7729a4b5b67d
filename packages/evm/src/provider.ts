/** The EIP-1193 surface Latch uses. */
export type Eip1193Provider = {
  request: (args: { method: string; params?: readonly unknown[] | object }) => Promise<unknown>
  on?: (event: string, listener: (...args: never[]) => void) => void
  removeListener?: (event: string, listener: (...args: never[]) => void) => void
}

/** EIP-6963 provider info. */
export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }

const isString = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max

/**
 * Validates an `eip6963:announceProvider` event's detail; anything malformed yields undefined.
 * Icons are kept only as `data:image/…` URIs (EIP-6963 requires one), so a wallet cannot make the page
 * fetch a remote URL.
 *
 * @example
 * readAnnouncement(event.detail) // { info, provider } | undefined
 */
export function readAnnouncement(
  detail: unknown,
): { info: Eip6963Info; provider: Eip1193Provider; raw: object } | undefined {
  // A hostile announcement can throw from any getter: reading it never lets that escape.
  try {
    if (typeof detail !== 'object' || detail === null) return undefined
    const { info, provider } = detail as { info?: Partial<Eip6963Info>; provider?: Partial<Eip1193Provider> }
    if (!info || !provider || typeof provider.request !== 'function') return undefined
    const { uuid, rdns } = info
    const name = typeof info.name === 'string' ? info.name.trim() : undefined
    if (!isString(uuid, 128) || !isString(name, 100) || !isString(rdns, 255)) return undefined
    const icon =
      isString(info.icon, 200_000) && /^data:image\/[a-z0-9.+-]+[;,]/i.test(info.icon) ? info.icon : ''
    return { info: { uuid, name, rdns, icon }, provider: guarded(provider as Eip1193Provider), raw: provider }
  } catch {
    return undefined
  }
}

/**
 * The page's own `window.ethereum`, when it is an EIP-1193 provider, behind the same guard as an
 * announced one; a hostile getter never escapes.
 *
 * @example
 * readInjected(window.ethereum)?.request({ method: 'eth_accounts' })
 */
export function readInjected(value: unknown): Eip1193Provider | undefined {
  try {
    if (typeof value !== 'object' || value === null) return undefined
    if (typeof (value as Partial<Eip1193Provider>).request !== 'function') return undefined
    return guarded(value as Eip1193Provider)
  } catch {
    return undefined
  }
}

/**
 * The wallet's provider behind a guard: `request` always answers with a promise (a throw becomes a
 * rejection), and `on` / `removeListener` that throw, or are missing, do nothing.
 */
function guarded(p: Eip1193Provider): Eip1193Provider {
  const request = p.request
  return {
    request: (args) => {
      try {
        return Promise.resolve(request.call(p, args))
      } catch (e) {
        return Promise.reject(e)
      }
    },
    on: (event, listener) => {
      try {
        p.on?.(event, listener)
      } catch {
        // A wallet whose events cannot be watched still connects; its changes show on the next read.
      }
    },
    removeListener: (event, listener) => {
      try {
        p.removeListener?.(event, listener)
      } catch {
        // See on().
      }
    },
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The first well-formed address of a wallet's answer, or undefined. */
export function firstAddress(accounts: unknown): string | undefined {
  if (!Array.isArray(accounts)) return undefined
  const [first] = accounts
  return typeof first === 'string' && ADDRESS.test(first) ? first : undefined
}

/** Parses an `eth_chainId` answer (hex or decimal) to a positive safe integer, or undefined. */
export function parseChainId(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
