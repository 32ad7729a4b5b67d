/**
 * The strict check of a signed sign-in message (CAIP-122; EIP-4361 on EVM): every field the standard
 * requires, the domain and URI against the project's origins (and the page that sent it), a chain this
 * server serves, the times (issued at, expiration, not before), then the signature: on EVM through the
 * chain, so smart accounts verify too (ERC-1271 when deployed, ERC-6492 before); on Solana an ed25519
 * signature by the address's key; on Bitcoin a BIP-322 signature (bip322-js). The nonce is checked by the caller, which consumes it.
 */
import { parseSiwxMessage } from '@latch/protocol/api'
import type { CaipAddress, CaipNetworkId } from '@latch/protocol/caip'
import { caipNetworkId } from '@latch/protocol/caip-ids'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { Verifier } from 'bip322-js'
import { getAddress, isAddress as isEvmAddress, type PublicClient } from 'viem'
import { HttpError } from '../http/errors.ts'

/** How far a message's issued-at time may be ahead of the server's clock. */
export const SIWX_CLOCK_SKEW_MS = 60_000

/** A message that passed every check but its nonce. */
export type CheckedMessage = {
  /** The signer as CAIP-10 (the EVM address checksummed). */
  account: CaipAddress
  /** The chain, CAIP-2. */
  chainId: CaipNetworkId
  domain: string
  nonce: string
  uri: string
  issuedAt: Date
  expirationTime?: Date
}

const refuse = (why: string) => new HttpError(401, `Sign-in refused: ${why}`, 'body.message')
const time = (iso: string | undefined, field: string) => {
  if (iso === undefined) return undefined
  const t = new Date(iso)
  if (Number.isNaN(t.getTime())) throw refuse(`its ${field} is not a time`)
  return t
}

/**
 * Checks everything about a signed message except its nonce; throws a 401 naming what is wrong.
 *
 * @example
 * const checked = await checkSignIn({ message, signature, origins, origin, clients, solanaChains, now: new Date() })
 */
export async function checkSignIn(p: {
  message: string
  signature: string
  /** The project's allowed origins. */
  origins: readonly string[]
  /** The calling page's origin, when a browser sent it. */
  origin: string | undefined
  /** The server's EVM chain clients, by CAIP-2 id. */
  clients: ReadonlyMap<string, PublicClient>
  /** The Solana chains the server serves, CAIP-2. */
  solanaChains: ReadonlySet<string>
  /** The Bitcoin networks whose accounts may sign in (`siwx.bitcoinChains`), CAIP-2. */
  bitcoinChains: ReadonlySet<string>
  now: Date
}): Promise<CheckedMessage> {
  const fields = parseSiwxMessage(p.message)
  if (fields?.version !== '1' || !fields.issuedAt)
    throw refuse(
      'not a sign-in message (CAIP-122: address, chain ID, domain, nonce, URI, version 1 and issued-at)',
    )
  const { domain, uri, nonce, namespace, reference } = fields
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
  const read = caipNetworkId.safeParse(`${namespace}:${reference}`)
  if (!read.success) throw refuse(`chain ${reference} is not a CAIP-2 reference`)
  const chainId: CaipNetworkId = read.data
  const now = p.now.getTime()
  const issuedAt = time(fields.issuedAt, 'issued-at time')!
  const expirationTime = time(fields.expirationTime, 'expiration time')
  const notBefore = time(fields.notBefore, 'not-before time')
  if (issuedAt.getTime() > now + SIWX_CLOCK_SKEW_MS) throw refuse('it is issued in the future')
  if (expirationTime && expirationTime.getTime() <= now) throw refuse('it has expired')
  if (notBefore && notBefore.getTime() > now + SIWX_CLOCK_SKEW_MS) throw refuse('it is not valid yet')

  let account: CaipAddress
  if (namespace === 'eip155') {
    const client = p.clients.get(chainId)
    if (!client) throw refuse(`chain ${reference} is not served here`)
    if (!/^0x[0-9a-fA-F]+$/.test(p.signature)) throw refuse('the signature is not hex')
    if (!isEvmAddress(fields.address)) throw refuse(`${fields.address} is not an Ethereum address`)
    // viem reads the message as EIP-4361 once more (the address it verifies must be the one read here)
    // and checks the times again, exactly: at the start of a not-before within the skew.
    const at = notBefore && notBefore.getTime() > now ? notBefore : p.now
    const valid = await client
      .verifySiweMessage({
        message: p.message,
        signature: p.signature as `0x${string}`,
        address: getAddress(fields.address),
        time: at,
      })
      .catch(() => false)
    if (!valid) throw refuse('the signature is not the account’s')
    account = `${chainId}:${getAddress(fields.address)}`
  } else if (namespace === 'solana') {
    if (!p.solanaChains.has(chainId)) throw refuse(`chain ${reference} is not served here`)
    if (!isAddress(fields.address)) throw refuse(`${fields.address} is not a Solana address`)
    let valid = false
    try {
      const signature = getBase58Encoder().encode(p.signature)
      valid =
        signature.length === 64 &&
        (await verifySignature(
          await getPublicKeyFromAddress(fields.address),
          signature as SignatureBytes,
          new TextEncoder().encode(p.message),
        ))
    } catch {
      valid = false
    }
    if (!valid) throw refuse('the signature is not the account’s')
    account = `${chainId}:${fields.address}`
  } else if (namespace === 'bip122') {
    if (!p.bitcoinChains.has(chainId)) throw refuse(`chain ${reference} is not served here`)
    let valid = false
    try {
      valid = Verifier.verifySignature(fields.address, p.message, p.signature)
    } catch {
      valid = false
    }
    if (!valid) throw refuse('the signature is not the account’s')
    account = `${chainId}:${fields.address}`
  } else throw refuse(`signing in with ${namespace} accounts is not supported here`)

  return {
    account,
    chainId,
    domain,
    nonce,
    uri,
    issuedAt,
    ...(expirationTime ? { expirationTime } : {}),
  }
}
