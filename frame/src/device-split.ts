/**
 * Gives this browser a device split of the wallet's seed: the server takes the new auth share only with
 * the wallet's own signature over it (naming this browser, the split it replaces and a single-use nonce), then the device share is kept here. Used once the seed has been
 * rebuilt another way (the recovery code, a passkey).
 */
import { authShareMessage, base64url, shareDigest } from '@latch/core/frame'
import { api, type SessionAuth } from './api.ts'
import { accountOf } from './derive.ts'
import { seedCheck, splitForDevice } from './keys.ts'
import { saveDeviceShare } from './store.ts'

/**
 * Splits `seed` for this browser, hands the server its signed auth share and keeps the device share.
 *
 * @example
 * await keepDeviceSplit(session, address, seed)
 */
export async function keepDeviceSplit(token: SessionAuth, address: string, seed: Uint8Array): Promise<void> {
  const { device, auth } = await splitForDevice(seed)
  const authShare = base64url.encode(auth)
  const replacing = await api.authShareNonce(token)
  const signature = await accountOf(seed).signMessage({
    message: authShareMessage({ ...replacing, address, digest: await shareDigest(authShare) }),
  })
  await api.putAuthShare(token, { address, authShare, nonce: replacing.nonce, signature })
  await saveDeviceShare(address, device, await seedCheck(seed, address))
}
