/**
 * The Dev Solana Wallet: a Wallet Standard wallet backed by a devnet Solana test key. It signs with
 * ed25519 locally and sends through the devnet Solana RPC, so anyone can try Latch on Solana with no
 * extension installed, and tests drive real wallet behaviour. For local chains only.
 */
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { SOLANA_DEVNET } from '../solana/chain.ts'
import { knownAccount, knownAddress } from './addresses.ts'
import { unauthorized } from './errors.ts'
import { createPrompts } from './prompts.ts'
import { grantStore, type KeyValueStore } from './store.ts'

type Change = { accounts?: readonly WalletAccount[] }

/** Requests a person would be asked to approve: the ones `rejectNext()` declines. */
type Prompt =
  | 'standard:connect'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M9 11.5h11.5l2.5-2.5H11.5zm0 5.75h14L20.5 19.75H9zm2.5 5.75H23l-2.5 2.5H9z" fill="#fff"/></svg>',
)}` as const

/** Options of {@link createDevSolanaWallet}. */
export type DevSolanaWalletOptions = {
  /** The devnet Solana RPC it sends through. */
  rpcUrl: string
  /** Which test account signs (default 0). */
  accountIndex?: number
  /** Keeps the grant across reloads (`localStorage` in the demo). */
  storage?: KeyValueStore
  name?: string
}

/** The Dev Solana Wallet: its Wallet Standard object and test controls. */
export type DevSolanaWallet = {
  wallet: Wallet
  address: string
  /** Declines the next request a person would be asked to approve (error 4001). */
  rejectNext: () => void
  /** Registers it with the page over the Wallet Standard. */
  register: () => void
  /** Ends the grant from the wallet's side: the app hears `change` with no accounts. */
  disconnectInWallet: () => void
  /** Reports each request a person would be asked about and its outcome; returns the cleanup. */
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
}

/**
 * Creates a Dev Solana Wallet.
 *
 * @example
 * const wallet = createDevSolanaWallet({ rpcUrl: 'http://127.0.0.1:8899', storage: localStorage })
 * wallet.register()
 */
export function createDevSolanaWallet(opts: DevSolanaWalletOptions): DevSolanaWallet {
  const name = opts.name ?? 'Dev Solana Wallet'
  const index = knownAccount(opts.accountIndex)
  const chains = [SOLANA_DEVNET.caipNetworkId as `solana:${string}`] as const
  const address = knownAddress('solana', index)
  // A Solana address is its ed25519 public key in base58.
  const account: WalletAccount = {
    address,
    publicKey: base58.decode(address),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    label: name,
  }
  // Loaded on first use, as an extension holds its keys out of the page: installing costs no crypto and
  // no download.
  const signer = () => import('./solana-keys.ts').then(({ solanaSigner }) => solanaSigner(index))
  const store = grantStore(opts.storage)
  const grantKey = `${name}:#${index}:permitted`
  const permitted = () => store.getItem(grantKey) === 'true'
  const listeners = new Set<(change: Change) => void>()
  const prompts = createPrompts()
  const ask = (method: Prompt) => prompts.ask(method)
  const mine = (a: unknown) => {
    if (!permitted()) throw unauthorized()
    if ((a as WalletAccount | undefined)?.address !== address) throw new Error('Unknown account')
  }
  const emit = (change: Change) => {
    for (const l of listeners) l(change)
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return permitted() ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) return { accounts: permitted() ? [account] : [] }
          ask('standard:connect')
          store.setItem(grantKey, 'true')
          emit({ accounts: [account] })
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          store.setItem(grantKey, 'false')
          emit({ accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (change: Change) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          for (const i of inputs) mine(i.account)
          const { signMessage } = await signer()
          ask('solana:signMessage')
          return inputs.map((i) => ({ signedMessage: i.message, signature: signMessage(i.message) }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          for (const i of inputs) mine(i.account)
          const { signTransaction } = await signer()
          ask('solana:signTransaction')
          return inputs.map((i) => ({ signedTransaction: signTransaction(i.transaction) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: WalletAccount
            chain: string
            transaction: Uint8Array
            options?: { preflightCommitment?: string }
          }[]
        ) {
          for (const i of inputs) {
            mine(i.account)
            if (!chains.includes(i.chain as (typeof chains)[number]))
              throw new Error(`Unsupported chain ${i.chain}`)
          }
          const { signAndSend } = await signer()
          ask('solana:signAndSendTransaction')
          const out = []
          for (const i of inputs) {
            const signature = await signAndSend(opts.rpcUrl, i.transaction, i.options?.preflightCommitment)
            out.push({ signature: base58.decode(signature) })
          }
          return out
        },
      },
    },
  }

  return {
    wallet,
    address,
    rejectNext: prompts.rejectNext,
    register: () => registerWallet(wallet),
    disconnectInWallet: () => {
      store.setItem(grantKey, 'false')
      emit({ accounts: [] })
    },
    onPrompt: prompts.onPrompt,
  }
}
