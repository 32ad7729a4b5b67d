import { API_PATHS, apiPath } from '@latch/protocol/api'

/**
 * A token's icon URL: its configured logo, else the server's generated icon for its symbol (a path the
 * client resolves against the API's URL).
 *
 * @example
 * tokenIconUrl('LUSD') // '/v1/tokens/LUSD/image'
 */
export function tokenIconUrl(symbol: string, configured?: string): string {
  return configured || apiPath(API_PATHS.tokenImage, { symbol })
}
