/**
 * The wallet's rarer steps, loaded only when a visitor takes one: creating the key on first login (both
 * splits, the recovery code shown once) and rebuilding it from the recovery code (then a device split
 * of this browser's own, its auth share signed by the wallet's key).
 */
import { base64url } from '@latch/core/frame'
import type { PrivateKeyAccount } from 'viem/accounts'
import { api, type SessionAuth } from './api.ts'
import { accountOf } from './derive.ts'
import { keepDeviceSplit } from './device-split.ts'
import { t } from './i18n/index.ts'
import {
  createSeed,
  newRecoveryCode,
  normaliseRecoveryCode,
  openUserShare,
  rebuildSeed,
  sealUserShare,
  seedCheck,
  splitSeed,
} from './keys.ts'
import { askRecoveryCode, showRecoveryCode } from './recovery-screens.ts'
import { saveDeviceShare } from './store.ts'

/** What the frame shows over the modal while a step needs the visitor. */
type OnShow = (surface: 'recovery-code' | 'recover') => void

/**
 * Creates the account's wallet on first login: a seed, its two splits, the recovery code shown once.
 *
 * @example
 * const account = await createKey(session, onShow)
 */
export async function createKey(token: SessionAuth, onShow: OnShow): Promise<PrivateKeyAccount> {
  const seed = createSeed()
  const account = accountOf(seed)
  const shares = await splitSeed(seed)
  const code = newRecoveryCode()
  const sealed = await sealUserShare(shares.user, code)
  await saveDeviceShare(account.address, shares.device, await seedCheck(seed, account.address))
  await api.createWallet(token, {
    address: account.address,
    authShare: base64url.encode(shares.auth),
    recoveryShare: base64url.encode(shares.recovery),
    sealedRecoveryShare: base64url.encode(sealed),
  })
  onShow('recovery-code')
  await showRecoveryCode(code)
  return account
}

/**
 * Rebuilds the key from the recovery split, then gives this browser a device split of its own;
 * `warning` says why the recovery code is asked for, when it is not the usual reason.
 *
 * @example
 * const account = await recoverKey(session, address, onShow)
 */
export async function recoverKey(
  token: SessionAuth,
  address: string,
  onShow: OnShow,
  warning?: string,
): Promise<PrivateKeyAccount> {
  onShow('recover')
  const seed = await askRecoveryCode(warning, async (typed) => {
    const code = normaliseRecoveryCode(typed)
    if (!code) throw new Error(t().codeShape)
    const r = await api.recovery(token)
    const user = await openUserShare(base64url.decode(r.sealedRecoveryShare), code)
    return rebuildSeed(base64url.decode(r.recoveryShare), user, address)
  })
  await keepDeviceSplit(token, address, seed)
  return accountOf(seed)
}
