/** The convert calls of SPEC §7, typed over the instance's API client; loaded with the Swap flow. */

import {
  type BuildApproveQuery,
  type BuildApproveResponse,
  type BuildTransactionBody,
  type BuildTransactionResponse,
  type ConvertAllowanceResponse,
  type ConvertQuotesQuery,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type GasPriceResponse,
  SWAP_REFUSALS,
} from '@latch/protocol/api/convert-wire'
import { API_PATHS } from '@latch/protocol/api/wire'
import type { ApiClient } from '../api/client.ts'
import { refusalError } from '../api/refusal-error.ts'

/**
 * The convert client of an API client.
 *
 * @example
 * const convert = convertClient(api)
 * const { tokens } = await convert.tokens('eip155:1')
 */
export function convertClient(api: ApiClient) {
  return {
    tokens: (chainId: string) =>
      api.request<ConvertTokensResponse>(API_PATHS.convertTokens, { query: { chainId } }),
    quotes: (query: ConvertQuotesQuery) =>
      api.request<ConvertQuotesResponse>(API_PATHS.convertQuotes, { query }),
    allowance: (tokenAddress: string, userAddress: string) =>
      api.request<ConvertAllowanceResponse>(API_PATHS.convertAllowance, {
        query: { tokenAddress, userAddress },
      }),
    gasPrice: (chainId: string) =>
      api.request<GasPriceResponse>(API_PATHS.convertGasPrice, { query: { chainId } }),
    buildApprove: (query: BuildApproveQuery) =>
      api.request<BuildApproveResponse>(API_PATHS.convertBuildApprove, { query }),
    buildTransaction: (body: BuildTransactionBody) =>
      api.request<BuildTransactionResponse>(API_PATHS.convertBuildTransaction, { method: 'POST', body }),
  }
}

/** The convert client type. */
export type ConvertClient = ReturnType<typeof convertClient>

/**
 * A server's swap refusal as the Latch error of the same code (said in the visitor's language); any
 * other error as it is.
 *
 * @example
 * swapError(e).code // 'SWAP_INSUFFICIENT_LIQUIDITY'
 */
export const swapError = (e: unknown): unknown => refusalError(e, SWAP_REFUSALS)
