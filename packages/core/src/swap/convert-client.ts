/** The convert calls of SPEC §7, typed over the instance's API client; loaded with the Swap flow. */

import {
  buildApproveAnswer,
  buildTransactionAnswer,
  convertAllowanceAnswer,
  convertQuotesAnswer,
  convertTokensAnswer,
  gasPriceAnswer,
} from '@latch/protocol/api/answers'
import {
  type BuildApproveQuery,
  type BuildTransactionBody,
  type ConvertQuotesQuery,
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
      api.request(API_PATHS.convertTokens, { query: { chainId }, answer: convertTokensAnswer }),
    quotes: (query: ConvertQuotesQuery) =>
      api.request(API_PATHS.convertQuotes, { query, answer: convertQuotesAnswer }),
    allowance: (tokenAddress: string, userAddress: string) =>
      api.request(API_PATHS.convertAllowance, {
        query: { tokenAddress, userAddress },
        answer: convertAllowanceAnswer,
      }),
    gasPrice: (chainId: string) =>
      api.request(API_PATHS.convertGasPrice, { query: { chainId }, answer: gasPriceAnswer }),
    buildApprove: (query: BuildApproveQuery) =>
      api.request(API_PATHS.convertBuildApprove, { query, answer: buildApproveAnswer }),
    buildTransaction: (body: BuildTransactionBody) =>
      api.request(API_PATHS.convertBuildTransaction, {
        method: 'POST',
        body,
        answer: buildTransactionAnswer,
      }),
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
