import type { ServerConfig } from '../config.ts'
import { HttpError } from './errors.ts'

/**
 * Refuses, with a 400 naming `query.chainId`, a network the server does not serve. A request's shape is
 * its schema's in `@latch/protocol/api`; which networks are served is this server's configuration.
 *
 * @example
 * requireServedChain(config, q.chainId)
 */
export function requireServedChain(config: ServerConfig, chainId: string | undefined): void {
  if (chainId && !config.chains.some((c) => c.caipNetworkId === chainId)) {
    throw new HttpError(400, `Unsupported chain ${chainId}`, 'query.chainId')
  }
}
