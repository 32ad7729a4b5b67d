/**
 * Batched calls (ERC-5792) for apps, with whatever EVM wallet the visitor connected: actions that take the
 * instance, as wagmi's do, so a page that never batches carries none of their code (each loads it on
 * first use). What the wallet can do decides how a batch goes: as one (`atomic` supported, or `ready`
 * once the wallet upgrades the account), else one call at a time with progress, unless the app requires
 * all or none (`CALLS_NOT_SUPPORTED`).
 */

import type { WalletCapabilities } from '@latch/protocol/calls/wire'
import { importAgain } from '../plumbing/import-again.ts'
import type {
  CallsInstance,
  CallsStatus,
  GetCapabilitiesParameters,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
} from './types.ts'

export type {
  Call,
  CallsErrorType,
  CallsInstance,
  CallsProgress,
  CallsStatus,
  GetCapabilitiesParameters,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
} from './types.ts'

const run = importAgain(() => import('./run.ts'))

/**
 * Sends calls through the connected EVM wallet, on its current chain, as its capabilities allow: one
 * batch (`wallet_sendCalls`) where it runs them atomically or can once it upgrades the account (EIP-7702;
 * `onProgress` hears `upgrade` when all or none needs that), else one transaction per call, each sent once the one before
 * landed (`onProgress` hears each). Resolves with the batch's id. Rejects with a {@link CallsErrorType}:
 * `CALLS_NOT_SUPPORTED` when `atomicRequired` (or a required `paymasterService`) is beyond the wallet,
 * `SEND_REJECTED` when the visitor declines, `CALLS_PARTIAL` when calls sent one by one stopped part way
 * (its message names those that landed), `CALLS_INVALID` for a malformed call.
 *
 * @example
 * const { id } = await sendCalls(latch, {
 *   calls: [{ to: token, data: approveData }, { to: router, data: swapData }],
 *   onProgress: (p) => p.stage === 'landed' && console.log(`call ${p.index + 1} of ${p.total} landed`),
 * })
 * const { status } = await waitForCallsStatus(latch, { id })
 */
export async function sendCalls(
  latch: CallsInstance,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  return (await run()).sendCalls(latch, parameters)
}

/**
 * The status of a batch {@link sendCalls} sent (`wallet_getCallsStatus`).
 *
 * @example
 * const { status, receipts } = await getCallsStatus(latch, id)
 */
export async function getCallsStatus(latch: CallsInstance, id: string): Promise<CallsStatus> {
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
  latch: CallsInstance,
  parameters: WaitForCallsStatusParameters,
): Promise<CallsStatus> {
  return (await run()).waitForCallsStatus(latch, parameters)
}

/**
 * What the connected EVM wallet can do with batches on a chain (`wallet_getCapabilities`; its current
 * chain unless `chainId` names another), or undefined when it does not speak ERC-5792.
 *
 * @example
 * const caps = await getCapabilities(latch, { chainId: 8453 })
 * if (caps?.atomic?.status === 'supported') … // the calls run all or none
 */
export async function getCapabilities(
  latch: CallsInstance,
  parameters?: GetCapabilitiesParameters,
): Promise<WalletCapabilities | undefined> {
  return (await run()).getCapabilities(latch, parameters)
}
