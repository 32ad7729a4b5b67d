/**
 * Whether a connect also signs in, with one prompt (ERC-7846): with sign-in on, for a browser wallet
 * or the embedded wallet (its login is the connect; the frame shows the message once) of the EVM
 * namespace. Its request is made before the wallet is asked (a nonce from the server); a
 * wallet that cannot sign in as it connects just connects, and the visitor signs next, as ever.
 */

import type { Connector } from '../connection/adapter.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import type { OneStepConnect, SiwxFlow } from '../siwx/flow.ts'

/**
 * The one-prompt connect for `connector` on `chainId`, or undefined: sign-in off, another kind of
 * wallet, or a config that cannot make the message first. A request that cannot be made (the server
 * unreachable) is none: the two-step sign-in then says what is wrong.
 *
 * @example
 * const oneStep = await oneStepConnect(siwxFlow, connector, 'eip155:1')
 */
export async function oneStepConnect(
  siwx: Promise<SiwxFlow> | undefined,
  connector: Connector,
  chainId: CaipNetworkId | undefined,
): Promise<OneStepConnect | undefined> {
  const asksOnce =
    connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'AUTH'
  return connector.chainNamespace === 'eip155' && asksOnce ? prepareOneStep(siwx, chainId) : undefined
}

/**
 * The one-prompt sign-in on `chainId`, for whatever asks it (a connect, a WalletConnect pairing with
 * one-click auth), or undefined: sign-in off, not an EVM chain, or the request cannot be made (the
 * server unreachable: the two-step sign-in then says what is wrong).
 *
 * @example
 * const oneStep = await prepareOneStep(siwxFlow, 'eip155:1')
 */
export async function prepareOneStep(
  siwx: Promise<SiwxFlow> | undefined,
  chainId: CaipNetworkId | undefined,
): Promise<OneStepConnect | undefined> {
  if (!siwx || !chainId?.startsWith('eip155:')) return undefined
  try {
    return await (await siwx).prepareConnect(chainId)
  } catch {
    return undefined
  }
}
