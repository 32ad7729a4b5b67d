/**
 * Social login (SPEC §4): the pop-up the click opened goes to the provider's page, which the frame asks
 * the server for; the provider's callback, on the secure site, posts the attempt's result back to this
 * page, which hands it to the frame, the only one holding the secret that redeems it. The pop-up is
 * watched every second (closed: 'Popup closed'); with no result in 45 s the visitor may try again (a
 * result that still arrives connects). Without a pop-up the whole page goes to the provider and back:
 * the result then arrives in this page's fragment and the page load's restore redeems it.
 */

import type { LoginMethod } from '@latch/protocol/embedded/social-wire'
import {
  type LoginProvider,
  readSocialResult,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_RESULT_FRAGMENT,
  SOCIAL_RESULT_MESSAGE,
  type SocialLoginProvider,
  type SocialResultMessage,
} from '@latch/protocol/embedded/social-wire'
import type { LatchStorageItems } from '../latch-storage.ts'
import { clipWalletMessage, LatchError, latchError } from '../plumbing/errors.ts'
import type { EmbeddedWalletContext } from './context.ts'
import type { EmbeddedFrame } from './frame-types.ts'
import type { SocialLoginState } from './types.ts'

/**
 * SPEC §4: the pop-up is checked every second; a login gets 45 s before a retry is offered. A closed
 * pop-up counts as closed half a second later: its callback's message may still be on its way.
 */
export const SOCIAL_TIMING = { pollMs: 1_000, timeoutMs: 45_000, closedGraceMs: 500 } as const

/** What the social login needs from the email flow. */
export type SocialParts = {
  connectorId: string
  frame: () => Promise<EmbeddedFrame>
  /** Connects the wallet once the frame holds a session. */
  finish: () => Promise<void>
  /** Goes on as email login's VERIFY_DEVICE: the approval link went to the account's email. */
  verifyDevice: (f: EmbeddedFrame, email: string, deviceCode: string | undefined) => Promise<void>
  storage: LatchStorageItems
  push: (view: 'EmailLogin') => void
  open: (p: { view: 'ConnectingSocial' | 'EmailLogin' | 'ProfileWallets' }) => void
  /** Keeps the signed-in visitor's login methods, as the frame answered them. */
  setMethods: (methods: readonly LoginMethod[]) => void
}

/** What a failed step keeps for the view: Latch's error as it is, another one's words clipped. */
const problemOf = (e: unknown): Error =>
  e instanceof LatchError
    ? e
    : e instanceof Error && e.message
      ? new Error(clipWalletMessage(e.message))
      : latchError('SOCIAL_CONNECT_FAILED')

/** The social login of one instance. */
export function createSocialLogin(ctx: EmbeddedWalletContext, parts: SocialParts) {
  const { store } = ctx
  const { storage } = parts
  let attempt = 0
  const set = (login: SocialLoginState | undefined) => store.set({ socialLogin: login })

  /** Waits for the attempt's result from the secure origin, watching the pop-up. */
  const resultOf = (
    popup: Window,
    state: string,
    mine: number,
    provider: SocialLoginProvider,
    link: boolean,
  ) =>
    new Promise<SocialResultMessage>((resolve, reject) => {
      const origin = ctx.options.embeddedWallet!.origin
      let closing: ReturnType<typeof setTimeout> | undefined
      const stop = () => {
        window.removeEventListener('message', onMessage)
        clearInterval(poll)
        clearTimeout(late)
        clearTimeout(closing)
      }
      const onMessage = (event: MessageEvent<unknown>) => {
        if (event.origin !== origin) return
        const message = readSocialResult(event.data)
        if (message?.state !== state) return
        stop()
        resolve(message)
      }
      const poll = setInterval(() => {
        if (mine !== attempt) {
          stop()
          reject(latchError('ABORTED'))
        } else if (popup.closed && closing === undefined)
          // The callback page posts, then closes itself: its message may still be on its way.
          closing = setTimeout(() => {
            stop()
            reject(latchError('POPUP_CLOSED'))
          }, SOCIAL_TIMING.closedGraceMs)
      }, SOCIAL_TIMING.pollMs)
      // Past 45 s the visitor may start again; a result that still comes from this pop-up connects.
      const late = setTimeout(() => {
        if (mine === attempt)
          set({ provider, status: 'error', error: latchError('SOCIAL_TIMEOUT'), ...(link ? { link } : {}) })
      }, SOCIAL_TIMING.timeoutMs)
      window.addEventListener('message', onMessage)
    })

  /**
   * Redeems a result in the frame: connected, or on to the email's approval link; or, for a link, the
   * provider added to the signed-in visitor's account.
   */
  async function redeem(
    f: EmbeddedFrame,
    message: SocialResultMessage,
    provider: LoginProvider,
    link: boolean,
  ) {
    if (message.error !== undefined)
      throw message.error === 'socialFailed'
        ? latchError('SOCIAL_CONNECT_FAILED')
        : latchError('SOCIAL_DENIED', { args: [clipWalletMessage(message.error)] })
    if (link) {
      set({ provider, status: 'connecting', link })
      parts.setMethods(await f.linkSocial(message.result, message.state))
      set(undefined)
      ctx.track('SOCIAL_LINK_SUCCESS', { provider })
      return
    }
    set({ provider, status: 'connecting' })
    const answer = await f.connectSocial(message.result, message.state)
    if (answer.action === 'VERIFY_DEVICE' && answer.email) {
      set(undefined)
      parts.push('EmailLogin')
      return parts.verifyDevice(f, answer.email, answer.deviceCode)
    }
    await parts.finish()
    ctx.track('SOCIAL_LOGIN_SUCCESS', { provider })
  }

  const fail = (e: unknown, provider: LoginProvider, link: boolean) => {
    set({ provider, status: 'error', error: problemOf(e), ...(link ? { link } : {}) })
    ctx.track(
      'SOCIAL_LOGIN_ERROR',
      { provider, message: e instanceof Error ? e.message : String(e) },
      'error',
    )
  }

  return {
    /**
     * A login with Farcaster (SPEC §4 ConnectingFarcaster): the relay's `farcaster://connect` URL goes
     * into `state.socialLogin.url` for the view's QR code and link; the frame asks the server every
     * second until the visitor approves in their Farcaster app and the server verified the signature,
     * then the result is redeemed as a pop-up's is (with `link`, Farcaster is added to the signed-in
     * visitor's account instead). A failure is 'Failed to connect to farcaster'.
     */
    async connectFarcaster(link = false): Promise<void> {
      const mine = ++attempt
      const linking = link ? { link: true as const } : {}
      set({ provider: 'farcaster', status: 'waiting', ...linking })
      ctx.track(link ? 'SOCIAL_LINK_STARTED' : 'SOCIAL_LOGIN_STARTED', { provider: 'farcaster' })
      try {
        const f = await parts.frame()
        const { url, state } = await f.socialRedirectUri('farcaster', linking)
        if (mine !== attempt) return
        set({ provider: 'farcaster', status: 'waiting', url, ...linking })
        const { result } = await f.awaitFarcaster(state)
        if (mine !== attempt) return
        await redeem(f, { type: SOCIAL_RESULT_MESSAGE, state, result }, 'farcaster', link)
      } catch (e) {
        if (mine !== attempt) return
        fail(
          e instanceof LatchError || !(e instanceof Error)
            ? e
            : latchError('FARCASTER_CONNECT_FAILED', { cause: e }),
          'farcaster',
          link,
        )
      }
    },

    /**
     * Leaving a Farcaster login before it connected (SPEC): its URL is cleared, and 100 ms later the
     * wallet frame stops waiting on it.
     */
    cancelFarcaster(): void {
      if (store.get().socialLogin?.provider !== 'farcaster') return
      attempt++
      set(undefined)
      setTimeout(() => void parts.frame().then((f) => f.cancelFarcaster()), 100)
    },

    /**
     * A login with `provider` through `popup` (or the whole page without one); with `link`, the
     * provider is added to the signed-in visitor's account instead.
     */
    async connect(
      provider: SocialLoginProvider,
      popup: Window | null | undefined,
      link = false,
    ): Promise<void> {
      if (!(SOCIAL_LOGIN_PROVIDERS as readonly unknown[]).includes(provider))
        throw latchError('VALIDATION_INVALID', { detail: `social provider ${JSON.stringify(provider)}` })
      const mine = ++attempt
      set({ provider, status: 'waiting', ...(link ? { link } : {}) })
      ctx.track(link ? 'SOCIAL_LINK_STARTED' : 'SOCIAL_LOGIN_STARTED', { provider })
      try {
        const f = await parts.frame()
        if (!popup) {
          // No pop-up: the whole page goes to the provider; the page load comes back to redeem it.
          const { url, state } = await f.socialRedirectUri(provider, { returnTo: location.href, link })
          // The page's own fragment, which the callback's replaces, comes back with the visitor.
          storage.socialPending.set({
            provider,
            state,
            ...(link ? { link } : {}),
            ...(location.hash ? { hash: location.hash } : {}),
          })
          if (!link) {
            storage.markDisconnected(parts.connectorId, false)
            storage.connections.set({ ...storage.connections.get(), eip155: parts.connectorId })
          }
          location.assign(url)
          return
        }
        if (popup.closed) throw latchError('POPUP_CLOSED')
        const { url, state } = await f.socialRedirectUri(provider, { link })
        if (mine !== attempt) return
        popup.location.href = url
        const message = await resultOf(popup, state, mine, provider, link)
        await redeem(f, message, provider, link)
      } catch (e) {
        if (mine !== attempt) return
        if (popup && !popup.closed) popup.close()
        fail(e, provider, link)
      }
    },

    /**
     * The result a full-page login brought back in this page's fragment, for the attempt this page
     * started (removed from the address bar as it is read). True when there was one: the login then
     * goes on in the modal, opened on ConnectingSocial (a new wallet's recovery code shows there), or
     * on EmailLogin when this browser must be approved first.
     */
    async resume(): Promise<boolean> {
      const prefix = `#${SOCIAL_RESULT_FRAGMENT}=`
      if (typeof location === 'undefined' || !location.hash.startsWith(prefix)) return false
      const hash = location.hash
      const pending = storage.socialPending.get()
      storage.socialPending.set(undefined)
      history.replaceState(history.state, '', `${location.pathname}${location.search}${pending?.hash ?? ''}`)
      let message: SocialResultMessage | undefined
      try {
        message = readSocialResult(JSON.parse(decodeURIComponent(hash.slice(prefix.length))))
      } catch {
        message = undefined
      }
      const provider = SOCIAL_LOGIN_PROVIDERS.find((p) => p === pending?.provider)
      if (!pending || !provider || !message || message.state !== pending.state) return false
      const mine = ++attempt
      const link = pending.link === true
      set({ provider, status: 'connecting', ...(link ? { link } : {}) })
      parts.open({ view: link ? 'ProfileWallets' : 'ConnectingSocial' })
      void parts
        .frame()
        .then((f) => redeem(f, message, provider, link))
        .catch((e: unknown) => {
          if (mine === attempt) fail(e, provider, link)
        })
      // A link leaves the visitor's session as it was: the page reconnects as usual.
      return !link
    },
  }
}
