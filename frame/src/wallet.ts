/**
 * The signed-in visitor's wallet inside the frame: login with a mailed code, then the key, created on
 * first login or rebuilt from the device share and the server's auth share, checked against the
 * account's address before any use. The key lives in this module's memory only.
 */
import type { EmailAction, FrameUser } from '@latch/core/frame'
import { base64urlnopad } from '@scure/base'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { api } from './api.ts'
import { createSeed, evmAccountOf, newRecoveryCode, rebuildSeed, sealUserShare, splitSeed } from './keys.ts'
import {
  clearSession,
  deviceId,
  loadDeviceShare,
  loadSession,
  saveDeviceShare,
  saveSession,
} from './store.ts'
import { showRecoveryCode } from './surface.ts'

/** The wallet of one frame. */
export function createWallet(projectId: string, onShow: (surface: 'recovery-code') => void) {
  let pendingEmail: string | undefined
  let account: PrivateKeyAccount | undefined
  let chainId = 0

  const session = async () => {
    const s = await loadSession()
    if (!s) throw new Error('Not connected to email or social')
    return s
  }

  /** Creates the account's wallet on first login: a seed, its two splits, the recovery code shown once. */
  async function create(token: string): Promise<PrivateKeyAccount> {
    const seed = createSeed()
    const { privateKey, address } = evmAccountOf(seed)
    const shares = await splitSeed(seed)
    const code = newRecoveryCode()
    const sealed = await sealUserShare(shares.user, code)
    await saveDeviceShare(address, shares.device)
    await api.createWallet(token, {
      address,
      authShare: base64urlnopad.encode(shares.auth),
      recoveryShare: base64urlnopad.encode(shares.recovery),
      sealedRecoveryShare: base64urlnopad.encode(sealed),
    })
    onShow('recovery-code')
    await showRecoveryCode(code)
    return privateKeyToAccount(privateKey)
  }

  /** Rebuilds the key from this browser's device share and the server's auth share. */
  async function rebuild(token: string, address: string): Promise<PrivateKeyAccount> {
    const device = await loadDeviceShare(address)
    if (!device)
      throw new Error('This browser holds no share of this wallet: recover it with your recovery code')
    const { authShare, address: stored } = await api.authShare(token)
    if (stored.toLowerCase() !== address.toLowerCase())
      throw new Error('The account changed wallets: log in again')
    const seed = await rebuildSeed(device, base64urlnopad.decode(authShare), stored)
    return privateKeyToAccount(evmAccountOf(seed).privateKey)
  }

  return {
    async connectEmail(email: string): Promise<{ action: EmailAction }> {
      const known = await loadSession()
      if (known && known.email === email && (await api.me(known.token).catch(() => undefined)))
        return { action: 'CONNECT' }
      const answer = await api.startEmail({ projectId, email, deviceId: await deviceId() })
      pendingEmail = email
      return answer
    },

    async connectOtp(otp: string): Promise<void> {
      if (!pendingEmail) throw new Error('Ask for a code first')
      const s = await api.verifyEmail({ projectId, email: pendingEmail, otp, deviceId: await deviceId() })
      await saveSession({ token: s.token, email: s.email, address: s.address })
      account = undefined
      pendingEmail = undefined
    },

    async getUser(chain: number): Promise<FrameUser> {
      const s = await session()
      const me = await api.me(s.token)
      if (!account || account.address.toLowerCase() !== me.address?.toLowerCase())
        account = me.address ? await rebuild(s.token, me.address) : await create(s.token)
      await saveSession({ ...s, address: account.address })
      chainId = chain
      return {
        email: me.email,
        address: account.address,
        chainId,
        accounts: [{ address: account.address, type: 'eoa' }],
      }
    },

    async isConnected(): Promise<boolean> {
      const s = await loadSession()
      if (!s?.address) return false
      const me = await api.me(s.token).catch(() => undefined)
      return Boolean(me?.address && (await loadDeviceShare(me.address)))
    },

    async signOut(): Promise<void> {
      const s = await loadSession()
      account = undefined
      await clearSession()
      if (s) await api.signOut(s.token).catch(() => {})
    },

    /** The unlocked account; throws when nobody is signed in. */
    account(): PrivateKeyAccount {
      if (!account) throw new Error('Not connected to email or social')
      return account
    },
    chainId: () => chainId,
    setChainId(id: number) {
      chainId = id
    },
  }
}

/** One frame's wallet. */
export type Wallet = ReturnType<typeof createWallet>
