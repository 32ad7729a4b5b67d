/**
 * The strict check of a signed sign-in message (EIP-4361): every field the standard requires, the
 * domain and URI against the project's origins (and the page that sent it), a chain this server serves,
 * the times (issued at, expiration, not before), then the signature through that chain, so smart
 * accounts verify too (ERC-1271 when deployed, ERC-6492 before). The nonce is checked by its caller,
 * which consumes it.
 */
import { getAddress, type PublicClient } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { HttpError } from '../http/errors.ts'

/** How far a message's issued-at time may be ahead of the server's clock. */
export const SIWX_CLOCK_SKEW_MS = 60_000

/** A message that passed every check but its nonce: its fields, typed. */
export type CheckedMessage = Required<
  Pick<SiweMessage, 'address' | 'chainId' | 'domain' | 'nonce' | 'uri'>
> & {
  issuedAt: Date
  expirationTime?: Date
}

const refuse = (why: string) => new HttpError(401, `Sign-in refused: ${why}`, 'body.message')

/**
 * Checks everything about a signed message except its nonce; throws a 401 naming what is wrong.
 *
 * @example
 * const fields = await checkSignIn({ message, signature, origins, origin, clients, now: new Date() })
 */
export async function checkSignIn(p: {
  message: string
  signature: `0x${string}`
  /** The project's allowed origins. */
  origins: readonly string[]
  /** The calling page's origin, when a browser sent it. */
  origin: string | undefined
  /** The server's chain clients, by CAIP-2 id. */
  clients: ReadonlyMap<string, PublicClient>
  now: Date
}): Promise<CheckedMessage> {
  const fields = parseSiweMessage(p.message)
  const { address, chainId, domain, nonce, uri, version, issuedAt } = fields
  if (!address || !chainId || !domain || !nonce || !uri || version !== '1' || !issuedAt)
    throw refuse(
      'not an EIP-4361 message (address, chain ID, domain, nonce, URI, version 1 and issued-at are required)',
    )
  let uriOrigin: string
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    throw refuse(`the URI ${uri} is not a URL`)
  }
  // The page that asked, when a browser did; otherwise any origin of the project.
  const allowed = p.origin !== undefined ? [p.origin] : p.origins
  const site = allowed.find((o) => new URL(o).host === domain)
  if (!site) throw refuse(`the domain ${domain} is not ${p.origin ?? "one of the project's origins"}`)
  if (uriOrigin !== site) throw refuse(`the URI ${uri} is not on ${site}`)
  const client = p.clients.get(`eip155:${chainId}`)
  if (!client) throw refuse(`chain ${chainId} is not served here`)
  const now = p.now.getTime()
  if (Number.isNaN(issuedAt.getTime()) || issuedAt.getTime() > now + SIWX_CLOCK_SKEW_MS)
    throw refuse('it is issued in the future')
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) throw refuse('it has expired')
  if (fields.notBefore && fields.notBefore.getTime() > now + SIWX_CLOCK_SKEW_MS)
    throw refuse('it is not valid yet')
  // viem checks the times once more, exactly: at the start of a not-before within the skew.
  const at = fields.notBefore && fields.notBefore.getTime() > now ? fields.notBefore : p.now
  const valid = await client
    .verifySiweMessage({ message: p.message, signature: p.signature, time: at })
    .catch(() => false)
  if (!valid) throw refuse('the signature is not the account’s')
  return {
    address: getAddress(address),
    chainId,
    domain,
    nonce,
    uri,
    issuedAt,
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
  }
}
