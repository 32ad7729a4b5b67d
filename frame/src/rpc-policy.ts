/**
 * The frame's RPC policy (SPEC §6) as a table, apart from what carries it out (rpc.ts): what each method
 * is — answered at once, read through the server's proxy, shown for approval, or refused — and the
 * checks its parameters pass before anything is shown, signed or sent. Pure, so the hostile host's
 * requests are tested against it one by one (rpc-policy.test.ts).
 */
import {
  APPROVAL_RPC_METHODS,
  EMBEDDED_ERRORS,
  isAddressText,
  isHexBytes,
  REFUSED_RPC_METHODS,
  SAFE_RPC_METHODS,
} from '@latch/core/frame'
import type { Hex } from 'viem'
import type { TxParams } from './decode/describe.ts'
import { RpcError } from './rpc-error.ts'

/** What the frame does with a method: answers it itself, reads it through the proxy, asks, or refuses. */
export type RpcKind = 'answer' | 'read' | 'approve' | 'refuse'

/** The safe methods the frame answers itself, from what it knows; the other safe ones go to the chain. */
const ANSWERED: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])

/** Why the frame refuses `method` (answered with 4200), or undefined when it serves it. */
function refusalOf(method: string): string | undefined {
  if (method === 'wallet_switchEthereumChain') return 'Switch networks through the modal'
  if (REFUSED_RPC_METHODS.has(method)) return EMBEDDED_ERRORS.ACTION_NOT_ALLOWED
  if (!SAFE_RPC_METHODS.has(method) && !APPROVAL_RPC_METHODS.has(method))
    return EMBEDDED_ERRORS.RPC_NOT_ALLOWED
  return undefined
}

/**
 * The table: what the frame does with `method`, before its parameters are read.
 *
 * @example
 * kindOf('personal_sign') // 'approve'
 */
export function kindOf(method: string): RpcKind {
  if (refusalOf(method) !== undefined) return 'refuse'
  if (APPROVAL_RPC_METHODS.has(method)) return 'approve'
  return ANSWERED.has(method) ? 'answer' : 'read'
}

/** EIP-712 typed data, as `eth_signTypedData_v4` carries it (its shape checked; its types by the signer). */
export type TypedDataRequest = {
  domain: Record<string, unknown>
  types: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

/** A request that passed the policy: what the frame then does, with its parameters checked. */
export type CheckedRequest =
  | { method: 'eth_accounts' | 'eth_requestAccounts' | 'eth_chainId' }
  | { method: 'wallet_getCallsStatus'; id: unknown }
  | { method: 'wallet_getCapabilities'; chains: unknown }
  | { method: 'wallet_connect'; params: unknown }
  | { method: 'personal_sign'; message: string }
  | { method: 'eth_signTypedData_v4'; typed: TypedDataRequest }
  | { method: 'eth_sendTransaction'; tx: TxParams }
  | { method: 'wallet_sendCalls'; batch: unknown }
  | { method: 'read'; name: string; params: unknown[] }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
/**
 * A hex quantity (a `BigInt` reads it): `0x` and at least one digit. Leading zeros pass, as wallets take
 * them from the libraries that write them (a batch's calls, checked by `callsProblem`, are held to
 * JSON-RPC's form without them).
 */
const isQuantity = (v: unknown): v is Hex => typeof v === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(v)
const invalid = (method: string, problem: string) => new RpcError(`${method}: ${problem}`, -32602)

/**
 * Refuses, with 4100, a `from` that is not this wallet's address (absent is this wallet's).
 *
 * @example
 * own(batch.from, wallet.address())
 */
export function own(from: unknown, address: string): void {
  if (from === undefined || from === null) return
  if (typeof from !== 'string' || from.toLowerCase() !== address.toLowerCase())
    throw new RpcError(`${String(from)} is not this wallet's address`, 4100)
}

/** Typed data as a string of JSON or an object, with the four parts EIP-712 names. */
function typedDataOf(data: unknown): TypedDataRequest {
  const method = 'eth_signTypedData_v4'
  let typed = data
  if (typeof data === 'string') {
    try {
      typed = JSON.parse(data)
    } catch {
      throw invalid(method, 'the typed data is not JSON')
    }
  }
  if (
    !isRecord(typed) ||
    !isRecord(typed.domain) ||
    !isRecord(typed.types) ||
    !isRecord(typed.message) ||
    typeof typed.primaryType !== 'string'
  )
    throw invalid(method, 'the typed data needs domain, types, primaryType and message')
  if (!Array.isArray(typed.types[typed.primaryType]))
    throw invalid(method, `primaryType ${JSON.stringify(typed.primaryType)} is not among its types`)
  return typed as TypedDataRequest
}

/** A transaction's fields, each of its kind, on the network the wallet is on. */
function transactionOf(value: unknown, chainId: number): TxParams {
  const method = 'eth_sendTransaction'
  if (!isRecord(value)) throw invalid(method, 'takes a transaction object')
  if (value.to !== undefined && !isAddressText(value.to)) throw invalid(method, 'to must be an address')
  for (const key of ['value', 'gas'] as const)
    if (value[key] !== undefined && !isQuantity(value[key]))
      throw invalid(method, `${key} must be a hex quantity`)
  if (value.data !== undefined && !isHexBytes(value.data)) throw invalid(method, 'data must be hex bytes')
  // The wallet sends on the network it is on (the approval names it): a transaction that says another
  // is refused rather than sent where its sender did not mean.
  if (value.chainId !== undefined && !(isQuantity(value.chainId) && Number(value.chainId) === chainId))
    throw invalid(
      method,
      `chainId ${JSON.stringify(value.chainId)} is not the network the wallet is on (0x${chainId.toString(16)})`,
    )
  return value as TxParams
}

/**
 * Applies the policy to one request of the host page: refuses it (an `RpcError`: 4200 for a method the
 * frame does not serve, 4100 for another address, -32602 for parameters it cannot read), or returns it
 * with its parameters checked. `wallet` is this frame's address and the network the request is for.
 *
 * @example
 * checkRequest('personal_sign', ['hello', address], { address, chainId: 1 }) // { method: 'personal_sign', message: 'hello' }
 */
export function checkRequest(
  method: string,
  params: unknown,
  wallet: { address: string; chainId: number },
): CheckedRequest {
  const list = Array.isArray(params) ? params : []
  const refused = refusalOf(method)
  if (refused !== undefined) throw new RpcError(refused, 4200)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
    case 'eth_chainId':
      return { method }
    case 'wallet_getCallsStatus':
      return { method, id: list[0] }
    case 'wallet_getCapabilities':
      own(list[0], wallet.address)
      return { method, chains: list[1] }
    case 'wallet_connect':
      return { method, params: list[0] }
    case 'personal_sign': {
      const [message, from] = list
      if (typeof message !== 'string') throw invalid(method, 'takes a message')
      own(from, wallet.address)
      return { method, message }
    }
    case 'eth_signTypedData_v4': {
      own(list[0], wallet.address)
      return { method, typed: typedDataOf(list[1]) }
    }
    case 'eth_sendTransaction': {
      const tx = transactionOf(list[0], wallet.chainId)
      own(tx.from, wallet.address)
      return { method, tx }
    }
    case 'wallet_sendCalls':
      return { method, batch: list[0] }
    default:
      return { method: 'read', name: method, params: list }
  }
}
