/**
 * What the embedded wallet's frame is told of the instance: the EVM network it works on, the modal's
 * theme, and everything it opens with.
 */

import { latchError } from '../plumbing/errors.ts'
import type { EmbeddedWalletContext } from './context.ts'
import type { EmbeddedFrameParams } from './frame-types.ts'

/**
 * The EVM network the embedded wallet works on: the active one when it is EVM, else the first EVM one.
 *
 * @example
 * await frame.getAccountType(walletChainId(ctx))
 */
export function walletChainId(ctx: Pick<EmbeddedWalletContext, 'network' | 'store' | 'options'>): number {
  const active = ctx.network(ctx.store.get().activeCaipNetworkId)
  const evm =
    active?.chainNamespace === 'eip155'
      ? active
      : ctx.options.networks.find((n) => n.chainNamespace === 'eip155')
  if (!evm) throw latchError('NETWORK_NOT_FOUND', { detail: 'email login needs an EVM network' })
  return Number(evm.id)
}

/**
 * The modal's theme as the frame takes it: light or dark (`system` as the visitor's browser prefers it)
 * and the app's accent, if it set one (the frame uses it only where it reads).
 *
 * @example
 * await frame.syncTheme(frameTheme(ctx))
 */
export function frameTheme(
  ctx: Pick<EmbeddedWalletContext, 'store'>,
): Pick<EmbeddedFrameParams, 'themeMode' | 'accent'> {
  const { themeMode, themeVariables } = ctx.store.get().theme
  const light =
    themeMode === 'light' ||
    (themeMode === 'system' &&
      typeof matchMedia === 'function' &&
      matchMedia('(prefers-color-scheme: light)').matches)
  const accent = themeVariables['--latch-accent']
  return { themeMode: light ? 'light' : 'dark', ...(accent ? { accent } : {}) }
}

/**
 * What the frame opens with: the project, the network, the theme, the language, the app, its networks.
 *
 * @example
 * const frame = await options.embeddedWallet.load(frameParams(ctx, onSurface))
 */
export function frameParams(
  ctx: Pick<EmbeddedWalletContext, 'network' | 'store' | 'options'>,
  onSurface: EmbeddedFrameParams['onSurface'],
): EmbeddedFrameParams {
  const { store, options } = ctx
  return {
    projectId: options.projectId,
    chainId: walletChainId(ctx),
    ...frameTheme(ctx),
    locale: store.get().locale,
    ...(options.metadata
      ? {
          metadata: {
            name: options.metadata.name,
            ...(options.metadata.url ? { url: options.metadata.url } : {}),
          },
        }
      : {}),
    networks: options.networks
      .filter((n) => n.chainNamespace === 'eip155')
      .map((n) => ({ id: Number(n.id), name: n.name })),
    onSurface,
  }
}
