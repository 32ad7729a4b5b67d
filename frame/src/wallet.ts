/**
 * The signed-in visitor's wallet inside the frame: login with a mailed code, then the key, created on
 * first login or rebuilt from the device share and the server's auth share, checked against the
 * account's address before any use. The key lives in this module's memory only.
 */
import {
  type AuthShareResponse,
  base64url,
  type EmailAction,
  type EmailUpdateAction,
  type FrameUser,
  type LoginProvider,
  type MailContext,
  type MeResponse,
  type MethodsResponse,
  newSessionKey,
  type PaymasterBody,
  type PaymasterResponse,
  type RemoveMethodBody,
} from '@latch/core/frame'
import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { api, type SessionAuth } from './api.ts'
import { handoverCode, openHandover } from './handover.ts'
import { t } from './i18n/index.ts'
import { whenIdle } from './idle.ts'
import { rebuildSeed, seedCheck } from './keys.ts'
import { awaitFarcaster, linkSocial, redeemSocial, startSocial } from './social.ts'
import {
  clearSession,
  deviceId,
  devicePublicKey,
  loadDeviceShare,
  loadSession,
  saveDeviceShare,
  saveSession,
} from './store.ts'
import { type Unlocked, unlockedAs, unlockedFrom } from './unlocked.ts'

/** How long CONNECT_DEVICE waits for the approval link (the app gives up at 120 s), and how often it asks. */
export const DEVICE_WAIT_MS = 115_000
const DEVICE_POLL_MS = 1_000
/** How long isConnected's answer stands in for a getUser's own (a silent reconnect asks both at once). */
const CHECKED_FOR_MS = 10_000

/** Creating a wallet and recovering one: loaded only when a visitor does either, not with every login. */
const setup = () => import('./setup.ts')
/** Passkeys: loaded only when a visitor adds one or logs in with one. */
const passkeys = () => import('./passkeys.ts')

/** The wallet of one frame. */
export function createWallet(
  projectId: string,
  onShow: (surface: 'recovery-code' | 'recover' | 'passkey') => void,
  mail: () => MailContext = () => ({}),
  /** The app's origin (the frame's parent): where a social login's result goes back to. */
  appOrigin = '',
) {
  let pendingEmail: string | undefined
  /** The Farcaster login this frame waits on (one at a time; cancelled when the app leaves it). */
  let farcaster: string | undefined
  let unlocked: Unlocked | undefined
  /** Derives the signed-in visitor's key, if not yet; nothing when nobody is signed in. */
  const unlock = async (): Promise<void> => {
    const u = unlocked
    if (u && !u.account) u.account = await u.key()
  }
  /**
   * The server's answers to the last isConnected, for a getUser right after it: its `me` (one, not two)
   * and the auth share, asked for beside it (the silent reconnect's one round trip).
   */
  let checked: { token: string; me: MeResponse; shares: Promise<AuthShareResponse>; at: number } | undefined

  const session = async () => {
    const s = await loadSession()
    if (!s) throw new Error('Not connected to email or social')
    return s
  }

  /** Creates the account's wallet on first login (setup.ts, loaded then). */
  const create = async (token: SessionAuth) => (await setup()).createKey(token, onShow)
  /** Rebuilds the key from the recovery split (setup.ts, loaded then). */
  const recover = async (token: SessionAuth, address: string, warning?: string) =>
    (await setup()).recoverKey(token, address, onShow, warning)

  /**
   * Rebuilds the key: from this browser's device share, or one another browser handed over, with the
   * server's auth share (`shares`, when already asked for); else from the recovery code. A share that
   * does not give the wallet's address is refused and nothing is signed.
   */
  async function rebuild(
    token: SessionAuth,
    address: string,
    shares: Promise<AuthShareResponse> = api.authShare(token),
  ): Promise<Unlocked> {
    // This browser's share and the server's, asked for at once: one round trip, not a read then a trip.
    const [local, { authShare, address: stored, handover }] = await Promise.all([
      loadDeviceShare(address),
      shares,
    ])
    if (stored.toLowerCase() !== address.toLowerCase()) throw new Error(t().accountChanged)
    const auth = authShare ? base64url.decode(authShare) : undefined
    if (local && auth) {
      const seed = await rebuildSeed(local.share, auth, stored, local.check)
      // A share kept before checks were was checked the long way: it gets its check for next time.
      if (!local.check)
        void seedCheck(seed, stored)
          .then((check) => saveDeviceShare(stored, local.share, check))
          .catch(() => {})
      return unlockedFrom(seed, stored)
    }
    if (handover && auth) {
      const handed = await openHandover(handover).catch(() => undefined)
      const seed = handed && (await rebuildSeed(handed, auth, stored).catch(() => undefined))
      if (handed && seed) {
        await saveDeviceShare(stored, handed, await seedCheck(seed, stored))
        return unlockedFrom(seed, stored)
      }
      // A handover was made for this browser and does not open: say so, never fall back quietly.
      return unlockedAs(await recover(token, stored, t().handoverTampered))
    }
    return unlockedAs(await recover(token, stored))
  }

  /** The seed again, from this browser's device share and the server's auth share (to give it a new split). */
  async function seedOf(token: SessionAuth, address: string): Promise<Uint8Array> {
    const local = await loadDeviceShare(address)
    const { authShare } = await api.authShare(token)
    if (!local || !authShare) throw new Error(t().sharesRefused)
    return rebuildSeed(local.share, base64url.decode(authShare), address, local.check)
  }

  return {
    async connectEmail(email: string): Promise<{ action: EmailAction; deviceCode?: string }> {
      const known = await loadSession()
      if (known && known.email === email && (await api.me(known).catch(() => undefined)))
        return { action: 'CONNECT' }
      const answer = await api.startEmail({
        projectId,
        email,
        deviceId: await deviceId(),
        devicePublicKey: await devicePublicKey(),
        mail: mail(),
      })
      pendingEmail = email
      // The approval page derives the same code from the key the server hands it: the visitor compares.
      if (answer.action === 'VERIFY_DEVICE')
        return { ...answer, deviceCode: await handoverCode(await devicePublicKey(), email) }
      return answer
    },

    /**
     * Starts a social login (or, `link`, adding the provider to the signed-in visitor's account): the
     * provider's page and the attempt's state.
     */
    async socialRedirectUri(
      provider: LoginProvider,
      returnTo?: string,
      link?: boolean,
    ): Promise<{ url: string; state: string }> {
      return startSocial(
        { projectId, provider, openerOrigin: appOrigin, ...(returnTo !== undefined ? { returnTo } : {}) },
        link ? await session() : undefined,
      )
    },

    /** Waits for a Farcaster login's approval in the visitor's app: the result to redeem. */
    async awaitFarcaster(state: string): Promise<{ result: string }> {
      farcaster = state
      return { result: await awaitFarcaster(projectId, state, () => farcaster === state) }
    },
    /** Stops waiting on the Farcaster login under way. */
    cancelFarcaster(): void {
      farcaster = undefined
    },

    /** Adds a link attempt's provider to the account: its login methods then. */
    async linkSocial(result: string, state: string): Promise<MethodsResponse> {
      return linkSocial(await session(), { projectId, result, state })
    },
    /** The account's login methods. */
    async methods(): Promise<MethodsResponse> {
      return api.methods(await session())
    },
    /** Removes a login method (never the last). */
    async removeMethod(body: RemoveMethodBody): Promise<MethodsResponse> {
      return api.removeMethod(await session(), body)
    },

    /**
     * Redeems a social login's result: a session (CONNECT), or VERIFY_DEVICE, when the account's wallet
     * never saw this browser: the approval link goes to its email, then its code, as in email login.
     */
    async connectSocial(
      result: string,
      state: string,
    ): Promise<{ action: 'CONNECT' | 'VERIFY_DEVICE'; email?: string; deviceCode?: string }> {
      const { keyPair, publicKey } = await newSessionKey()
      const s = await redeemSocial({ projectId, result, state, sessionPublicKey: publicKey, mail: mail() })
      if ('action' in s) {
        pendingEmail = s.email
        return { ...s, deviceCode: await handoverCode(await devicePublicKey(), s.email) }
      }
      await saveSession({
        token: s.token,
        email: s.email,
        address: s.address,
        key: keyPair.privateKey,
        social: s.social,
      })
      unlocked = undefined
      pendingEmail = undefined
      return { action: 'CONNECT' }
    },

    /**
     * Adds a passkey to the signed-in visitor's account: the frame's own screen takes the press the
     * browser needs; the login methods then.
     */
    async addPasskey(appName: string | undefined): Promise<MethodsResponse> {
      const s = await session()
      const address = unlocked?.address ?? s.address
      if (!address) throw new Error(t().sharesRefused)
      const { addPasskey, passkeysSupported } = await passkeys()
      if (!(await passkeysSupported())) throw new Error(t().passkeyNoPrf)
      onShow('passkey')
      return addPasskey(s, address, () => seedOf(s, address), appName)
    },

    /** Logs in with a passkey: a session, and the wallet unlocked from the passkey's split. */
    async connectPasskey(): Promise<void> {
      const { loginWithPasskey } = await passkeys()
      // This browser's own share counts only when it still rebuilds with the server's auth share.
      const holds = async (address: string) =>
        Boolean(await seedOf(await session(), address).catch(() => undefined))
      const { seed } = await loginWithPasskey(projectId, await deviceId(), holds)
      // The passkey's code already loaded the key's.
      unlocked = unlockedAs((await import('./derive.ts')).accountOf(seed))
      pendingEmail = undefined
    },

    /** Waits for the mailed approval link to be opened (VERIFY_DEVICE); the code is mailed then. */
    async connectDevice(): Promise<void> {
      if (!pendingEmail) throw new Error('Ask for a code first')
      const id = await deviceId()
      const deadline = Date.now() + DEVICE_WAIT_MS
      while (Date.now() < deadline) {
        const { approved } = await api.deviceStatus({ projectId, email: pendingEmail, deviceId: id })
        if (approved) return
        await new Promise((r) => setTimeout(r, DEVICE_POLL_MS))
      }
      throw new Error(t().linkTimeout)
    },

    async connectOtp(otp: string): Promise<void> {
      if (!pendingEmail) throw new Error('Ask for a code first')
      // A key of this session's own: every call with its token proves this browser holds the key.
      const { keyPair, publicKey } = await newSessionKey()
      const s = await api.verifyEmail({
        projectId,
        email: pendingEmail,
        otp,
        deviceId: await deviceId(),
        sessionPublicKey: publicKey,
      })
      await saveSession({ token: s.token, email: s.email, address: s.address, key: keyPair.privateKey })
      unlocked = undefined
      pendingEmail = undefined
    },

    async getUser(chain: number): Promise<FrameUser> {
      const s = await session()
      const fresh = checked?.token === s.token && Date.now() - checked.at < CHECKED_FOR_MS
      const me = fresh && checked ? checked.me : await api.me(s)
      const shares = fresh ? checked?.shares : undefined
      checked = undefined
      if (!unlocked || unlocked.address.toLowerCase() !== me.address?.toLowerCase())
        unlocked = me.address ? await rebuild(s, me.address, shares) : unlockedAs(await create(s))
      const { address } = unlocked
      if (s.address !== address) await saveSession({ ...s, address })
      // The key, derived while nothing else runs, so the first request to sign does not wait for it
      // (a key that does not give the address is said by the request that needs it).
      whenIdle(() => void unlock().catch(() => {}))
      return {
        email: me.email,
        ...(s.social ? { social: s.social } : {}),
        address,
        chainId: chain,
        accounts: [{ address, type: 'eoa' }],
      }
    },

    /** Changing the email: the new address; a code goes to the current one. */
    async updateEmail(email: string): Promise<{ action: EmailUpdateAction }> {
      return api.updateEmail(await session(), email, mail())
    },
    /** The current address's code; a code goes to the new one. */
    async updateEmailPrimary(otp: string): Promise<{ action: EmailUpdateAction }> {
      return api.updateEmailPrimary(await session(), otp, mail())
    },
    /** The new address's code: the account moves to it. */
    async updateEmailSecondary(otp: string): Promise<{ email: string }> {
      const s = await session()
      const { email } = await api.updateEmailSecondary(s, otp)
      await saveSession({ ...s, email })
      return { email }
    },

    /** The project's paymaster service, for this wallet's own user operations (its session proves it). */
    async paymaster(body: Omit<PaymasterBody, 'projectId'>): Promise<PaymasterResponse> {
      return api.paymaster(await session(), { projectId, ...body })
    },
    /** Where the server enables smart accounts, and where this project sponsors their gas. */
    smartAccounts: () => api.smartAccounts(projectId),

    /** The wallet's approved browsers. */
    async devices() {
      return (await api.devices(await session())).devices
    },
    /** Revokes another browser, or every other one. */
    async revokeDevice(body: { id: string } | { others: true }) {
      return api.revokeDevice(await session(), body)
    },

    async isConnected(): Promise<boolean> {
      const s = await loadSession()
      if (!s?.address) return false
      // The auth share the GET_USER that follows a silent reconnect needs, asked for beside the account.
      const shares = api.authShare(s)
      shares.catch(() => {})
      const [me, local] = await Promise.all([api.me(s).catch(() => undefined), loadDeviceShare(s.address)])
      if (!me?.address) return false
      // The account the server names, answered once more by the GET_USER that follows a silent reconnect.
      checked = { token: s.token, me, shares, at: Date.now() }
      return Boolean(
        me.address.toLowerCase() === s.address.toLowerCase() ? local : await loadDeviceShare(me.address),
      )
    },

    async signOut(): Promise<void> {
      const s = await loadSession()
      unlocked = undefined
      checked = undefined
      await clearSession()
      if (s) await api.signOut(s).catch(() => {})
    },

    /**
     * Derives the signed-in visitor's key if it is not yet (nothing when nobody is signed in); rejects
     * when it does not give the account's address. Every request that may sign awaits it first.
     */
    unlock,
    /** The unlocked account (after {@link unlock}); throws when nobody is signed in. */
    account(): PrivateKeyAccount {
      if (!unlocked) throw new Error('Not connected to email or social')
      if (!unlocked.account) throw new Error('The wallet is still unlocking: try again')
      return unlocked.account
    },
    /** The unlocked account's address, without its key; throws when nobody is signed in. */
    address(): Address {
      if (!unlocked) throw new Error('Not connected to email or social')
      return unlocked.address
    },
  }
}

/** One frame's wallet. */
export type Wallet = ReturnType<typeof createWallet>
