/** Sending with viem: loaded the first time a visitor sends, never at page load. */
import { latchError, type Network } from '@latch/core'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  numberToHex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import type { Eip1193Provider } from './provider.ts'
import { type ClientCache, clientFor } from './viem-reads.ts'

/** Fees are estimated with this margin (in percent) so a max send still covers them. */
const FEE_MARGIN_PERCENT = 120n

/**
 * Estimates gas, then asks the wallet to send native currency or call ERC-20 `transfer(to, value)`.
 * A receiver or token with a bad checksum is refused before the wallet is asked.
 */
export async function sendWithWallet(
  cache: ClientCache,
  provider: Eip1193Provider,
  p: { network: Network; from: string; to: string; value: bigint; token?: string },
): Promise<string> {
  // Strict: a mixed-case address must carry a valid EIP-55 checksum (a typo in it is caught here).
  if (!isAddress(p.to, { strict: true })) throw latchError('SEND_INVALID_RECEIVER', { detail: p.to })
  const to = getAddress(p.to)
  const token = p.token && isAddress(p.token, { strict: false }) ? getAddress(p.token) : undefined
  if (p.token && !token) throw latchError('SEND_TOKEN_REQUIRED', { detail: p.token })
  const from = getAddress(p.from)
  const call = token
    ? {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, p.value] }),
      }
    : { to, value: p.value }
  let gas: bigint
  try {
    gas = await clientFor(cache, p.network).estimateGas({ account: from, ...call })
  } catch (cause) {
    const reason = (cause as { shortMessage?: string }).shortMessage
    throw latchError('GAS_ESTIMATION_FAILED', { cause, ...(reason ? { detail: reason } : {}) })
  }
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: call.to,
        gas: numberToHex(gas),
        ...('data' in call ? { data: call.data } : { value: numberToHex(call.value) }),
      },
    ],
  })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new Error('The wallet returned no transaction hash')
  return hash
}

/** Waits for a receipt; a timeout becomes "not confirmed within 25 seconds". */
export async function waitForReceipt(
  cache: ClientCache,
  p: { network: Network; hash: string; timeoutMs: number },
): Promise<'success' | 'reverted'> {
  try {
    const receipt = await clientFor(cache, p.network).waitForTransactionReceipt({
      hash: p.hash as Hex,
      timeout: p.timeoutMs,
      pollingInterval: 250,
    })
    return receipt.status
  } catch (cause) {
    if (cause instanceof WaitForTransactionReceiptTimeoutError)
      throw latchError('SEND_RECEIPT_TIMEOUT', { cause, detail: p.hash })
    throw cause
  }
}

/** The most a plain native send can cost: estimated gas times the max fee per gas, plus a margin. */
export async function estimateSendFee(
  cache: ClientCache,
  p: { network: Network; from: string; to: string },
): Promise<bigint> {
  const client = clientFor(cache, p.network)
  const [gas, fees] = await Promise.all([
    client.estimateGas({ account: getAddress(p.from), to: getAddress(p.to), value: 0n }),
    client.estimateFeesPerGas().catch(async () => ({ maxFeePerGas: await client.getGasPrice() })),
  ])
  const perGas = fees.maxFeePerGas ?? 0n
  return (gas * perGas * FEE_MARGIN_PERCENT) / 100n
}
