/**
 * The Dev Bitcoin Wallet: a Wallet Standard wallet with the Bitcoin features (`bitcoin:connect` with
 * payment and ordinals purposes, `bitcoin:signMessage` with BIP-322), backed by a devnet test key on
 * regtest. For local chains only.
 */
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { BITCOIN_DEVNET } from '../bitcoin/chain.ts'
import { knownAccount, knownBitcoinAddresses } from './addresses.ts'
import { unauthorized } from './errors.ts'
import { createPrompts } from './prompts.ts'
import { grantStore, type KeyValueStore } from './store.ts'

/** A Bitcoin account as the Bitcoin wallet features describe it: its purpose and address type. */
type BitcoinAccount = WalletAccount & { purpose: 'payment' | 'ordinals'; addressType: 'p2wpkh' | 'p2tr' }

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8v16m4-16v2m0 12v2m-6-15h7a3 3 0 0 1 0 6h-7m0 0h8a3.5 3.5 0 0 1 0 7h-8" stroke="#fff" stroke-width="2.2" fill="none"/></svg>',
)}` as const

/** Options of {@link createDevBitcoinWallet}. */
export type DevBitcoinWalletOptions = {
  /** Which test account signs (default 0). */
  accountIndex?: number
  /** Keeps the grant across reloads (`localStorage` in the demo). */
  storage?: KeyValueStore
  name?: string
}

/** The Dev Bitcoin Wallet: its Wallet Standard object and test controls. */
export type DevBitcoinWallet = {
  wallet: Wallet
  /** The payment (P2WPKH) and ordinals (P2TR) addresses. */
  addresses: { payment: string; ordinals: string }
  /** Declines the next request a person would be asked to approve (error 4001). */
  rejectNext: () => void
  /** Registers it with the page over the Wallet Standard. */
  register: () => void
  /** Reports each request a person would be asked about and its outcome; returns the cleanup. */
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
  /**
   * The same wallet behind sats-connect's injected provider (`request(method, params)` answering
   * JSON-RPC `{ result }` or `{ error }`), as Xverse exposes it.
   */
  satsConnect: { request: (method: string, params?: unknown) => Promise<unknown> }
}

/**
 * Creates a Dev Bitcoin Wallet.
 *
 * @example
 * const wallet = createDevBitcoinWallet({ storage: localStorage })
 * wallet.register()
 */
export function createDevBitcoinWallet(opts: DevBitcoinWalletOptions = {}): DevBitcoinWallet {
  const name = opts.name ?? 'Dev Bitcoin Wallet'
  const index = knownAccount(opts.accountIndex)
  const known = knownBitcoinAddresses(index)
  const store = grantStore(opts.storage)
  const grantKey = `${name}:#${index}:permitted`
  const chain = `bitcoin:${BITCOIN_DEVNET.caipNetworkId.split(':')[1]}` as const
  const account = (purpose: 'payment' | 'ordinals'): BitcoinAccount => ({
    address: known[purpose],
    publicKey: hex.decode(purpose === 'ordinals' ? known.ordinalsKey : known.paymentKey),
    chains: [chain],
    features: ['bitcoin:signMessage'],
    label: `${name} (${purpose})`,
    purpose,
    addressType: purpose === 'ordinals' ? 'p2tr' : 'p2wpkh',
  })
  const accounts = [account('payment'), account('ordinals')]
  const purposeOf = (address: string | undefined) => accounts.find((a) => a.address === address)?.purpose
  // Loaded on first use (before the prompt, so a signature follows the approval at once), as an
  // extension holds its keys out of the page: installing costs no crypto and no download.
  let signer: Promise<(purpose: 'payment' | 'ordinals', message: string) => string> | undefined
  const signerOf = () => (signer ??= import('./bitcoin-keys.ts').then((keys) => keys.bitcoinSigner(index)))
  const permitted = () => store.getItem(grantKey) === 'true'
  const listeners = new Set<(change: { accounts: readonly WalletAccount[] }) => void>()
  const prompts = createPrompts()
  const emit = (list: readonly WalletAccount[]) => {
    for (const l of listeners) l({ accounts: list })
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: [chain],
    get accounts() {
      return permitted() ? accounts : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: ('payment' | 'ordinals')[]; silent?: boolean }) {
          const wanted = accounts.filter((a) =>
            (input?.purposes ?? ['payment', 'ordinals']).includes(a.purpose),
          )
          if (input?.silent) return { accounts: permitted() ? wanted : [] }
          prompts.ask('bitcoin:connect')
          store.setItem(grantKey, 'true')
          return { accounts: wanted }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          store.setItem(grantKey, 'false')
          emit([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (change: { accounts: readonly WalletAccount[] }) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          if (!permitted()) throw unauthorized()
          if (inputs.some((i) => !purposeOf(i.account?.address))) throw new Error('Unknown account')
          const sign = await signerOf()
          prompts.ask('bitcoin:signMessage')
          return inputs.map((i) => ({
            signedMessage: i.message,
            signature: base64.decode(
              sign(purposeOf(i.account.address)!, new TextDecoder().decode(i.message)),
            ),
          }))
        },
      },
    },
  }

  const satsConnect: DevBitcoinWallet['satsConnect'] = {
    async request(method, params) {
      const p = (params ?? {}) as { address?: string; message?: string; purposes?: string[] }
      try {
        if (method === 'getAccounts') {
          prompts.ask('getAccounts')
          store.setItem(grantKey, 'true')
          const wanted = accounts.filter((a) => (p.purposes ?? ['payment', 'ordinals']).includes(a.purpose))
          return {
            jsonrpc: '2.0',
            id: 1,
            result: wanted.map((a) => ({
              address: a.address,
              publicKey: '',
              purpose: a.purpose,
              addressType: a.addressType,
            })),
          }
        }
        if (method === 'signMessage') {
          if (!permitted()) throw unauthorized()
          const purpose = purposeOf(p.address)
          if (!purpose || typeof p.message !== 'string') throw new Error('Unknown account')
          const sign = await signerOf()
          prompts.ask('signMessage')
          return {
            jsonrpc: '2.0',
            id: 1,
            result: { signature: sign(purpose, p.message), address: known[purpose] },
          }
        }
        if (method === 'wallet_renouncePermissions') {
          store.setItem(grantKey, 'false')
          return { jsonrpc: '2.0', id: 1, result: null }
        }
        return { jsonrpc: '2.0', id: 1, error: { code: -32601, message: `Method not found: ${method}` } }
      } catch (e) {
        const code = (e as { code?: number }).code === 4001 ? -32000 : -32603
        const message =
          (e as { code?: number }).code === 4001 ? 'User rejected the request' : (e as Error).message
        return { jsonrpc: '2.0', id: 1, error: { code, message } }
      }
    },
  }

  return {
    wallet,
    satsConnect,
    addresses: { payment: known.payment, ordinals: known.ordinals },
    rejectNext: prompts.rejectNext,
    register: () => registerWallet(wallet),
    onPrompt: prompts.onPrompt,
  }
}
