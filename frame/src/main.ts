/**
 * The wallet frame's entry. It answers only its parent, on the one origin named in its URL (which the
 * server's `frame-ancestors` has already limited to the project's origins), and only well-formed
 * requests; anything else is dropped with a warning. Every answer is posted to that origin, never '*'.
 */
import type { LocaleCode } from '@latch/core'
import {
  FRAME_VERSION,
  type FrameAccountType,
  type FrameRequest,
  type FrameSurface,
  LOCALE_CODES,
  normaliseEmail,
} from '@latch/core/frame'
import { setLocale } from './i18n/index.ts'
import { whenIdle } from './idle.ts'
import { parentOriginOf, projectIdOf, serveParent } from './parent.ts'
import type { Rpc } from './rpc.ts'
import { applyTheme } from './theme.ts'
import { createWallet } from './wallet.ts'

const query = new URLSearchParams(location.search)
// The project arrives once, in this frame's URL.
const projectId = projectIdOf(query)
const parentOrigin = parentOriginOf({
  claimed: query.get('origin') ?? '',
  ancestor: location.ancestorOrigins?.[0],
  framed: window.parent !== window,
})

const { post } = serveParent({ self: window, parent: window.parent, origin: parentOrigin, handle })

const show = (surface: FrameSurface, method?: string) =>
  post({ type: 'SHOW', payload: { surface, ...(method ? { method } : {}) } })
const hide = () => post({ type: 'HIDE', payload: {} })

let appName: string | undefined
const wallet = createWallet(
  projectId,
  (surface) => show(surface),
  // Mails name the app as its metadata does, in the language the frame speaks.
  () => ({
    ...(appName ? { appName } : {}),
    ...((LOCALE_CODES as readonly string[]).includes(document.documentElement.lang)
      ? { locale: document.documentElement.lang as LocaleCode }
      : {}),
  }),
  parentOrigin ?? '',
)
/** The visitor's preferred account type, as the app last said in GET_USER (SPEC §9: smartAccount). */
let preferredAccountType: FrameAccountType = 'smartAccount'
/** The app's names for its EVM networks (SYNC_NETWORKS). */
const networkNames = new Map<number, string>()
// The RPC handler (viem's transaction actions, the approvals) is not part of the frame's page load: it is
// fetched once the frame is ready (below), or by the first RPC request if that comes sooner.
let rpcLoaded: Promise<Rpc> | undefined
const rpc = () =>
  (rpcLoaded ??= import('./rpc.ts').then(({ createRpc }) =>
    createRpc(wallet, {
      onShow: (method) => show('approve', method),
      onHide: hide,
      site: () => (appName ? `${appName} (${parentOrigin})` : String(parentOrigin)),
      origin: () => String(parentOrigin),
      appNetworkName: (id) => networkNames.get(id),
      preferredAccountType: () => preferredAccountType,
      appName: () => appName,
    }),
  ))

/** The RPC handler, once the signed-in visitor's key is derived (it is, usually, since the frame was idle). */
const keyed = async (): Promise<Rpc> => {
  const [handler] = await Promise.all([rpc(), wallet.unlock()])
  return handler
}

async function handle(request: FrameRequest): Promise<unknown> {
  // readRequest checked each payload's shape for its type.
  const p = request.payload as {
    email: string
    otp: string
    chainId: number
    method: string
    params: unknown
    themeMode: 'light' | 'dark'
    type: FrameAccountType
    preferredAccountType?: FrameAccountType
  }
  switch (request.type) {
    case 'CONNECT_EMAIL':
      return wallet.connectEmail(normaliseEmail(p.email) ?? p.email)
    case 'GET_SOCIAL_REDIRECT_URI': {
      const { provider, returnTo, link } =
        request.payload as FrameRequest<'GET_SOCIAL_REDIRECT_URI'>['payload']
      return wallet.socialRedirectUri(provider, returnTo, link)
    }
    case 'AWAIT_FARCASTER':
      return wallet.awaitFarcaster((request.payload as FrameRequest<'AWAIT_FARCASTER'>['payload']).state)
    case 'CANCEL_FARCASTER':
      wallet.cancelFarcaster()
      return { ok: true }
    case 'LINK_SOCIAL': {
      const { result, state } = request.payload as FrameRequest<'LINK_SOCIAL'>['payload']
      return wallet.linkSocial(result, state)
    }
    case 'LIST_METHODS':
      return wallet.methods()
    case 'REMOVE_METHOD':
      return wallet.removeMethod(request.payload as FrameRequest<'REMOVE_METHOD'>['payload'])
    case 'CONNECT_SOCIAL': {
      const { result, state } = request.payload as FrameRequest<'CONNECT_SOCIAL'>['payload']
      return wallet.connectSocial(result, state)
    }
    case 'ADD_PASSKEY':
      return wallet.addPasskey(appName).finally(hide)
    case 'CONNECT_PASSKEY':
      await wallet.connectPasskey()
      return { ok: true }
    case 'CONNECT_OTP':
      await wallet.connectOtp(p.otp)
      return { ok: true }
    case 'GET_USER': {
      if (p.preferredAccountType) preferredAccountType = p.preferredAccountType
      const user = await wallet.getUser(p.chainId).finally(hide)
      post({ type: 'SESSION_UPDATE', payload: { address: user.address, chainId: user.chainId } })
      return user
    }
    case 'IS_CONNECTED':
      return { connected: await wallet.isConnected() }
    case 'SIGN_OUT':
      await wallet.signOut()
      post({ type: 'SESSION_UPDATE', payload: { address: null } })
      return { ok: true }
    case 'RPC_REQUEST':
      return { value: await (await keyed()).request(p.method, p.params, p.chainId) }
    case 'GET_ACCOUNT_TYPE':
      return (await keyed()).accountType(p.chainId)
    case 'SET_ACCOUNT_TYPE': {
      // The visitor's choice is their preference from now on; a failed switch leaves it at eoa (SPEC §8).
      const info = await (await keyed()).setAccountType(p.type, p.chainId).catch((e: unknown) => {
        preferredAccountType = 'eoa'
        throw e
      })
      preferredAccountType = p.type
      return info
    }
    case 'RPC_ABORT':
      ;(await rpcLoaded)?.abort()
      return { ok: true }
    case 'SYNC_THEME':
      applyTheme(document.documentElement, p.themeMode, (request.payload as { accent?: string }).accent)
      return { ok: true }
    case 'SYNC_LOCALE':
      await setLocale((request.payload as { locale: LocaleCode }).locale)
      return { ok: true }
    case 'LIST_DEVICES':
      return { devices: await wallet.devices() }
    case 'REVOKE_DEVICE':
      return wallet.revokeDevice(request.payload as FrameRequest<'REVOKE_DEVICE'>['payload'])
    case 'SYNC_NETWORKS':
      networkNames.clear()
      for (const n of (request.payload as FrameRequest<'SYNC_NETWORKS'>['payload']).networks)
        networkNames.set(n.id, n.name)
      return { ok: true }
    case 'SYNC_DAPP_DATA':
      appName = (request.payload as { name: string }).name
      return { ok: true }
    case 'CONNECT_DEVICE':
      await wallet.connectDevice()
      return { ok: true }
    case 'UPDATE_EMAIL':
      return wallet.updateEmail(normaliseEmail(p.email) ?? p.email)
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      return wallet.updateEmailPrimary(p.otp)
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      return wallet.updateEmailSecondary(p.otp)
  }
}

// The modal's light theme until the app says which (SYNC_THEME).
applyTheme(document.documentElement, 'light')

if (parentOrigin) {
  post({ type: 'READY', payload: { version: FRAME_VERSION } })
  // Fetched once the frame is idle (after a returning visitor's restore, beside a login), so the first
  // RPC request finds it.
  whenIdle(() => void rpc())
} else console.warn('Latch frame: not framed by the origin its URL names; it stays silent')
