/** Reads from a Solana network's RPC with `@solana/kit`: loaded when first needed, never at page load. */
import type { Balance, Network } from '@latch/core'
import { pollTransaction } from '@latch/core/internal/connection/receipt-poll'
import { formatUnitsExact } from '@latch/core/internal/plumbing/amount'
import { latchError } from '@latch/core/internal/plumbing/errors'
import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
} from '@solana/kit'

/** Bytes as base58 text (signatures, addresses). */
export const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

/** One RPC client per network URL, for the adapter's life. */
export type RpcCache = Map<string, Rpc<SolanaRpcApi>>

/** The RPC client of a network (its first RPC URL). */
export function rpcFor(cache: RpcCache, network: Network): Rpc<SolanaRpcApi> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw latchError('NETWORK_NOT_FOUND', { detail: `${network.caipNetworkId} has no RPC URL` })
  let rpc = cache.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    cache.set(url, rpc)
  }
  return rpc
}

/** The SOL balance of an address. */
export async function readBalance(cache: RpcCache, owner: string, network: Network): Promise<Balance> {
  const { value } = await rpcFor(cache, network)
    .getBalance(address(owner), { commitment: 'confirmed' })
    .send()
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnitsExact(value, decimals) }
}

/** Polls a signature's status until confirmed (`success`) or failed on chain (`reverted`). */
export function waitForSignature(
  cache: RpcCache,
  p: { network: Network; hash: string; timeoutMs: number },
): Promise<'success' | 'reverted'> {
  const rpc = rpcFor(cache, p.network)
  return pollTransaction(p, async () => {
    const status = (await rpc.getSignatureStatuses([p.hash as Signature]).send()).value[0]
    if (status?.err) return 'reverted'
    return status && status.confirmationStatus !== 'processed' ? 'success' : undefined
  })
}
