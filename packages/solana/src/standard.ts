/**
 * Wallet Standard wallets, read defensively: a page can register anything, so a wallet whose shape is
 * wrong is ignored (like a bad EIP-6963 announcement), and what it hands over is checked on each call.
 */
import type { Connector } from '@latch/core'
import { connectorIcon } from '@latch/core/internal/wallets/icon'
import { SOLANA_ADDRESS } from '@latch/protocol/api/wire'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The Wallet Standard features Latch uses, by name. */
const CONNECT = 'standard:connect'
const DISCONNECT = 'standard:disconnect'
const EVENTS = 'standard:events'
const SIGN_MESSAGE = 'solana:signMessage'
const SIGN_AND_SEND = 'solana:signAndSendTransaction'
const SIGN = 'solana:signTransaction'

/** A Solana wallet as the adapter drives it, whatever protocol is behind it. */
export type SolanaWallet = {
  connector: Connector
  /** The chains it declares (`solana:mainnet`, a CAIP-2 id, …); empty when it declares none. */
  chains: readonly string[]
  /** Asks for its accounts (`silent`: only if already granted); resolves with the first address, if any. */
  connect: (silent: boolean) => Promise<string | undefined>
  disconnect: () => Promise<void>
  signMessage: (address: string, message: Uint8Array) => Promise<Uint8Array>
  /** Signs and sends a wire transaction; resolves with its signature (64 bytes). */
  signAndSend?: (address: string, chain: string, tx: Uint8Array, commitment: string) => Promise<Uint8Array>
  /** Signs a wire transaction; resolves with the signed wire transaction. */
  sign?: (address: string, chain: string, tx: Uint8Array, commitment: string) => Promise<Uint8Array>
  /** Reports the wallet's accounts when they change (an empty list: it disconnected); returns the cleanup. */
  onAccounts: (listener: (addresses: string[]) => void) => () => void
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const feature = (w: Record<string, unknown>, name: string, method: string) => {
  const f = isObject(w.features) ? w.features[name] : undefined
  return isObject(f) && typeof f[method] === 'function'
    ? (f[method] as (...a: unknown[]) => unknown).bind(f)
    : undefined
}
const bytes = (v: unknown, what: string): Uint8Array => {
  if (!(v instanceof Uint8Array)) throw new Error(`The wallet returned no ${what}`)
  return v
}
const first = <T>(v: unknown, what: string): T => {
  if (!Array.isArray(v) || !isObject(v[0])) throw new Error(`The wallet returned no ${what}`)
  return v[0] as T
}
const addressesOf = (accounts: unknown): string[] =>
  Array.isArray(accounts)
    ? accounts.flatMap((a) =>
        isObject(a) && typeof a.address === 'string' && SOLANA_ADDRESS.test(a.address) ? [a.address] : [],
      )
    : []

/** The connector id of a Wallet Standard wallet: its name, which it keeps across reloads. */
export const standardConnectorId = (name: string): string => `wallet-standard:${name}`

/**
 * A registered Wallet Standard wallet as a Solana wallet, or undefined when it is not one Latch can
 * use: no Solana chain, no `standard:connect`, no way to sign a transaction, or a malformed name.
 *
 * @example
 * const wallet = readStandardWallet(registered) // undefined for an EVM-only or malformed wallet
 */
export function readStandardWallet(w: Wallet | unknown): SolanaWallet | undefined {
  if (!isObject(w) || w.version !== '1.0.0') return undefined
  const name = typeof w.name === 'string' ? w.name.trim() : ''
  if (!name || name.length > 64 || !Array.isArray(w.chains)) return undefined
  const chains = w.chains.filter((c): c is string => typeof c === 'string' && c.startsWith('solana:'))
  const connect = feature(w, CONNECT, 'connect')
  const signAndSend = feature(w, SIGN_AND_SEND, 'signAndSendTransaction')
  const sign = feature(w, SIGN, 'signTransaction')
  if (chains.length === 0 || !connect || (!signAndSend && !sign)) return undefined
  const signMessage = feature(w, SIGN_MESSAGE, 'signMessage')
  const disconnect = feature(w, DISCONNECT, 'disconnect')
  const on = feature(w, EVENTS, 'on')
  const icon = connectorIcon(w.icon)
  /** The wallet's account object for an address: feature calls take it, not the address. */
  const account = (address: string): WalletAccount => {
    const found = Array.isArray(w.accounts)
      ? w.accounts.find((a) => isObject(a) && a.address === address)
      : undefined
    if (!found) throw new Error(`The wallet no longer grants ${address}`)
    return found as WalletAccount
  }
  return {
    connector: {
      id: standardConnectorId(name),
      name,
      ...(icon ? { imageUrl: icon } : {}),
      type: 'ANNOUNCED',
      chainNamespace: 'solana',
    },
    chains,
    async connect(silent) {
      const out = await connect(silent ? { silent: true } : {})
      return addressesOf(isObject(out) ? out.accounts : undefined)[0]
    },
    async disconnect() {
      await disconnect?.()
    },
    async signMessage(address, message) {
      if (!signMessage) throw new Error(`${name} cannot sign messages`)
      const out = first<{ signature?: unknown }>(
        await signMessage({ account: account(address), message }),
        'signature',
      )
      return bytes(out.signature, 'signature')
    },
    ...(signAndSend
      ? {
          async signAndSend(address: string, chain: string, transaction: Uint8Array, commitment: string) {
            const out = first<{ signature?: unknown }>(
              await signAndSend({
                account: account(address),
                chain,
                transaction,
                options: { preflightCommitment: commitment },
              }),
              'signature',
            )
            return bytes(out.signature, 'signature')
          },
        }
      : {}),
    ...(sign
      ? {
          async sign(address: string, chain: string, transaction: Uint8Array, commitment: string) {
            const out = first<{ signedTransaction?: unknown }>(
              await sign({
                account: account(address),
                chain,
                transaction,
                options: { preflightCommitment: commitment },
              }),
              'signed transaction',
            )
            return bytes(out.signedTransaction, 'signed transaction')
          },
        }
      : {}),
    onAccounts(listener) {
      if (!on) return () => {}
      const off = on('change', (change: unknown) => {
        if (isObject(change) && 'accounts' in change) listener(addressesOf(change.accounts))
      })
      return typeof off === 'function' ? (off as () => void) : () => {}
    },
  }
}
