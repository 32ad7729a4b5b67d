/**
 * The signed-in visitor's key in the frame's memory, and the last check before it signs anything: the
 * key a rebuilt seed gives must have the wallet's own address, or nothing is signed.
 */
import { type Address, getAddress } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { t } from './i18n/index.ts'

/**
 * The signed-in visitor's wallet, unlocked: its address, and its key (derived when first needed;
 * `account` once it is).
 */
export type Unlocked = {
  address: Address
  key: () => Promise<PrivateKeyAccount>
  account?: PrivateKeyAccount
}

/** A key in hand. */
export const unlockedAs = (account: PrivateKeyAccount): Unlocked => ({
  address: account.address,
  key: async () => account,
  account,
})

/**
 * A seed checked for `address` (by its kept check, or the long way): the key is derived when first
 * needed or when the frame is idle, not before the visitor is connected (derive.ts, the elliptic-curve
 * code, loads then), and must give that address before it signs anything.
 */
export function unlockedFrom(seed: Uint8Array, address: string): Unlocked {
  // EIP-55, as the key's own address reads (the server keeps addresses in lower case).
  const checksummed = getAddress(address)
  let derived: Promise<PrivateKeyAccount> | undefined
  return {
    address: checksummed,
    key: () =>
      (derived ??= import('./derive.ts').then(({ accountOf }) => {
        const account = accountOf(seed)
        if (account.address !== checksummed) throw new Error(t().sharesRefused)
        return account
      })),
  }
}
