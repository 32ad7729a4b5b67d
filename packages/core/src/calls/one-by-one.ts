/**
 * A batch sent one call at a time, for a wallet without atomic batches (no ERC-5792, or `atomic:
 * unsupported`): each call is a transaction of its own, sent once the one before it has landed, so a
 * failure part way stops the rest and says which landed. The batch's id names the chain and the landed
 * transactions, so its status is read from the chain, also after a reload.
 */

import { CALLS_STATUS, type WalletCall } from '@latch/protocol/calls/wire'
import { pollTransaction, RECEIPT_TIMEOUT_MS } from '../connection/receipt-poll.ts'
import { isUserRejection, LatchError, latchError, walletFirstLine } from '../plumbing/errors.ts'
import type { BatchWallet, CallsProgress, CallsStatus, SendCallsReturnType } from './types.ts'

const PREFIX = 'latch-one-by-one'
const HASH = /^0x[0-9a-fA-F]{64}$/

type Receipt = { status?: unknown; transactionHash?: unknown } | null

/** A transaction's receipt through the wallet's provider: `success`, `reverted`, or undefined while pending. */
async function outcome(w: BatchWallet, hash: string): Promise<'success' | 'reverted' | undefined> {
  const r = (await w.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Receipt
  if (!r) return undefined
  return r.status === '0x1' ? 'success' : 'reverted'
}

/** Why call `i` did not land, in words. */
function reasonOf(i: number, cause: unknown): string {
  const n = i + 1
  if (isUserRejection(cause)) return `call ${n} was declined in the wallet`
  if (cause instanceof LatchError && cause.code === 'SEND_REVERTED')
    return `call ${n} failed on chain (${cause.detail})`
  if (cause instanceof LatchError && cause.code === 'CALLS_FAILED') return `${cause.detail}`
  return `call ${n} did not go through: ${(cause instanceof Error && walletFirstLine(cause)) || 'it failed'}`
}

/**
 * Sends checked calls one by one through the wallet (`eth_sendTransaction` each, on the batch's chain),
 * reporting each as it is sent and lands. Resolves once all landed; otherwise rejects: SEND_REJECTED or
 * CALLS_FAILED when none landed, CALLS_PARTIAL (naming the landed transactions and why the next did not
 * land) when some did.
 *
 * @example
 * const { id } = await sendOneByOne(wallet, calls, 'Devnet A', (p) => console.log(p.stage))
 */
export async function sendOneByOne(
  w: BatchWallet,
  calls: readonly WalletCall[],
  networkName: string,
  listener?: (progress: CallsProgress) => void,
): Promise<SendCallsReturnType> {
  const onProgress = heard(listener)
  const total = calls.length
  const landed: `0x${string}`[] = []
  for (const [index, call] of calls.entries()) {
    try {
      // The wallet moved to another chain since the batch began: the rest would land there.
      const chainId = await w.provider.request({ method: 'eth_chainId' })
      if (typeof chainId !== 'string' || Number(chainId) !== Number(w.chainId))
        throw latchError('CALLS_FAILED', {
          detail: `the wallet moved to another network before call ${index + 1}`,
        })
      onProgress({ stage: 'sending', index, total })
      const hash = await w.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: w.from, ...call }],
      })
      if (typeof hash !== 'string' || !HASH.test(hash))
        throw latchError('CALLS_FAILED', {
          detail: `the wallet answered no transaction hash for call ${index + 1}`,
        })
      const transactionHash = hash as `0x${string}`
      onProgress({ stage: 'sent', index, total, transactionHash })
      const result = await pollTransaction(
        { network: { name: networkName }, hash, timeoutMs: RECEIPT_TIMEOUT_MS },
        () => outcome(w, hash),
      )
      if (result === 'reverted') throw latchError('SEND_REVERTED', { detail: hash })
      landed.push(transactionHash)
      onProgress({ stage: 'landed', index, total, transactionHash })
    } catch (cause) {
      if (landed.length === 0)
        throw isUserRejection(cause)
          ? latchError('SEND_REJECTED', { cause })
          : cause instanceof LatchError && cause.code !== 'SEND_REVERTED'
            ? cause
            : latchError('CALLS_FAILED', { cause, detail: reasonOf(index, cause) })
      throw latchError('CALLS_PARTIAL', {
        cause,
        args: [landed.length, total],
        detail: `${reasonOf(index, cause)}; landed: ${landed.join(', ')}`,
      })
    }
  }
  return { id: `${PREFIX}:${w.chainId}:${landed.join(',')}`, sentAs: 'one-by-one' }
}

/**
 * The app's progress listener, made harmless: one that throws is the app's bug, said in the console,
 * not a failure of calls the wallet is sending (that would stop the batch part way).
 *
 * @example
 * const onProgress = heard(parameters.onProgress)
 */
export function heard(listener: ((progress: CallsProgress) => void) | undefined) {
  return (progress: CallsProgress): void => {
    try {
      listener?.(progress)
    } catch (e) {
      console.error('Latch: sendCalls onProgress threw; the calls go on', e)
    }
  }
}

/** The landed transactions a one-by-one batch's id names, or undefined for any other id. */
export function oneByOneHashes(id: string): { chainId: string; hashes: string[] } | undefined {
  const [prefix, chainId, list, ...rest] = id.split(':')
  if (prefix !== PREFIX || !chainId || !list || rest.length > 0) return undefined
  const hashes = list.split(',')
  return hashes.every((h) => HASH.test(h)) ? { chainId, hashes } : undefined
}

/**
 * The status of a batch sent one by one, read from the chain: confirmed once every transaction it names
 * has its receipt, reverted if any failed.
 *
 * @example
 * const status = await oneByOneStatus(wallet, id)
 */
export async function oneByOneStatus(w: BatchWallet, id: string): Promise<CallsStatus> {
  const named = oneByOneHashes(id)
  if (!named) throw latchError('CALLS_INVALID', { detail: 'not a one-by-one batch id' })
  const outcomes = await Promise.all(named.hashes.map((h) => outcome(w, h)))
  const receipts = named.hashes.flatMap((h, i) => {
    const o = outcomes[i]
    return o ? [{ status: o, transactionHash: h as `0x${string}` }] : []
  })
  const pending = receipts.length < named.hashes.length
  const failed = receipts.some((r) => r.status === 'reverted')
  return {
    id,
    status: pending ? 'pending' : failed ? 'failure' : 'success',
    statusCode: pending ? CALLS_STATUS.pending : failed ? CALLS_STATUS.reverted : CALLS_STATUS.confirmed,
    atomic: false,
    receipts,
  }
}
