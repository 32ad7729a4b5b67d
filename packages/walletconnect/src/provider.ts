import type { Network } from '@latch/core'
import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { askWallet, rpcError } from './session-request.ts'

type Listener = (...args: unknown[]) => void
type Client = InstanceType<typeof SignClient>

/** An EIP-1193 provider over one WalletConnect session, what `@latch/evm` drives like any wallet. */
export type SessionProvider = {
  request: (args: { method: string; params?: readonly unknown[] | object }) => Promise<unknown>
  on: (event: string, listener: Listener) => void
  removeListener: (event: string, listener: Listener) => void
  /** Stops listening to the client (the session ended). */
  detach: () => void
}

/** Methods only the wallet can answer; everything else is a read sent to the network's RPC. */
const WALLET_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_getAssets',
])

/** Reads an EVM chain id from a session event: a number, hex, decimal or CAIP-2 string. */
export function chainIdOf(value: unknown): number | undefined {
  const raw = typeof value === 'string' && value.includes(':') ? value.split(':').pop() : value
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** The addresses a session grants on a chain, in the wallet's order. */
function addressesOn(session: SessionTypes.Struct, chainId: number): string[] {
  return (session.namespaces.eip155?.accounts ?? [])
    .filter((a) => a.startsWith(`eip155:${chainId}:`))
    .map((a) => a.split(':')[2] ?? '')
    .filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a))
}
/** The chains a session grants, in the wallet's order (its first account's chain leads). */
function chainsOf(session: SessionTypes.Struct): number[] {
  const ids = (session.namespaces.eip155?.accounts ?? []).map((a) =>
    chainIdOf(a.split(':').slice(0, 2).join(':')),
  )
  return [...new Set(ids.filter((n): n is number => n !== undefined))]
}

/**
 * Wraps a session as an EIP-1193 provider: accounts and chain come from the session, signing goes to the
 * wallet through the relay (with a time limit), reads go to the network's own RPC URL, and the wallet's
 * `chainChanged`, `accountsChanged` and session deletion become the usual provider events.
 *
 * @example
 * const provider = sessionProvider(client, session, { networks, requestTimeoutMs: 120_000 })
 * await provider.request({ method: 'eth_chainId' })
 */
export function sessionProvider(
  client: Client,
  initial: SessionTypes.Struct,
  opts: { networks: readonly Network[]; requestTimeoutMs: number },
): SessionProvider {
  let session = initial
  const topic = initial.topic
  /** Reads go to the app's own RPC of the chain: its URL per EVM chain id. */
  const rpcUrlOf = new Map(
    opts.networks
      .filter((n) => n.chainNamespace === 'eip155')
      .map((n) => [Number(n.id), n.rpcUrls.default.http[0]] as const),
  )
  let chainId = chainsOf(session)[0] ?? 1
  let ended = false
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  const hex = (n: number) => `0x${n.toString(16)}`

  const moveTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', hex(next))
  }
  const onEvent = (e: {
    topic: string
    params: { event: { name: string; data: unknown }; chainId: string }
  }) => {
    if (e.topic !== topic) return
    const { name, data } = e.params.event
    if (name === 'chainChanged') {
      const next = chainIdOf(data) ?? chainIdOf(e.params.chainId)
      if (next !== undefined) moveTo(next)
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      const addresses = data
        .filter((a): a is string => typeof a === 'string')
        .map((a) => a.split(':').pop() ?? '')
        .filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a))
      emit('accountsChanged', addresses)
    }
  }
  const onUpdate = (e: { topic: string }) => {
    if (e.topic !== topic) return
    session = client.session.get(topic)
    const chains = chainsOf(session)
    if (!chains.includes(chainId) && chains[0] !== undefined) moveTo(chains[0])
    emit('accountsChanged', addressesOn(session, chainId))
  }
  const onEnd = (e: { topic: string }) => {
    if (e.topic !== topic || ended) return
    ended = true
    detach()
    emit('disconnect', rpcError(6000, 'The wallet ended the session'))
  }
  client.on('session_event', onEvent)
  client.on('session_update', onUpdate)
  client.on('session_delete', onEnd)
  client.on('session_expire', onEnd)
  const detach = () => {
    client.off('session_event', onEvent)
    client.off('session_update', onUpdate)
    client.off('session_delete', onEnd)
    client.off('session_expire', onEnd)
  }

  const ask = async (method: string, params: unknown): Promise<unknown> => {
    if (ended) throw rpcError(4900, 'The WalletConnect session has ended')
    if (!session.namespaces.eip155?.methods.includes(method))
      throw rpcError(4200, `The wallet did not grant ${method}`)
    return askWallet(client, topic, `eip155:${chainId}`, method, params, opts.requestTimeoutMs)
  }

  const read = async (method: string, params: unknown): Promise<unknown> => {
    const url = rpcUrlOf.get(chainId)
    if (!url) throw rpcError(4901, `No RPC URL for chain ${chainId}`)
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw rpcError(body.error.code, body.error.message)
    return body.result
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return ended ? [] : addressesOn(session, chainId)
        case 'eth_chainId':
          return hex(chainId)
        case 'wallet_switchEthereumChain': {
          const target = chainIdOf((Array.isArray(params) ? params[0] : undefined)?.chainId)
          if (target === undefined) throw rpcError(-32602, 'wallet_switchEthereumChain needs a chainId')
          // A chain the session already grants is switched to locally; others are the wallet's call.
          if (chainsOf(session).includes(target)) {
            moveTo(target)
            return null
          }
          const result = await ask(method, params)
          moveTo(target)
          return result
        }
        case 'wallet_revokePermissions':
          if (!ended) {
            ended = true
            detach()
            await client
              .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
              .catch(() => {})
          }
          return null
        default:
          return WALLET_METHODS.has(method) ? ask(method, params) : read(method, params)
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    detach,
  }
}
