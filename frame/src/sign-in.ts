/**
 * ERC-7846 `wallet_connect` in the embedded wallet. Connecting is the login the visitor has just made;
 * a `signInWithEthereum` capability is signed with one approval that shows the message. Only a message
 * for the page that asks (its host and origin, as the browser reports the parent) is signed: a host
 * page cannot have the wallet sign it in anywhere else.
 */
import type { SignInWithEthereum } from '@latch/core/frame'
import type { Address, Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { RpcError } from './rpc-error.ts'

/** What `wallet_connect` answers: the account, and what it signed when asked to sign in. */
export type ConnectAnswer = {
  accounts: { address: Address; capabilities: { signInWithEthereum?: { message: string; signature: Hex } } }[]
}

const STRINGS = ['nonce', 'chainId', 'domain', 'uri'] as const
const OPTIONAL = ['version', 'statement', 'issuedAt', 'expirationTime'] as const

/** The sign-in fields of a `wallet_connect` request, undefined when it asks no sign-in; bad ones refused. */
function fieldsOf(params: unknown): SignInWithEthereum | undefined {
  const capabilities = (params as { capabilities?: unknown } | null)?.capabilities
  const asked = (capabilities as { signInWithEthereum?: unknown } | null | undefined)?.signInWithEthereum
  if (asked === undefined) return undefined
  const f = asked as Record<string, unknown> | null
  const bad = (key: string) => new RpcError(`signInWithEthereum.${key} is missing or not text`, -32602)
  if (typeof f !== 'object' || f === null) throw bad('(the capability)')
  for (const key of STRINGS) if (typeof f[key] !== 'string' || f[key] === '') throw bad(key)
  for (const key of OPTIONAL) if (f[key] !== undefined && typeof f[key] !== 'string') throw bad(key)
  return f as SignInWithEthereum
}

/** The EIP-4361 message of `f` for `address`, refused unless it is for `origin`'s page. */
function messageFor(f: SignInWithEthereum, address: Address, origin: string): string {
  const page = new URL(origin)
  let uri: URL
  try {
    uri = new URL(f.uri)
  } catch {
    throw new RpcError('signInWithEthereum.uri is not a URL', -32602)
  }
  if (f.domain !== page.host || uri.origin !== page.origin)
    throw new RpcError(`The sign-in is for ${f.domain}, not for the page that asks (${page.host})`, 4100)
  const chainId = /^0x[0-9a-f]{1,13}$/i.test(f.chainId) ? Number(f.chainId) : Number.NaN
  if (!(chainId > 0)) throw new RpcError('signInWithEthereum.chainId is not a chain id', -32602)
  const date = (value: string | undefined, key: string) => {
    if (value === undefined) return undefined
    const d = new Date(value)
    if (Number.isNaN(d.getTime())) throw new RpcError(`signInWithEthereum.${key} is not a date`, -32602)
    return d
  }
  const issuedAt = date(f.issuedAt, 'issuedAt')
  const expirationTime = date(f.expirationTime, 'expirationTime')
  try {
    return createSiweMessage({
      address,
      chainId,
      domain: f.domain,
      uri: f.uri,
      nonce: f.nonce,
      version: '1',
      ...(f.statement ? { statement: f.statement } : {}),
      ...(issuedAt ? { issuedAt } : {}),
      ...(expirationTime ? { expirationTime } : {}),
    })
  } catch (e) {
    throw new RpcError(`The sign-in cannot be written: ${(e as Error).message.split('\n')[0]}`, -32602)
  }
}

/**
 * Answers `wallet_connect`: the account at once, or, asked to sign in, the message for the asking page
 * once the visitor approves it (as a signed message) and its signature.
 *
 * @example
 * await connectAnswer(params[0], { address, origin: 'https://app.example', approve, sign })
 */
export async function connectAnswer(
  params: unknown,
  wallet: {
    address: Address
    /** The parent page's origin, as the browser reported it. */
    origin: string
    /** Shows the message for approval; rejects when the visitor declines. */
    approve: (message: string) => Promise<unknown>
    sign: (message: string) => Promise<Hex>
  },
): Promise<ConnectAnswer> {
  const fields = fieldsOf(params)
  if (!fields) return { accounts: [{ address: wallet.address, capabilities: {} }] }
  const message = messageFor(fields, wallet.address, wallet.origin)
  await wallet.approve(message)
  const signature = await wallet.sign(message)
  return {
    accounts: [{ address: wallet.address, capabilities: { signInWithEthereum: { message, signature } } }],
  }
}
