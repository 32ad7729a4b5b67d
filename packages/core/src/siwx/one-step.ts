/**
 * Connecting and signing in with one prompt (ERC-7846 `wallet_connect` and its `signInWithEthereum`
 * capability): the request made from a sign-in message's fields, and the check of what the wallet
 * signed against them before the server verifies it: the same domain, URI, chain and nonce, and the
 * account that connected. Anything else is refused, and nothing is signed in.
 */
import { parseSiwxMessage } from '@latch/protocol/api/siwx-message'
import type { ConnectRequest, ConnectSignIn } from '../connection/adapter.ts'
import type { SiwxMessageParams } from './types.ts'

/**
 * The `signInWithEthereum` capability asking a wallet to sign these fields as it connects.
 *
 * @example
 * const request = signInRequest(await config.createMessageParams('eip155:1'))
 */
export function signInRequest(p: SiwxMessageParams): ConnectRequest {
  const [, reference = ''] = p.chainId.split(':')
  return {
    signInWithEthereum: {
      nonce: p.nonce,
      chainId: `0x${Number(reference).toString(16)}`,
      domain: p.domain,
      uri: p.uri,
      version: p.version,
      ...(p.statement ? { statement: p.statement } : {}),
      ...(p.issuedAt ? { issuedAt: p.issuedAt } : {}),
      ...(p.expirationTime ? { expirationTime: p.expirationTime } : {}),
    },
  }
}

/**
 * What is wrong with a sign-in a wallet signed as it connected, or undefined when it is the message
 * asked for, for the account that connected.
 *
 * @example
 * signInProblem({ message, signature }, params, '0xabc…') // 'it is for another nonce'
 */
export function signInProblem(
  signIn: ConnectSignIn,
  p: SiwxMessageParams,
  address: string,
): string | undefined {
  if (typeof signIn.message !== 'string' || typeof signIn.signature !== 'string')
    return 'the wallet answered no message and signature'
  if (!/^0x[0-9a-fA-F]+$/.test(signIn.signature)) return 'its signature is not hex'
  const m = parseSiwxMessage(signIn.message)
  if (m?.namespace !== 'eip155') return 'it is not a Sign-In with Ethereum message'
  const [, reference] = p.chainId.split(':')
  if (m.domain !== p.domain) return `it is for another domain (${m.domain})`
  if (m.uri !== p.uri) return 'it is for another URI'
  if (m.reference !== reference) return `it is for another chain (${m.reference})`
  if (m.nonce !== p.nonce) return 'it is for another nonce'
  if (m.address.toLowerCase() !== address.toLowerCase()) return 'it is for another account'
  return undefined
}
