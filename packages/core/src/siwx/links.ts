/**
 * Wallets linked to the visitor's sign-in profile (several wallets, `features.multiWallet`, with
 * `latchSiwx()`): another connected wallet signs its own sign-in message on a fresh nonce, and the
 * Latch server links it to the profile the session in use signed in with; the server lists and unlinks
 * them under that session's rules. Actions that take the instance, as wagmi's do: a page that never
 * links carries none of this.
 */

import { siwxLinkAnswer, siwxLinksAnswer, successAnswer } from '@latch/protocol/api/answers'
import { siwxMessage } from '@latch/protocol/api/siwx-message'
import type { SiwxLinkInfo, SiwxLinksResponse } from '@latch/protocol/api/siwx-wire'
import { API_PATHS, apiPath } from '@latch/protocol/api/wire'
import type { ApiClient } from '../api/client.ts'
import type { ChainAdapter } from '../connection/adapter.ts'
import { connectedThrough } from '../connection/connected-through.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import { isUserRejection, type LatchError, latchError } from '../plumbing/errors.ts'
import type { SiwxActions } from './flow.ts'
import type { SiwxConfig } from './types.ts'

export { linkedAccount } from '@latch/protocol/api/accounts'
export type { SiwxLinkInfo, SiwxLinksResponse } from '@latch/protocol/api/siwx-wire'

/** Parameters of {@link linkWallet}: the connection whose wallet joins the profile. */
export type LinkWalletParameters = { connectorId: string; namespace?: ChainNamespace }

/**
 * What the link actions read of the instance (a `Latch` is one): its connections, the server's client,
 * the session in use, the adapters that sign and the `siwx` option that makes messages.
 */
export type LinksInstance = {
  getState: () => Pick<ConnectionSlice, 'activeNamespace' | 'connections'>
  api: ApiClient | undefined
  siwx: Pick<SiwxActions, 'getSession'>
  options: { adapters: readonly ChainAdapter[]; siwx?: Pick<SiwxConfig, 'createMessageParams'> | undefined }
}

/** What the link actions reject with. */
export type LinkWalletErrorType = LatchError

/** The server's bearer token of the session in use, or SIWX_FAILED saying to sign in first. */
async function profileToken(latch: LinksInstance): Promise<string> {
  if (!latch.api)
    throw latchError('SIWX_FAILED', { detail: 'linking wallets needs the Latch server (apiUrl)' })
  const token = (await latch.siwx.getSession())?.token
  if (!token)
    throw latchError('SIWX_FAILED', {
      detail: 'sign in first (latchSiwx()): a wallet links to the profile of the account signed in',
    })
  return token
}

/**
 * Links another connected wallet to the signed-in profile: that wallet signs a sign-in message on a
 * fresh nonce of the server's, and the server checks it as any sign-in before it links the wallet.
 * Rejects with `NOT_CONNECTED` for a connection that is not there, `SIWX_DECLINED` when the wallet
 * declines, `SIWX_FAILED` without a session or when the server refuses (its reason in the message).
 *
 * @example
 * const link = await linkWallet(latch, { connectorId: 'walletConnect' })
 * link.address // 'eip155:1:0xAbc…'
 */
export async function linkWallet(
  latch: LinksInstance,
  { connectorId, namespace }: LinkWalletParameters,
): Promise<SiwxLinkInfo> {
  const state = latch.getState()
  const ns = namespace ?? state.activeNamespace
  const { address, caipNetworkId: chainId } = connectedThrough(state, ns, connectorId)
  const token = await profileToken(latch)
  const adapter = latch.options.adapters.find((a) => a.namespace === ns)
  if (!adapter?.signMessage) throw latchError('SIWX_FAILED', { detail: `${ns} wallets cannot sign messages` })
  const fresh = latch.options.siwx?.createMessageParams
  if (!fresh)
    throw latchError('SIWX_FAILED', { detail: 'linking wallets needs latchSiwx() as the siwx option' })
  const message = siwxMessage({ ...(await fresh(chainId)), accountAddress: address, chainId }).toString()
  let signature: string
  try {
    signature = await adapter.signMessage({ connectorId, address, message })
  } catch (cause) {
    throw isUserRejection(cause)
      ? latchError('SIWX_DECLINED', { cause })
      : latchError('SIWX_FAILED', { cause })
  }
  const answer = await latch
    .api!.request(API_PATHS.siwxLinks, {
      method: 'POST',
      answer: siwxLinkAnswer,
      body: { message, signature },
      bearer: token,
    })
    .catch((cause: unknown) => {
      throw latchError('SIWX_FAILED', {
        cause,
        detail: (cause as { reason?: string }).reason ?? 'the server refused the link',
      })
    })
  return answer.link
}

/**
 * The signed-in profile and the wallets linked to it, oldest first (`GET /v1/siwx/links`).
 *
 * @example
 * const { profile, links } = await getLinkedWallets(latch)
 */
export async function getLinkedWallets(latch: LinksInstance): Promise<SiwxLinksResponse> {
  return latch.api!.request(API_PATHS.siwxLinks, {
    bearer: await profileToken(latch),
    answer: siwxLinksAnswer,
  })
}

/**
 * Unlinks a wallet (its CAIP-10 account) from the signed-in profile; the wallet stays connected.
 *
 * @example
 * await unlinkWallet(latch, 'eip155:1:0xAbc…')
 */
export async function unlinkWallet(latch: LinksInstance, account: string): Promise<void> {
  const token = await profileToken(latch)
  await latch.api!.request(apiPath(API_PATHS.siwxLink, { account }), {
    method: 'DELETE',
    bearer: token,
    answer: successAnswer,
  })
}
