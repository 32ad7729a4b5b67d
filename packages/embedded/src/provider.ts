/**
 * The EIP-1193 provider over the frame: `eth_chainId`, `eth_accounts` and a network switch are answered
 * here (the chain id lives here alone: every request to the frame carries it), a sign-out
 * (`wallet_revokePermissions`, what Latch's disconnect sends) goes to the frame as its own request, and
 * every other call goes to the frame, which runs it on the request's chain or asks the visitor first.
 */
import { APPROVAL_RPC_METHODS, type FrameRequests, type FrameRequestType } from '@latch/core/frame'

/** Sends one request to the frame and waits for its answer (SPEC §9 timeouts). */
export type FrameCall = <T extends FrameRequestType>(
  type: T,
  payload: FrameRequests[T]['payload'],
  timeoutMs?: number,
) => Promise<FrameRequests[T]['result']>

type Listener = (...args: never[]) => void

/** SPEC §9: a disconnect waits at most 3 s for the frame. */
const SIGN_OUT_TIMEOUT_MS = 3_000
/** Reads answer within this; approvals wait for the visitor. */
const READ_TIMEOUT_MS = 30_000

/** Creates the provider; `sessions` reports the frame's session changes. */
export function createFrameProvider(
  call: FrameCall,
  initialChainId: number,
  sessions: Set<(address: string | null, chainId?: number) => void>,
) {
  const listeners = new Map<string, Set<Listener>>()
  let account: string | null = null
  let chainId = initialChainId
  const emit = (event: string, value: unknown) => {
    for (const l of listeners.get(event) ?? []) (l as (v: unknown) => void)(value)
  }
  sessions.add((address, chain) => {
    const changed = address !== account
    account = address
    if (chain && chain !== chainId) {
      chainId = chain
      emit('chainChanged', `0x${chain.toString(16)}`)
    }
    if (changed) emit('accountsChanged', address ? [address] : [])
  })

  return {
    setAccount(address: string, chain: number) {
      account = address
      chainId = chain
    },
    async request({
      method,
      params,
    }: {
      method: string
      params?: readonly unknown[] | object
    }): Promise<unknown> {
      switch (method) {
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return account ? [account] : []
        case 'wallet_switchEthereumChain': {
          const [target] = (Array.isArray(params) ? params : []) as [{ chainId?: string }?]
          const next = Number(target?.chainId)
          if (!Number.isSafeInteger(next) || next <= 0)
            throw Object.assign(new Error('Invalid chainId'), { code: -32602 })
          if (next !== chainId) {
            chainId = next
            emit('chainChanged', `0x${next.toString(16)}`)
          }
          return null
        }
        case 'wallet_revokePermissions':
          await call('SIGN_OUT', {}, SIGN_OUT_TIMEOUT_MS)
          account = null
          return null
      }
      const { value } = await call(
        'RPC_REQUEST',
        { method, params: params ?? [], chainId },
        APPROVAL_RPC_METHODS.has(method) ? undefined : READ_TIMEOUT_MS,
      )
      return value
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
