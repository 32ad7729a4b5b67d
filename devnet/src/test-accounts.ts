/**
 * The devnet's test accounts with their keys, derived from the public test mnemonic: apart from the
 * chains' facts (chains.ts), so a page that shows the devnet's addresses and tokens carries no key
 * derivation (BIP-39, BIP-32, secp256k1).
 */
import { mnemonicToSeedSync } from '@scure/bip39'
import type { HDAccount } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

/** The mnemonic anvil funds its default accounts from. Public and for local chains only. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

let seed: Uint8Array | undefined
/**
 * The seed of {@link TEST_MNEMONIC}, computed once: its 2048 rounds of PBKDF2 took about 150 ms of a
 * page's main thread each time, and the demo's dev wallets asked for it five times on every load.
 *
 * @example
 * HDKey.fromMasterSeed(testSeed())
 */
export const testSeed = (): Uint8Array => (seed ??= mnemonicToSeedSync(TEST_MNEMONIC))

let root: HDKey | undefined
const accounts = new Map<number, HDAccount>()
/** The ten standard anvil test accounts (local only), derived from {@link TEST_MNEMONIC}. */
export function testAccount(index: number): HDAccount {
  let account = accounts.get(index)
  if (!account) {
    root ??= HDKey.fromMasterSeed(testSeed())
    account = hdKeyToAccount(root, { addressIndex: index })
    accounts.set(index, account)
  }
  return account
}
