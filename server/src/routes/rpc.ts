import { API_PATHS, RPC_BATCH_MAX, rpcBody, rpcQuery } from '@latch/protocol/api'
import { createFailover } from '../chain/failover.ts'
import type { ServerConfig } from '../config.ts'
import { HttpError, parse } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'

/** POSTs a JSON-RPC payload upstream: 504 on a timeout, 502 when it cannot be reached or answers badly. */
export async function forward(url: string, payload: unknown, timeoutMs: number): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
    throw new HttpError(
      timedOut ? 504 : 502,
      timedOut ? 'Network request timed out' : 'Network request failed',
    )
  }
  if (!res.ok) throw new HttpError(502, `Upstream HTTP status code: ${res.status}`)
  try {
    return await res.json()
  } catch {
    throw new HttpError(502, 'Upstream answered with invalid JSON')
  }
}

/**
 * A JSON-RPC proxy to the configured chains: takes the raw query and body of a request, validates them
 * (400 naming the field), and forwards single or batched calls.
 *
 * @example
 * const proxy = rpcProxy(config)
 * app.post('/rpc', (req) => proxy(req.query, req.body))
 */
export function rpcProxy(config: ServerConfig): (rawQuery: unknown, rawBody: unknown) => Promise<unknown> {
  const upstream = new Map(config.chains.map((c) => [c.caipNetworkId, createFailover(c.rpcUrls)]))
  // An upstream that cannot be reached, or answers with an HTTP error, passes the call to the next URL;
  // one that times out does not (the caller's own 10 s would pass while it waited again).
  const unreachable = (e: unknown) => e instanceof HttpError && e.status === 502
  return async (rawQuery, rawBody) => {
    const { chainId } = parse(rpcQuery, rawQuery, 'query')
    const failover = upstream.get(chainId)
    if (!failover) throw new HttpError(400, `Unsupported chain ${chainId}`, 'query.chainId')
    const payload = parse(rpcBody, rawBody, 'body')
    const send = (p: unknown) => failover((url) => forward(url, p, config.rpcTimeoutMs), unreachable)
    if (!Array.isArray(payload)) return send(payload)
    const chunks: (typeof payload)[] = []
    for (let i = 0; i < payload.length; i += RPC_BATCH_MAX) chunks.push(payload.slice(i, i + RPC_BATCH_MAX))
    const answers = await Promise.all(chunks.map(send))
    return answers.flatMap((a) => (Array.isArray(a) ? a : [a]))
  }
}

/** POST /v1?chainId=: a JSON-RPC proxy to the chain's configured RPC URLs, single or batched. */
export const rpcRoutes: Feature<'config'> = async (app, { config }) => {
  const proxy = rpcProxy(config)
  app.post(API_PATHS.rpc, async (req) => proxy(req.query, req.body))
}
