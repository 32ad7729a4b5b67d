/** Sending with viem: loaded the first time a visitor sends, never at page load. */
import type { Network } from '@latch/core'
import { pollTransaction } from '@latch/core/internal/connection/receipt-poll'
import { latchError } from '@latch/core/internal/plumbing/errors'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  numberToHex,
  TransactionReceiptNotFoundError,
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
  const gas = await estimateGasOrFail(cache, p.network, { account: from, ...call })
  return request(provider, p.network, {
    from,
    to: call.to,
    gas: numberToHex(gas),
    ...('data' in call ? { data: call.data } : { value: numberToHex(call.value) }),
  })
}

/** The node's gas estimate for a call; a failure is GAS_ESTIMATION_FAILED with the node's reason. */
async function estimateGasOrFail(
  cache: ClientCache,
  network: Network,
  call: { account: Hex; to: Hex; data?: Hex; value?: bigint },
): Promise<bigint> {
  try {
    return await clientFor(cache, network).estimateGas(call)
  } catch (cause) {
    const reason = (cause as { shortMessage?: string }).shortMessage
    throw latchError('GAS_ESTIMATION_FAILED', { cause, ...(reason ? { detail: reason } : {}) })
  }
}

/**
 * Asks the wallet to send a transaction on `network`; resolves with its hash, checked for form. The
 * wallet's current chain is asked first (`eth_sendTransaction` names none): a wallet that moved to
 * another chain without telling the page is refused with SEND_WRONG_NETWORK, so nothing lands there.
 */
async function request(
  provider: Eip1193Provider,
  network: Network,
  tx: Record<string, string | undefined>,
): Promise<string> {
  const current = await provider.request({ method: 'eth_chainId' })
  if (typeof current !== 'string' || Number(current) !== Number(network.id))
    throw latchError('SEND_WRONG_NETWORK', { args: [network.name] })
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] })
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new Error('The wallet returned no transaction hash')
  return hash
}

/**
 * Asks the wallet to send a prepared call (a swap, an approval), estimating its gas first unless
 * given. Addresses and calldata are checked for form before the wallet is asked.
 */
export async function sendCallWithWallet(
  cache: ClientCache,
  provider: Eip1193Provider,
  p: { network: Network; from: string; to: string; data: string; value: bigint; gas?: bigint },
): Promise<string> {
  if (!isAddress(p.to, { strict: false }) || !isAddress(p.from, { strict: false }) || !isHex(p.data))
    throw latchError('SEND_NOT_SUPPORTED', { detail: 'malformed call' })
  const from = getAddress(p.from)
  const call = { to: getAddress(p.to), data: p.data, value: p.value }
  const gas = p.gas ?? (await estimateGasOrFail(cache, p.network, { account: from, ...call }))
  return request(provider, p.network, {
    from,
    to: call.to,
    data: call.data,
    value: numberToHex(call.value),
    gas: numberToHex(gas),
  })
}

/** Polls for a receipt (core's pollTransaction: 25 s, and an unreachable node said as such). */
export function waitForReceipt(
  cache: ClientCache,
  p: { network: Network; hash: string; timeoutMs: number },
): Promise<'success' | 'reverted'> {
  const client = clientFor(cache, p.network)
  return pollTransaction(p, async () => {
    try {
      return (await client.getTransactionReceipt({ hash: p.hash as Hex })).status
    } catch (cause) {
      if (cause instanceof TransactionReceiptNotFoundError) return undefined
      throw cause
    }
  })
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
