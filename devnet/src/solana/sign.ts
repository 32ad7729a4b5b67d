/** Signing as a Solana wallet does, for the devnet's wallets (the Dev Solana Wallet, the WalletConnect test wallet). */
import { ed25519 } from '@noble/curves/ed25519.js'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import type { SolanaTestKey } from './facts.ts'

/**
 * Signs a wire transaction with a test key: the key must be one of its signers. Returns the signed
 * wire transaction and the signature.
 *
 * @example
 * const { signed, signature } = signSolanaTransaction(bytes, solanaTestKey(0))
 */
export function signSolanaTransaction(
  bytes: Uint8Array,
  key: SolanaTestKey,
): { signed: Uint8Array; signature: Uint8Array } {
  const tx = getTransactionDecoder().decode(bytes)
  if (!(key.address in tx.signatures)) throw new Error('The transaction does not need this account')
  const signature = ed25519.sign(new Uint8Array(tx.messageBytes), key.secret) as SignatureBytes
  const signed = getTransactionEncoder().encode({
    ...tx,
    signatures: { ...tx.signatures, [key.address]: signature },
  })
  return { signed: new Uint8Array(signed), signature }
}

/** Signs a message's bytes with a test key (ed25519, as `solana:signMessage` does). */
export const signSolanaMessage = (message: Uint8Array, key: SolanaTestKey): Uint8Array =>
  ed25519.sign(message, key.secret)

/**
 * Sends a signed wire transaction to a Solana JSON-RPC; resolves with its signature (base58).
 *
 * @example
 * const signature = await sendSolanaTransaction('http://127.0.0.1:8899', signed, 'confirmed')
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  preflightCommitment = 'confirmed',
): Promise<string> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [btoa(String.fromCharCode(...signed)), { encoding: 'base64', preflightCommitment }],
    }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  return String(body.result)
}
