/**
 * Failing over between a chain's RPC URLs (`rpcUrls` in the configuration) for the callers that are not
 * viem clients (those use `chainTransport`): the JSON-RPC proxy and the Solana clients.
 */

/** Runs an attempt against one URL after another until one succeeds. */
export type Failover = <T>(
  attempt: (url: string) => Promise<T>,
  retryable?: (error: unknown) => boolean,
) => Promise<T>

/**
 * Tries `urls` in order, starting from the one that answered last, so a dead first URL costs one failed
 * attempt, not one per call; an error `retryable` refuses (default: none) ends the attempts at once.
 *
 * @example
 * const failover = createFailover(['https://rpc-a.example', 'https://rpc-b.example'])
 * const answer = await failover((url) => fetch(url, { method: 'POST', body }))
 */
export function createFailover(urls: readonly string[]): Failover {
  if (urls.length === 0) throw new Error('A chain needs at least one RPC URL')
  let preferred = 0
  return async (attempt, retryable = () => true) => {
    let last: unknown
    for (let i = 0; i < urls.length; i++) {
      const at = (preferred + i) % urls.length
      try {
        const answer = await attempt(urls[at]!)
        preferred = at
        return answer
      } catch (e) {
        last = e
        if (!retryable(e)) throw e
      }
    }
    throw last
  }
}
