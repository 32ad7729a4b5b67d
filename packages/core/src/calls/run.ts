/** The batch actions' code (actions.ts loads it on first use): ERC-5792 requests to the connected EVM wallet. */

import { callsProblem, callsReceipt, callsStatusAnswer } from '@latch/protocol/calls/schemas'
import {
  CALLS_ERRORS,
  CALLS_STATUS,
  CALLS_VERSION,
  type SendCallsRequest,
  type WalletCall,
  type WalletCapabilities,
} from '@latch/protocol/calls/wire'
import { connectedThrough } from '../connection/connected-through.ts'
import { parseCaipAddress } from '../plumbing/caip.ts'
import { clipWalletMessage, isUserRejection, LatchError, latchError } from '../plumbing/errors.ts'
import { heard, oneByOneHashes, oneByOneStatus, sendOneByOne } from './one-by-one.ts'
import type {
  BatchWallet,
  CallsInstance,
  CallsProvider,
  CallsStatus,
  GetCapabilitiesParameters,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
} from './types.ts'

export type { BatchWallet } from './types.ts'

/**
 * A connected account's wallet for batches: the connection's provider, its address and chain (from its
 * CAIP-10 address), or NOT_CONNECTED.
 */
export function batchWallet(caipAddress: string | undefined, provider: unknown): BatchWallet {
  if (!caipAddress || typeof (provider as CallsProvider | undefined)?.request !== 'function')
    throw latchError('NOT_CONNECTED', { detail: 'batched calls need a connected EVM wallet' })
  const { address, reference } = parseCaipAddress(caipAddress)
  return {
    provider: provider as CallsProvider,
    from: address as `0x${string}`,
    chainId: `0x${Number(reference).toString(16)}` as `0x${string}`,
  }
}

/**
 * The instance's connected EVM wallet, or the connection through `connectorId` (several wallets), or
 * NOT_CONNECTED.
 */
const wallet = (latch: CallsInstance, connectorId?: string): BatchWallet => {
  if (connectorId === undefined) {
    const account = latch.getAccount('eip155')
    return batchWallet(account.isConnected ? account.caipAddress : undefined, latch.getProvider('eip155'))
  }
  const { caipAddress } = connectedThrough(latch.getState(), 'eip155', connectorId)
  return batchWallet(caipAddress, latch.getProvider('eip155', connectorId))
}

/**
 * Whether a wallet's error means it cannot do what was asked: an unknown method (EIP-1193 4200, JSON-RPC
 * -32601) or ERC-5792's refusals of a capability, a chain or atomicity.
 */
const unsupported = (e: unknown): boolean => {
  const code = (e as { code?: unknown } | null)?.code
  return (
    code === 4200 ||
    code === -32601 ||
    code === CALLS_ERRORS.unsupportedCapability ||
    code === CALLS_ERRORS.unsupportedChain ||
    code === CALLS_ERRORS.atomicityUnsupported
  )
}
const detailOf = (e: unknown) =>
  e instanceof Error && e.message ? { detail: clipWalletMessage(e.message) } : {}
/** A wallet's failure as Latch's error: declined, not supported, or failed. */
const failure = (cause: unknown): LatchError =>
  cause instanceof LatchError
    ? cause
    : isUserRejection(cause)
      ? latchError('SEND_REJECTED', { cause })
      : unsupported(cause)
        ? latchError('CALLS_NOT_SUPPORTED', { cause, ...detailOf(cause) })
        : latchError('CALLS_FAILED', { cause, ...detailOf(cause) })

/** The calls on the wire: `value` as a hex quantity; a malformed call is CALLS_INVALID, naming it. */
export function wireCalls(calls: unknown): WalletCall[] {
  const list = Array.isArray(calls) ? calls : []
  for (const [i, c] of list.entries()) {
    const value = (c as { value?: unknown } | null)?.value
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n))
      throw latchError('CALLS_INVALID', { detail: `calls[${i}].value must be a bigint of wei, 0 or more` })
  }
  const wire = list.map((c: { to?: unknown; data?: unknown; value?: bigint }) => ({
    to: c?.to,
    ...(c?.data !== undefined ? { data: c.data } : {}),
    ...(c?.value !== undefined ? { value: `0x${c.value.toString(16)}` } : {}),
  }))
  const problem = callsProblem(Array.isArray(calls) ? wire : calls)
  if (problem) throw latchError('CALLS_INVALID', { detail: problem })
  return wire as WalletCall[]
}

/** Whether a wallet's capabilities on a chain run a batch as one (or can, once upgraded). */
const batches = (caps: WalletCapabilities | undefined): 'supported' | 'ready' | undefined => {
  const status = caps?.atomic?.status
  if (status === 'supported' || status === 'ready') return status
  // ERC-5792's first version named it atomicBatch.
  return (caps?.atomicBatch as { supported?: unknown } | undefined)?.supported === true
    ? 'supported'
    : undefined
}

/** The name of the wallet's chain for messages: the instance's network when it is that chain. */
const networkName = (latch: CallsInstance, w: BatchWallet): string => {
  const n = latch.getNetwork('eip155')
  return n && Number(n.id) === Number(w.chainId) ? n.name : `chain ${Number(w.chainId)}`
}

export async function sendCalls(
  latch: CallsInstance,
  { calls, atomicRequired = false, paymasterService, onProgress, connectorId }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const wire = wireCalls(calls)
  if (
    paymasterService !== undefined &&
    (typeof paymasterService?.url !== 'string' || !/^https?:\/\/\S+$/.test(paymasterService.url))
  )
    throw latchError('CALLS_INVALID', { detail: 'paymasterService.url must be an http(s) URL' })
  const w = wallet(latch, connectorId)
  const caps = await capabilitiesOf(w)
  const paymaster =
    paymasterService && (caps?.paymasterService as { supported?: unknown } | undefined)?.supported === true
      ? { paymasterService: { url: paymasterService.url, optional: paymasterService.optional === true } }
      : undefined
  if (paymasterService && !paymaster && paymasterService.optional !== true)
    throw latchError('CALLS_NOT_SUPPORTED', {
      detail: 'this wallet cannot have a paymaster pay for the calls (paymasterService) on this chain',
    })
  const batch = batches(caps)
  if (batch) {
    // All or none from a wallet that is ready: it must first make the account a smart account.
    if (batch === 'ready' && atomicRequired === true) heard(onProgress)({ stage: 'upgrade' })
    const { id } = await submitCalls(w, wire, atomicRequired === true, paymaster)
    return { id, sentAs: 'batch' }
  }
  if (atomicRequired === true)
    throw latchError('CALLS_NOT_SUPPORTED', { detail: 'this wallet cannot run calls all or none' })
  return sendOneByOne(w, wire, networkName(latch, w), onProgress)
}

/** Sends checked calls as one batch through a wallet (`wallet_sendCalls`); resolves with its id. */
export async function submitCalls(
  w: BatchWallet,
  calls: WalletCall[],
  atomicRequired = false,
  capabilities?: Record<string, unknown>,
): Promise<{ id: string }> {
  const request: SendCallsRequest = {
    version: CALLS_VERSION,
    from: w.from,
    chainId: w.chainId,
    atomicRequired,
    calls,
    ...(capabilities ? { capabilities } : {}),
  }
  let answer: unknown
  try {
    answer = await w.provider.request({ method: 'wallet_sendCalls', params: [request] })
  } catch (cause) {
    throw failure(cause)
  }
  // Version 1 wallets answered the id itself.
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || id === '' || id.length > 8192)
    throw latchError('CALLS_FAILED', { detail: 'the wallet answered no batch id' })
  return { id }
}

/** A wallet's `wallet_getCallsStatus` answer, read strictly. */
function statusOf(id: string, answer: unknown): CallsStatus {
  const read = callsStatusAnswer.safeParse(answer)
  if (!read.success)
    throw latchError('CALLS_FAILED', { detail: 'the wallet answered no status for the batch' })
  const a = read.data
  const receipts = a.receipts.flatMap((r) => {
    const receipt = callsReceipt.safeParse(r)
    return receipt.success
      ? [
          {
            status: receipt.data.status === '0x1' ? ('success' as const) : ('reverted' as const),
            transactionHash: receipt.data.transactionHash,
          },
        ]
      : []
  })
  return {
    id,
    status:
      a.status < CALLS_STATUS.confirmed
        ? 'pending'
        : a.status === CALLS_STATUS.confirmed
          ? 'success'
          : 'failure',
    statusCode: a.status,
    atomic: a.atomic,
    receipts,
  }
}

export async function getCallsStatus(latch: CallsInstance, id: string): Promise<CallsStatus> {
  if (typeof id !== 'string' || id === '')
    throw latchError('CALLS_INVALID', { detail: 'a batch id is required' })
  return callsStatus(wallet(latch), id)
}

/** A batch's status from a wallet (`wallet_getCallsStatus`), or from the chain for one sent one by one. */
async function callsStatus(w: BatchWallet, id: string): Promise<CallsStatus> {
  if (oneByOneHashes(id)) return oneByOneStatus(w, id)
  try {
    return statusOf(id, await w.provider.request({ method: 'wallet_getCallsStatus', params: [id] }))
  } catch (cause) {
    throw failure(cause)
  }
}

export function waitForCallsStatus(
  latch: CallsInstance,
  parameters: WaitForCallsStatusParameters,
): Promise<CallsStatus> {
  return waitForCalls(wallet(latch), parameters)
}

/** Polls a wallet for a batch's status until it is no longer pending; CALLS_TIMEOUT after `timeoutMs`. */
export async function waitForCalls(
  w: BatchWallet,
  { id, timeoutMs = 60_000, pollingIntervalMs = 1_000 }: WaitForCallsStatusParameters,
): Promise<CallsStatus> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const status = await callsStatus(w, id)
    if (status.status !== 'pending') return status
    if (Date.now() + pollingIntervalMs > until)
      throw latchError('CALLS_TIMEOUT', { args: [Math.round(timeoutMs / 1000)] })
    await new Promise((r) => setTimeout(r, pollingIntervalMs))
  }
}

export function getCapabilities(
  latch: CallsInstance,
  parameters: GetCapabilitiesParameters = {},
): Promise<WalletCapabilities | undefined> {
  const w = wallet(latch, parameters.connectorId)
  const { chainId } = parameters
  if (chainId === undefined) return capabilitiesOf(w)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw latchError('CALLS_INVALID', { detail: 'chainId must be a positive integer' })
  return capabilitiesOf({ ...w, chainId: `0x${chainId.toString(16)}` })
}

/** What a wallet can do with batches on its chain, or undefined without ERC-5792. */
export async function capabilitiesOf(w: BatchWallet): Promise<WalletCapabilities | undefined> {
  const { provider, from, chainId } = w
  let answer: unknown
  try {
    answer = await provider.request({ method: 'wallet_getCapabilities', params: [from, [chainId]] })
  } catch (cause) {
    if (unsupported(cause)) return undefined
    throw failure(cause)
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw latchError('CAPABILITIES_PARSE_FAILED')
  // '0x0' holds what the wallet can do on every chain; the chain's own entry adds to it.
  const all = answer as Record<string, unknown>
  const part = (key: string) => {
    const v = all[key]
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as WalletCapabilities) : {}
  }
  return { ...part('0x0'), ...part(chainId) }
}
