import type {
  CallsStatus,
  GetCapabilitiesParameters,
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
  /** Sends calls through the connected EVM wallet: one batch where it can, else one by one; resolves with its id. */
  sendCalls: (parameters: SendCallsParameters) => Promise<SendCallsReturnType>
  /** A batch's status so far. */
  getCallsStatus: (id: string) => Promise<CallsStatus>
  /** Resolves once the batch is no longer pending. */
  waitForCallsStatus: (parameters: WaitForCallsStatusParameters) => Promise<CallsStatus>
  /** What the wallet can do with batches on its chain (or `chainId`); undefined when it has no ERC-5792. */
  getCapabilities: (parameters?: GetCapabilitiesParameters) => Promise<WalletCapabilities | undefined>
}

/**
 * Batched calls (ERC-5792) with whatever EVM wallet the visitor connected: core's `sendCalls`,
 * `getCallsStatus`, `waitForCallsStatus` and `getCapabilities` for the nearest provider's instance. A
 * wallet without atomic batches gets the calls one by one (`onProgress` hears each), unless the app
 * requires all or none (`CALLS_NOT_SUPPORTED`).
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
      getCapabilities: (parameters) => getCapabilities(latch, parameters),
    }),
    [latch],
  )
}
