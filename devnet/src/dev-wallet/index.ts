/**
 * The Dev Wallet: an EIP-6963-announced EIP-1193 provider backed by a devnet test key. It signs locally
 * with a viem local account and forwards reads and sends to the devnet RPC, so anyone can try Latch
 * with no extension installed, and tests drive real wallet behaviour. For local chains only.
 */

import type { SignInWithEthereum } from '@latch/core/frame'
import { type Hex, numberToHex } from 'viem'
import type { DevnetChainEndpoint } from '../chains.ts'
import { knownTestAddress } from '../test-addresses.ts'
import type { DevWalletBatches } from './batches.ts'
import { ProviderRpcError, unauthorized, unknownChain, userRejected } from './errors.ts'
import type { EvmSigner } from './evm-keys.ts'
import { grantStore, type KeyValueStore } from './store.ts'

export type { DevWalletBatches } from './batches.ts'
export { ProviderRpcError } from './errors.ts'

/** A chain the Dev Wallet knows. */
export type DevWalletChain = DevnetChainEndpoint
/** EIP-1193 request arguments. */
export type RequestArguments = { method: string; params?: readonly unknown[] | object }
type Listener = (...args: unknown[]) => void

/** Requests a person would be asked to approve: the ones `rejectNext()` declines. */
const PROMPTING = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_connect',
])
const NEEDS_PERMISSION = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bfd"/><path d="M9 10h9a5 5 0 0 1 0 10h-4v3H9zm5 4v2h4a1 1 0 0 0 0-2z" fill="#fff"/></svg>',
)}`

/** Options of {@link createDevWallet}. */
export type DevWalletOptions = {
  chains: readonly DevWalletChain[]
  /** Which anvil test account signs (default 0). */
  accountIndex?: number
  /** Keeps the granted permission and the chain across reloads (`localStorage` in the demo). */
  storage?: KeyValueStore
  name?: string
  rdns?: string
  /**
   * How it answers batched calls (ERC-5792): `none` (default) as a wallet without them, `one-by-one`
   * (atomic batches unsupported), or `smart-account` (ready to upgrade through EIP-7702, then atomic).
   */
  batches?: DevWalletBatches
  /**
   * Answers ERC-7846 `wallet_connect`, signing in (`signInWithEthereum`) with the same prompt. Without
   * it, as most wallets today, the method is unknown.
   */
  connectSignsIn?: boolean
}

/** The Dev Wallet: its provider, its EIP-6963 info and test controls. */
export type DevWallet = {
  provider: {
    request: (args: RequestArguments) => Promise<unknown>
    on: (event: string, listener: Listener) => void
    removeListener: (event: string, listener: Listener) => void
  }
  info: { uuid: string; name: string; icon: string; rdns: string }
  address: Hex
  /** Declines the next request a person would be asked to approve, with EIP-1193 error 4001. */
  rejectNext: () => void
  /**
   * Holds every request of `method` unanswered (a hanging wallet) until the returned release is
   * called; then they are answered as usual (a late wallet).
   */
  hold: (method: string) => () => void
  /** Announces over EIP-6963 now and whenever a dapp asks; returns the cleanup. */
  announce: (target: EventTarget) => () => void
  /** The chain the wallet is on. */
  chainId: () => number
  /**
   * Moves the wallet to `chain` (added if new) without telling the page: no `chainChanged`, as a wallet
   * that misses its events does. The page learns of it only by asking `eth_chainId`.
   */
  moveSilently: (chain: DevWalletChain) => void
  /** Reports each request a person would be asked about, and whether it was approved; returns the cleanup. */
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
}

/**
 * Creates a Dev Wallet.
 *
 * @example
 * const wallet = createDevWallet({ chains: [{ id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }], storage: localStorage })
 * wallet.announce(window)
 */
export function createDevWallet(opts: DevWalletOptions): DevWallet {
  const name = opts.name ?? 'Dev Wallet'
  const rdns = opts.rdns ?? 'dev.latch.wallet'
  const index = opts.accountIndex ?? 0
  // Loaded and derived on first use, as an extension holds its keys out of the page: installing costs
  // no crypto and no download. The first twenty accounts' addresses are known without a key.
  let signer: Promise<EvmSigner> | undefined
  const keys = () => (signer ??= import('./evm-keys.ts').then(({ evmSigner }) => evmSigner(index)))
  const known = knownTestAddress(index)
  const address = async (): Promise<Hex> => known ?? (await keys()).address
  const batchMode = opts.batches ?? 'none'
  let batchCode: Promise<ReturnType<typeof import('./batches.ts').devBatches>> | undefined
  const batches = () => {
    if (batchMode === 'none') throw new ProviderRpcError(-32601, 'Method not found')
    batchCode ??= import('./batches.ts').then(({ devBatches }) => devBatches(index, batchMode))
    return batchCode
  }
  const store = grantStore(opts.storage)
  const key = (k: string) => `${rdns}:#${index}:${k}`
  const chains = new Map(opts.chains.map((c) => [c.id, c]))
  const first = opts.chains[0]
  if (!first) throw new Error('createDevWallet: chains must not be empty')
  const storedChain = Number(store.getItem(key('chain')))
  let chainId = chains.has(storedChain) ? storedChain : first.id
  const listeners = new Map<string, Set<Listener>>()
  let rejectNext = false
  const holds = new Map<string, Promise<void>>()
  const promptListeners = new Set<(method: string, outcome: 'approved' | 'rejected') => void>()

  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  const permitted = () => store.getItem(key('permitted')) === 'true'
  const setPermitted = (v: boolean) => store.setItem(key('permitted'), String(v))
  const chain = () => chains.get(chainId)!
  const forward = async (method: string, params: unknown) => {
    const res = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }
  /** Moves the wallet to a chain it knows and keeps it there across reloads; true when it moved. */
  const moveTo = (id: number) => {
    if (id === chainId) return false
    chainId = id
    store.setItem(key('chain'), String(id))
    return true
  }
  const switchTo = (id: number) => {
    if (!chains.has(id)) throw unknownChain(numberToHex(id))
    if (moveTo(id)) emit('chainChanged', numberToHex(id))
    return null
  }

  /** Whether `method` asks the person: wallet_connect only where the wallet has it. */
  const prompts = (method: string) =>
    PROMPTING.has(method) && (method !== 'wallet_connect' || opts.connectSignsIn === true)

  const handle = async (method: string, params: readonly unknown[]): Promise<unknown> => {
    if (NEEDS_PERMISSION.has(method) && !permitted()) throw unauthorized()
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        setPermitted(true)
        return method === 'eth_requestAccounts' ? [await address()] : [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
        return permitted() ? [await address()] : []
      case 'wallet_connect': {
        if (opts.connectSignsIn !== true) throw new ProviderRpcError(-32601, 'Method not found')
        setPermitted(true)
        const request = params[0] as
          | { capabilities?: { signInWithEthereum?: SignInWithEthereum } }
          | undefined
        const fields = request?.capabilities?.signInWithEthereum
        const capabilities = fields ? { signInWithEthereum: await (await keys()).signIn(fields) } : {}
        return { accounts: [{ address: await address(), capabilities }] }
      }
      case 'wallet_getPermissions':
        return permitted() ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        setPermitted(false)
        emit('accountsChanged', [])
        return null
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'wallet_switchEthereumChain':
        return switchTo(Number((params[0] as { chainId: string }).chainId))
      case 'wallet_addEthereumChain': {
        const p = params[0] as { chainId: string; chainName: string; rpcUrls: string[] }
        const id = Number(p.chainId)
        const rpcUrl = p.rpcUrls?.[0]
        if (!rpcUrl) throw new ProviderRpcError(-32602, 'rpcUrls is required')
        chains.set(id, { id, name: p.chainName, rpcUrl })
        return switchTo(id)
      }
      case 'personal_sign':
        return (await keys()).signMessage(params[0] as Hex)
      case 'eth_signTypedData_v4':
        return (await keys()).signTypedData(JSON.parse(params[1] as string))
      case 'eth_sendTransaction': {
        const tx = params[0] as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex }
        return (await keys()).sendTransaction(chain(), {
          to: tx.to ?? null,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        })
      }
      case 'wallet_getCapabilities': {
        const b = await batches()
        const asked = Array.isArray(params[1]) ? params[1].map(Number) : [chainId]
        const known = asked.filter((id) => chains.has(id))
        return Object.fromEntries(
          await Promise.all(
            known.map(async (id) => [numberToHex(id), await b.capabilities(chains.get(id)!)]),
          ),
        )
      }
      case 'wallet_sendCalls': {
        const b = await batches()
        const r = params[0] as { chainId?: string; from?: string; atomicRequired?: boolean; calls?: [] }
        if (r.from && r.from.toLowerCase() !== (await address()).toLowerCase()) throw unauthorized()
        if (Number(r.chainId) !== chainId)
          throw new ProviderRpcError(5710, `This wallet is not on chain ${r.chainId}.`)
        return { id: await b.send(chain(), r.calls ?? [], r.atomicRequired === true) }
      }
      case 'wallet_getCallsStatus':
        return (await batches()).status(String(params[0]))
      default:
        return forward(method, params)
    }
  }

  const provider: DevWallet['provider'] = {
    async request(args) {
      const params = Array.isArray(args.params) ? args.params : args.params ? [args.params] : []
      await holds.get(args.method)
      if (prompts(args.method) && rejectNext) {
        rejectNext = false
        for (const l of promptListeners) l(args.method, 'rejected')
        throw userRejected()
      }
      const result = await handle(args.method, params)
      if (prompts(args.method)) for (const l of promptListeners) l(args.method, 'approved')
      return result
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  const info = { uuid: crypto.randomUUID(), name, icon: ICON, rdns }

  return {
    provider,
    info,
    get address() {
      // Known without deriving the key (the page shows it as it renders).
      if (!known) throw new Error(`Dev Wallet #${index}: its address is derived on its first request`)
      return known
    },
    chainId: () => chainId,
    moveSilently(c) {
      chains.set(c.id, c)
      moveTo(c.id)
    },
    rejectNext: () => {
      rejectNext = true
    },
    hold(method) {
      let release = () => {}
      holds.set(
        method,
        new Promise<void>((r) => {
          release = r
        }),
      )
      return () => {
        holds.delete(method)
        release()
      }
    },
    onPrompt(listener) {
      promptListeners.add(listener)
      return () => promptListeners.delete(listener)
    },
    announce(target) {
      const announce = () =>
        target.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        )
      target.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => target.removeEventListener('eip6963:requestProvider', announce)
    },
  }
}
