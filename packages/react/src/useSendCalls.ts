import type {
  CallsStatus,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
  WalletCapabilities,
} from '@latch/core'
import {
  getCallsStatus,
  getCapabilities,
  sendCalls,
  waitForCallsStatus,
} from '@latch/core/internal/calls/actions'
import { useMemo } from 'react'
import { useLatchInstance } from './context.ts'

/** What {@link useSendCalls} returns: core's batch actions, bound to the instance. */
export type UseSendCallsReturn = {
  /** Sends calls as one batch through the connected EVM wallet (`wallet_sendCalls`); resolves with its id. */
  sendCalls: (parameters: SendCallsParameters) => Promise<SendCallsReturnType>
  /** A batch's status so far. */
  getCallsStatus: (id: string) => Promise<CallsStatus>
  /** Resolves once the batch is no longer pending. */
  waitForCallsStatus: (parameters: WaitForCallsStatusParameters) => Promise<CallsStatus>
  /** What the wallet can do with batches on its chain; undefined when it has no ERC-5792. */
  getCapabilities: () => Promise<WalletCapabilities | undefined>
}

/**
 * Batched calls (ERC-5792) with whatever EVM wallet the visitor connected: core's `sendCalls`,
 * `getCallsStatus`, `waitForCallsStatus` and `getCapabilities` for the nearest provider's instance. A
 * wallet without ERC-5792 rejects `sendCalls` with `CALLS_NOT_SUPPORTED`; nothing is faked.
 *
 * @example
 * const { sendCalls, waitForCallsStatus } = useSendCalls()
 * const { id } = await sendCalls({ calls: [{ to: a, value: 1n }, { to: b, value: 2n }] })
 * const { status } = await waitForCallsStatus({ id })
 */
export function useSendCalls(): UseSendCallsReturn {
  const latch = useLatchInstance()
  return useMemo(
    () => ({
      sendCalls: (parameters) => sendCalls(latch, parameters),
      getCallsStatus: (id) => getCallsStatus(latch, id),
      waitForCallsStatus: (parameters) => waitForCallsStatus(latch, parameters),
      getCapabilities: () => getCapabilities(latch),
    }),
    [latch],
  )
}
