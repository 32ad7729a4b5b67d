/**
 * The calls a smart account's call data makes (`execute` / `executeBatch` of Simple7702Account and its
 * kind), for the paymaster service that checks them and the indexer that reads what they moved.
 */
import { SMART_ACCOUNT_FUNCTIONS } from '@latch/protocol/calls'
import { decodeFunctionData, type Hex, parseAbi, toFunctionSelector } from 'viem'

const ACCOUNT_ABI = parseAbi(SMART_ACCOUNT_FUNCTIONS)

/** The selectors of the account's call entry points. */
export const SMART_ACCOUNT_SELECTORS: ReadonlySet<string> = new Set(
  ACCOUNT_ABI.map((f) => toFunctionSelector(f)),
)

/**
 * Each call's target (lower case) and value, or undefined when the data is neither `execute` nor
 * `executeBatch`.
 *
 * @example
 * smartAccountCalls(data) // [{ target: '0xabc…', value: 5n }]
 */
export function smartAccountCalls(data: Hex): { target: string; value: bigint }[] | undefined {
  try {
    const call = decodeFunctionData({ abi: ACCOUNT_ABI, data })
    return call.functionName === 'execute'
      ? [{ target: call.args[0].toLowerCase(), value: call.args[1] }]
      : call.args[0].map((c) => ({ target: c.target.toLowerCase(), value: c.value }))
  } catch {
    return undefined
  }
}
