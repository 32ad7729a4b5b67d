/**
 * The wallet frame's entry. It answers only its parent, on the one origin named in its URL (which the
 * server's `frame-ancestors` has already limited to the project's origins), and only well-formed
 * requests; anything else is dropped with a warning. Every answer is posted to that origin, never '*'.
 */
import type { LocaleCode } from '@latch/core'
import {
  FRAME_VERSION,
  type FrameAccountType,
  type FrameHandlers,
  type FrameRequest,
  type FrameRequests,
  type FrameRequestType,
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

const ok = { ok: true } as const

/** One handler per request type, each given its own type's payload (readRequest checked its shape). */
const handlers: FrameHandlers = {
  CONNECT_EMAIL: ({ email }) => wallet.connectEmail(normaliseEmail(email) ?? email),
  CONNECT_DEVICE: async () => {
    await wallet.connectDevice()
    return ok
  },
  CONNECT_OTP: async ({ otp }) => {
    await wallet.connectOtp(otp)
    return ok
  },
  GET_SOCIAL_REDIRECT_URI: ({ provider, returnTo, link }) =>
    wallet.socialRedirectUri(provider, returnTo, link),
  AWAIT_FARCASTER: ({ state }) => wallet.awaitFarcaster(state),
  CANCEL_FARCASTER: async () => {
    wallet.cancelFarcaster()
    return ok
  },
  LINK_SOCIAL: ({ result, state }) => wallet.linkSocial(result, state),
  CONNECT_SOCIAL: ({ result, state }) => wallet.connectSocial(result, state),
  LIST_METHODS: () => wallet.methods(),
  REMOVE_METHOD: (payload) => wallet.removeMethod(payload),
  ADD_PASSKEY: () => wallet.addPasskey(appName).finally(hide),
  CONNECT_PASSKEY: async () => {
    await wallet.connectPasskey()
    return ok
  },
  GET_USER: async ({ chainId, preferredAccountType: preferred }) => {
    if (preferred) preferredAccountType = preferred
    const user = await wallet.getUser(chainId).finally(hide)
    post({ type: 'SESSION_UPDATE', payload: { address: user.address, chainId: user.chainId } })
    return user
  },
  IS_CONNECTED: async () => ({ connected: await wallet.isConnected() }),
  SIGN_OUT: async () => {
    await wallet.signOut()
    post({ type: 'SESSION_UPDATE', payload: { address: null } })
    return ok
  },
  RPC_REQUEST: async ({ method, params, chainId }) => ({
    value: await (await keyed()).request(method, params, chainId),
  }),
  RPC_ABORT: async () => {
    ;(await rpcLoaded)?.abort()
    return ok
  },
  GET_ACCOUNT_TYPE: async ({ chainId }) => (await keyed()).accountType(chainId),
  SET_ACCOUNT_TYPE: async ({ type, chainId }) => {
    // The visitor's choice is their preference from now on; a failed switch leaves it at eoa (SPEC §8).
    const info = await (await keyed()).setAccountType(type, chainId).catch((e: unknown) => {
      preferredAccountType = 'eoa'
      throw e
    })
    preferredAccountType = type
    return info
  },
  UPDATE_EMAIL: ({ email }) => wallet.updateEmail(normaliseEmail(email) ?? email),
  UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => wallet.updateEmailPrimary(otp),
  UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => wallet.updateEmailSecondary(otp),
  SYNC_THEME: async ({ themeMode, accent }) => {
    applyTheme(document.documentElement, themeMode, accent)
    return ok
  },
  SYNC_LOCALE: async ({ locale }) => {
    await setLocale(locale)
    return ok
  },
  SYNC_DAPP_DATA: async ({ name }) => {
    appName = name
    return ok
  },
  SYNC_NETWORKS: async ({ networks }) => {
    networkNames.clear()
    for (const n of networks) networkNames.set(n.id, n.name)
    return ok
  },
  LIST_DEVICES: async () => ({ devices: await wallet.devices() }),
  REVOKE_DEVICE: (payload) => wallet.revokeDevice(payload),
}

/** Serves a request with its type's handler. */
function handle<T extends FrameRequestType>(request: FrameRequest<T>): Promise<FrameRequests[T]['result']> {
  return (handlers[request.type] as FrameHandlers[T])(request.payload)
}

// The modal's light theme until the app says which (SYNC_THEME).
applyTheme(document.documentElement, 'light')

if (parentOrigin) {
  post({ type: 'READY', payload: { version: FRAME_VERSION } })
  // Fetched once the frame is idle (after a returning visitor's restore, beside a login), so the first
  // RPC request finds it.
  whenIdle(() => void rpc())
} else console.warn('Latch frame: not framed by the origin its URL names; it stays silent')
