/**
 * Batched calls (ERC-5792) for apps, with whatever EVM wallet the visitor connected: actions that take the
 * instance, as wagmi's do, so a page that never batches carries none of their code (each loads it on
 * first use). A wallet without ERC-5792 says so (`CALLS_NOT_SUPPORTED`; `getCapabilities` gives
 * undefined): Latch never turns a batch into separate transactions behind the app's back.
 */
import { importAgain } from '../import-again.ts'
import type { Latch } from '../latch.ts'
import type {
  CallsStatus,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
} from './types.ts'
import type { WalletCapabilities } from './wire.ts'

export type {
  Call,
  CallsErrorType,
  CallsStatus,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
} from './types.ts'

const run = importAgain(() => import('./run.ts'))

/**
 * Asks the connected EVM wallet to send calls as one batch (`wallet_sendCalls`), on its current chain;
 * resolves with the batch's id. Rejects with a {@link CallsErrorType}: `CALLS_NOT_SUPPORTED` when the
 * wallet has no ERC-5792 (or cannot run the calls atomically when `atomicRequired`), `SEND_REJECTED`
 * when the visitor declines, `CALLS_INVALID` for a malformed call.
 *
 * @example
 * const { id } = await sendCalls(latch, { calls: [{ to: token, data: approveData }, { to: router, data: swapData }] })
 * const { status } = await waitForCallsStatus(latch, { id })
 */
export async function sendCalls(latch: Latch, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  return (await run()).sendCalls(latch, parameters)
}

/**
 * The status of a batch {@link sendCalls} sent (`wallet_getCallsStatus`).
 *
 * @example
 * const { status, receipts } = await getCallsStatus(latch, id)
 */
export async function getCallsStatus(latch: Latch, id: string): Promise<CallsStatus> {
  return (await run()).getCallsStatus(latch, id)
}

/**
 * Polls {@link getCallsStatus} until the batch is no longer pending; rejects with `CALLS_TIMEOUT` after
 * `timeoutMs`.
 *
 * @example
 * const { status } = await waitForCallsStatus(latch, { id }) // 'success' | 'failure'
 */
export async function waitForCallsStatus(
  latch: Latch,
  parameters: WaitForCallsStatusParameters,
): Promise<CallsStatus> {
  return (await run()).waitForCallsStatus(latch, parameters)
}

/**
 * What the connected EVM wallet can do with batches on its current chain (`wallet_getCapabilities`), or
 * undefined when it does not speak ERC-5792.
 *
 * @example
 * const caps = await getCapabilities(latch)
 * if (caps?.atomic?.status === 'supported') … // the calls run all or none
 */
export async function getCapabilities(latch: Latch): Promise<WalletCapabilities | undefined> {
  return (await run()).getCapabilities(latch)
}
