/**
 * The embedded wallet's frame for one instance: loaded once (for the first thing the visitor asks, or
 * ahead of need), shown over the modal when it asks for an approval, and kept in step with the modal:
 * its language, its theme, an approval declined when the modal closes over it, and the signed-in
 * visitor forgotten once the embedded wallet is not the connected one. Loads with the email flow.
 */

import type { LatchStorageItems } from '../latch-storage.ts'
import type { ModalActions, OpenParams } from '../modal/modal.ts'
import type { Alert } from '../notifications/notifications.ts'
import { createLoader } from '../plumbing/loader.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { shownOf } from './failures.ts'
import { frameParams, frameTheme } from './frame-params.ts'
import type { EmbeddedFrame, EmbeddedFrameParams } from './frame-types.ts'

/** What the frame's session needs of the rest of the instance. */
export type FrameSessionDeps = {
  /** The connector id the embedded wallet is held under. */
  connectorId: string
  modal: Pick<ModalActions, 'push' | 'goBack'> & { open: (p?: OpenParams) => void; close: () => void }
  showAlert: (message: string, variant: Alert['variant']) => void
  storage: Pick<LatchStorageItems, 'disconnectedConnectorIds'>
}

/** The loaded frame and what the login steps ask of it. */
export type FrameSession = {
  /** The frame, for something the visitor asked: a failure to load opens its alert (SPEC §8). */
  frame: () => Promise<EmbeddedFrame>
  /** The frame, loaded ahead of need: a failure alerts nobody (the press that follows says it). */
  preload: () => Promise<EmbeddedFrame>
  /** Whether the embedded wallet is the connected EVM wallet. */
  connectedByEmail: () => boolean
}

/**
 * Starts following the modal for the embedded wallet's frame, which loads on first use.
 *
 * @example
 * const { frame, connectedByEmail } = createFrameSession(ctx, { connectorId, modal, showAlert, storage })
 * const methods = await (await frame()).listMethods()
 */
export function createFrameSession(ctx: EmbeddedWalletContext, deps: FrameSessionDeps): FrameSession {
  const { store, options } = ctx
  const connector = options.embeddedWallet!
  let openedForApproval = false

  const onSurface: EmbeddedFrameParams['onSurface'] = (surface) => {
    store.set({ frameSurface: surface ?? undefined })
    const { modal } = store.get()
    const top = modal.history.at(-1)?.view
    if (surface?.surface === 'approve') {
      if (!modal.open) {
        openedForApproval = true
        deps.modal.open({ view: 'ApproveTransaction' })
      } else if (top !== 'ApproveTransaction') deps.modal.push('ApproveTransaction')
    } else if (!surface && top === 'ApproveTransaction') {
      if (openedForApproval) deps.modal.close()
      else deps.modal.goBack()
      openedForApproval = false
    }
  }

  let loaded: EmbeddedFrame | undefined
  const preload = createLoader(async (): Promise<EmbeddedFrame> => {
    const f = await connector.load(frameParams(ctx, onSurface))
    ctx.adapterFor('eip155').adopt?.(deps.connectorId, f.provider)
    // The visitor's last word was Disconnect: finish a sign-out the page may have left before the
    // frame did it (a reload or a closed tab right after), through the adapter's own disconnect, so
    // this frame never logs them straight back in. Signing out again is harmless when it was done.
    if (deps.storage.disconnectedConnectorIds().includes(deps.connectorId))
      await ctx
        .adapterFor('eip155')
        .disconnect(deps.connectorId)
        .catch((e: unknown) => ctx.log.warn('the frame did not finish signing out', String(e)))
    loaded = f
    return f
  }).load
  /**
   * The frame, for something the visitor asked: iframe_load_failed, unverified_domain and a missing
   * dependency each open an alert (SPEC §8). A preload's failure alerts nobody: the press that follows
   * tries again, and says what failed then (an alert raised before it could cover the very button).
   */
  const frame = (): Promise<EmbeddedFrame> =>
    preload().catch((e: unknown) => {
      deps.showAlert(shownOf(ctx, e), 'error')
      throw e
    })

  // Closing the modal over an approval declines it; the frame never signs what nobody sees. The
  // signed-in visitor is forgotten once the embedded wallet is not the connected one.
  let wasOpen = store.get().modal.open
  let locale = store.get().locale
  let themeState = store.get().theme
  store.subscribe(() => {
    const s = store.get()
    // The frame's approvals and recovery screens follow the modal's language.
    if (s.locale !== locale) {
      locale = s.locale
      loaded?.syncLocale(locale).catch((e) => ctx.log.warn('the frame did not take the locale', String(e)))
    }
    // And its theme: mode and accent, as the modal paints them.
    if (s.theme !== themeState) {
      themeState = s.theme
      loaded
        ?.syncTheme(frameTheme(ctx))
        .catch((e) => ctx.log.warn('the frame did not take the theme', String(e)))
    }
    if (wasOpen && !s.modal.open && s.frameSurface?.surface === 'approve') void frame().then((f) => f.abort())
    wasOpen = s.modal.open
    const evm = s.connections.eip155
    const gone =
      evm?.status === 'disconnected' || (evm?.status === 'connected' && evm.connectorId !== deps.connectorId)
    if ((s.authUser || s.emailUpdate) && gone) store.set({ authUser: undefined, emailUpdate: undefined })
  })

  const connectedByEmail = () => {
    const evm = store.get().connections.eip155
    return evm?.status === 'connected' && evm.connectorId === deps.connectorId
  }

  return { frame, preload, connectedByEmail }
}
