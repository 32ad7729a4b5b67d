/** Solana balances for the balance endpoint: SOL and the configured SPL tokens, read over JSON-RPC. */
import type { ApiTokenBalance } from '@latch/protocol/api'
import {
  address,
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit'
import { createFailover } from '../chain/failover.ts'
import { pricedBalances } from '../chain/token-balances.ts'
import type { ServerConfig } from '../config.ts'

/** One Solana RPC client per configured Solana chain, over its RPC URLs. */
export type SolanaClients = Map<string, Rpc<SolanaRpcApi>>

/**
 * The Solana RPC clients of a configuration.
 *
 * @example
 * const rpc = createSolanaClients(config).get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 */
export function createSolanaClients(config: ServerConfig): SolanaClients {
  return new Map(
    config.chains
      .filter((c) => c.caipNetworkId.startsWith('solana:'))
      .map((c) => [c.caipNetworkId, createSolanaRpcFromTransport(failoverTransport(c.rpcUrls))]),
  )
}

/** A Solana RPC transport over a chain's `rpcUrls`, failing over to the next when one cannot answer. */
function failoverTransport(urls: readonly string[]): RpcTransport {
  const transports = new Map(urls.map((url) => [url, createDefaultRpcTransport({ url })]))
  const failover = createFailover(urls)
  return ((config: Parameters<RpcTransport>[0]) =>
    failover(
      (url) => transports.get(url)!(config),
      () => !config.signal?.aborted,
    )) as RpcTransport
}

/**
 * An owner's SOL and configured SPL balances on a Solana chain (zero balances left out), priced in USD.
 *
 * @example
 * const balances = await readSolanaBalances(config, rpc, 'solana:…', 'oeYf6KAJ…')
 */
export async function readSolanaBalances(
  config: ServerConfig,
  rpc: Rpc<SolanaRpcApi>,
  chain: string,
  owner: string,
): Promise<ApiTokenBalance[]> {
  const tokens = config.tokens.filter((t) => t.chain === chain && t.kind === 'spl')
  const [lamports, ...held] = await Promise.all([
    rpc.getBalance(address(owner), { commitment: 'confirmed' }).send(),
    ...tokens.map((t) =>
      rpc
        .getTokenAccountsByOwner(
          address(owner),
          { mint: address(t.address) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send(),
    ),
  ])
  return pricedBalances(
    config,
    chain,
    lamports.value,
    tokens.map((t, i) => ({
      ...t,
      // Every token account of the owner for the mint (the associated one, and any other).
      raw: held[i]!.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n),
    })),
  )
}
