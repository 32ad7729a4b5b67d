/**
 * The Dev Solana Wallet's key work (SLIP-10 ed25519, transaction codecs), loaded on its first request so
 * a page that installs the wallet carries none of it, as an extension's keys live out of the page.
 */
import { solanaTestKey } from '../solana/facts.ts'
import { sendSolanaTransaction, signSolanaMessage, signSolanaTransaction } from '../solana/sign.ts'

/** What devnet Solana test account `index` signs and sends. */
export type SolanaSigner = {
  signMessage: (message: Uint8Array) => Uint8Array
  signTransaction: (transaction: Uint8Array) => Uint8Array
  /** Signs and sends through `rpcUrl`; resolves with the signature (base58). */
  signAndSend: (rpcUrl: string, transaction: Uint8Array, preflightCommitment?: string) => Promise<string>
}

/**
 * The signer of devnet Solana test account `index` (m/44'/501'/index'/0').
 *
 * @example
 * solanaSigner(0).signMessage(new TextEncoder().encode('Hello')) // 64 bytes
 */
export function solanaSigner(index: number): SolanaSigner {
  const key = solanaTestKey(index)
  return {
    signMessage: (message) => signSolanaMessage(message, key),
    signTransaction: (transaction) => signSolanaTransaction(transaction, key).signed,
    signAndSend: (rpcUrl, transaction, preflightCommitment) =>
      sendSolanaTransaction(rpcUrl, signSolanaTransaction(transaction, key).signed, preflightCommitment),
  }
}
