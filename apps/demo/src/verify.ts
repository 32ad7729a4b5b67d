import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { verifyMessage } from 'viem'

/**
 * Whether a signature of `message` was made by the account at a CAIP-10 address: EIP-191 for EVM
 * accounts, ed25519 over the UTF-8 bytes for Solana ones; undefined where this page cannot check (a
 * Bitcoin BIP-322 signature: the tests check those with an independent verifier).
 */
export async function verifySignature(
  caipAddress: string,
  message: string,
  signature: string,
): Promise<boolean | undefined> {
  const [namespace, , address = ''] = caipAddress.split(':')
  if (namespace !== 'eip155' && namespace !== 'solana') return undefined
  if (namespace === 'solana')
    return ed25519.verify(base58.decode(signature), new TextEncoder().encode(message), base58.decode(address))
  return verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })
}
