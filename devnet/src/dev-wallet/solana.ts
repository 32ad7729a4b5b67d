/**
 * The Dev Solana Wallet: a Wallet Standard wallet backed by a devnet Solana test key. It signs with
 * ed25519 locally and sends through the devnet Solana RPC, so anyone can try Latch on Solana with no
 * extension installed, and tests drive real wallet behaviour. For local chains only.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Encoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { SOLANA_DEVNET, type SolanaTestKey, solanaTestKey } from '../solana/facts.ts'
import { sendSolanaTransaction, signSolanaMessage, signSolanaTransaction } from '../solana/sign.ts'
import { knownAddress } from './addresses.ts'
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
  const index = opts.accountIndex ?? 0
  const chains = [SOLANA_DEVNET.caipNetworkId as `solana:${string}`] as const
  // Derived on first use, as an extension holds its keys out of the page: installing costs no crypto.
  let derived: { key: SolanaTestKey; account: WalletAccount } | undefined
  const keys = () => {
    if (derived) return derived
    const key = solanaTestKey(index)
    const account: WalletAccount = {
      address: key.address,
      publicKey: ed25519.getPublicKey(key.secret),
      chains,
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
      label: name,
    }
    derived = { key, account }
    return derived
  }
  const store = grantStore(opts.storage)
  const grantKey = `${name}:#${index}:permitted`
  const permitted = () => store.getItem(grantKey) === 'true'
  const listeners = new Set<(change: Change) => void>()
  const prompts = createPrompts()
  const ask = (method: Prompt) => prompts.ask(method)
  const mine = (a: unknown) => {
    if (!permitted()) throw unauthorized()
    if ((a as WalletAccount | undefined)?.address !== keys().key.address) throw new Error('Unknown account')
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
      return permitted() ? [keys().account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) return { accounts: permitted() ? [keys().account] : [] }
          ask('standard:connect')
          store.setItem(grantKey, 'true')
          emit({ accounts: [keys().account] })
          return { accounts: [keys().account] }
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
          ask('solana:signMessage')
          return inputs.map((i) => ({
            signedMessage: i.message,
            signature: signSolanaMessage(i.message, keys().key),
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          for (const i of inputs) mine(i.account)
          ask('solana:signTransaction')
          return inputs.map((i) => ({
            signedTransaction: signSolanaTransaction(i.transaction, keys().key).signed,
          }))
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
          ask('solana:signAndSendTransaction')
          const out = []
          for (const i of inputs) {
            const { signed } = signSolanaTransaction(i.transaction, keys().key)
            const signature = await sendSolanaTransaction(opts.rpcUrl, signed, i.options?.preflightCommitment)
            out.push({ signature: new Uint8Array(getBase58Encoder().encode(String(signature))) })
          }
          return out
        },
      },
    },
  }

  return {
    wallet,
    get address() {
      return knownAddress('solana', index) ?? keys().key.address
    },
    rejectNext: prompts.rejectNext,
    register: () => registerWallet(wallet),
    disconnectInWallet: () => {
      store.setItem(grantKey, 'false')
      emit({ accounts: [] })
    },
    onPrompt: prompts.onPrompt,
  }
}
