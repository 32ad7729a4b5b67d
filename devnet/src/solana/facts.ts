/**
 * The devnet Solana chain's fixed facts: the test accounts (the same mnemonic as the anvil accounts,
 * on Solana's derivation path) and the test SPL token. Browser-safe: no Node imports.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { getAddressDecoder } from '@solana/kit'
import { TEST_MNEMONIC } from '../test-accounts.ts'
import { ed25519SecretAt } from '../test-keys.ts'

export { SOLANA_DEVNET, SOLANA_DEVNET_GENESIS_HASH } from './chain.ts'

/** Lamports each test account starts with: 100 SOL. */
export const SOLANA_TEST_LAMPORTS = 100_000_000_000n
/** How many test accounts are funded, like anvil's ten. */
export const SOLANA_TEST_ACCOUNTS = 10

/** A devnet Solana key pair: its base58 address and its 32-byte secret (local chains only). */
export type SolanaTestKey = { address: string; secret: Uint8Array }

const keyAt = (path: string): SolanaTestKey => {
  const secret = ed25519SecretAt(path)
  return { address: getAddressDecoder().decode(ed25519.getPublicKey(secret)), secret }
}

/**
 * Test account `index` (0–9): {@link TEST_MNEMONIC} on the path wallets use, m/44'/501'/index'/0'.
 *
 * @example
 * solanaTestKey(0).address // 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
 */
export function solanaTestKey(index: number): SolanaTestKey {
  return keyAt(`m/44'/501'/${index}'/0'`)
}

/** The test SPL token: its mint follows from a fixed path, so its address is the same on every start. */
export type SolanaTestToken = { name: string; symbol: string; decimals: number; mint: string }

/**
 * The devnet's SPL token and the key of its mint account (the mint authority is test account 9).
 *
 * @example
 * solanaTestToken().symbol // 'LUSD'
 */
export function solanaTestToken(): SolanaTestToken {
  return { name: 'Latch USD', symbol: 'LUSD', decimals: 6, mint: solanaMintKey().address }
}
/** The key of the test token's mint account (m/44'/501'/1000'/0'). */
export const solanaMintKey = (): SolanaTestKey => keyAt(`m/44'/501'/1000'/0'`)
/** Whole tokens each test account starts with. */
export const SOLANA_TEST_TOKEN_BALANCE = 1_000n
/** The test account that is the mint authority. */
export const SOLANA_MINT_AUTHORITY_INDEX = 9
