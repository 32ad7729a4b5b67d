/**
 * ERC-7846 `wallet_connect`: connecting and signing in with one prompt, for a wallet that has it. A
 * wallet without it (an unknown method) is told apart from one that was declined, so the connect can go
 * on the usual way.
 */
import type { AdapterAccount, ConnectRequest } from '@latch/core'
import { type Eip1193Provider, firstAddress } from './provider.ts'

/** Codes of a wallet that does not have a method: EIP-1193's 4200 and JSON-RPC's -32601. */
const UNSUPPORTED = new Set([4200, -32601])

/**
 * Asks the wallet to connect and sign in at once; resolves with its account and what it signed, or
 * undefined when it has no `wallet_connect`. A declined prompt rejects as the wallet said.
 *
 * @example
 * const answer = await connectAndSignIn(provider, { signInWithEthereum: { nonce, chainId: '0x1', domain, uri, version: '1' } })
 */
export async function connectAndSignIn(
  provider: Eip1193Provider,
  request: ConnectRequest,
): Promise<Pick<AdapterAccount, 'address' | 'signIn'> | undefined> {
  let answer: unknown
  try {
    answer = await provider.request({
      method: 'wallet_connect',
      params: [{ version: '1', capabilities: request }],
    })
  } catch (e) {
    if (UNSUPPORTED.has((e as { code?: unknown } | null)?.code as number)) return undefined
    throw e
  }
  const [account] = (answer as { accounts?: unknown[] } | null)?.accounts ?? []
  const { address, capabilities } = (account ?? {}) as { address?: unknown; capabilities?: unknown }
  const checked = firstAddress([address])
  if (!checked) throw new Error('The wallet answered wallet_connect with no account')
  const signIn = (
    capabilities as { signInWithEthereum?: { message?: unknown; signature?: unknown } } | undefined
  )?.signInWithEthereum
  return {
    address: checked,
    ...(signIn
      ? { signIn: { message: String(signIn.message ?? ''), signature: String(signIn.signature ?? '') } }
      : {}),
  }
}
