/**
 * Bitcoin wallets, read defensively, over the two interfaces wallets offer: the Wallet Standard's
 * Bitcoin features (`bitcoin:connect` with purposes, `bitcoin:signMessage`) and sats-connect's
 * injected provider (`request('getAccounts' | 'signMessage', …)`). A malformed one is ignored.
 */
import type { Connector } from '@latch/core'
import { connectorIcon } from '@latch/core/internal/wallets/icon'
import { base64 } from '@scure/base'

/** A wallet's two accounts (SPEC §3): payment (index 0) and ordinals (index 1). */
export type BitcoinAccounts = { payment: string; ordinals?: string }

/** A Bitcoin wallet as the adapter drives it, whatever interface is behind it. */
export type BitcoinWallet = {
  connector: Connector
  /** The chains it declares (`bitcoin:mainnet`, `bitcoin:<genesis>`…); empty when it declares none. */
  chains: readonly string[]
  /** Asks for the accounts (`silent`: only if already granted); undefined when none is granted. */
  connect: (silent: boolean) => Promise<BitcoinAccounts | undefined>
  disconnect: () => Promise<void>
  /** A BIP-322 signature of the message by the address, base64. */
  signMessage: (address: string, message: string) => Promise<string>
  /** Reports when the wallet's grant ends (an empty list); returns the cleanup. */
  onAccounts: (listener: (addresses: string[]) => void) => () => void
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
/** Bitcoin addresses: bech32 (`bc1`, `tb1`, `bcrt1`) or base58 legacy and script ones. */
const ADDRESS = /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{11,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/
const TAPROOT = /^(bc|tb|bcrt)1p/

/**
 * A wallet's accounts by purpose. A wallet that does not say an account's purpose has it read from its
 * address: taproot (`…1p…`) is for ordinals, anything else pays.
 */
function byPurpose(list: unknown): BitcoinAccounts | undefined {
  if (!Array.isArray(list)) return undefined
  const found: Partial<BitcoinAccounts> = {}
  for (const a of list) {
    if (!isObject(a) || typeof a.address !== 'string' || !ADDRESS.test(a.address)) continue
    const purpose =
      a.purpose === 'ordinals' || a.purpose === 'payment'
        ? a.purpose
        : TAPROOT.test(a.address)
          ? 'ordinals'
          : 'payment'
    found[purpose] ??= a.address
  }
  return found.payment
    ? { payment: found.payment, ...(found.ordinals ? { ordinals: found.ordinals } : {}) }
    : undefined
}

const feature = (w: Record<string, unknown>, name: string, method: string) => {
  const f = isObject(w.features) ? w.features[name] : undefined
  return isObject(f) && typeof f[method] === 'function'
    ? (f[method] as (...a: unknown[]) => unknown).bind(f)
    : undefined
}

/**
 * A Wallet Standard wallet with the Bitcoin features, or undefined when it is not one Latch can use.
 *
 * @example
 * const wallet = readStandardBitcoinWallet(registered)
 */
export function readStandardBitcoinWallet(w: unknown): BitcoinWallet | undefined {
  if (!isObject(w) || w.version !== '1.0.0' || !Array.isArray(w.chains)) return undefined
  const name = typeof w.name === 'string' ? w.name.trim() : ''
  const connect = feature(w, 'bitcoin:connect', 'connect')
  const sign = feature(w, 'bitcoin:signMessage', 'signMessage')
  if (!name || name.length > 64 || !connect || !sign) return undefined
  const disconnect = feature(w, 'standard:disconnect', 'disconnect')
  const on = feature(w, 'standard:events', 'on')
  const icon = connectorIcon(w.icon)
  const accountOf = (address: string) => {
    const found = Array.isArray(w.accounts)
      ? w.accounts.find((a) => isObject(a) && a.address === address)
      : undefined
    if (!found) throw new Error(`The wallet no longer grants ${address}`)
    return found
  }
  return {
    connector: {
      id: `wallet-standard:${name}`,
      name,
      ...(icon ? { imageUrl: icon } : {}),
      type: 'ANNOUNCED',
      chainNamespace: 'bip122',
    },
    chains: w.chains.filter((c): c is string => typeof c === 'string' && c.startsWith('bitcoin:')),
    async connect(silent) {
      const out = await connect({ purposes: ['payment', 'ordinals'], ...(silent ? { silent: true } : {}) })
      return byPurpose(isObject(out) ? out.accounts : undefined)
    },
    async disconnect() {
      await disconnect?.()
    },
    async signMessage(address, message) {
      const out = await sign({ account: accountOf(address), message: new TextEncoder().encode(message) })
      const signature = Array.isArray(out) && isObject(out[0]) ? out[0].signature : undefined
      if (!(signature instanceof Uint8Array) || signature.length === 0)
        throw new Error('The wallet returned no signature')
      return base64.encode(signature)
    },
    onAccounts(listener) {
      if (!on) return () => {}
      const off = on('change', (change: unknown) => {
        if (isObject(change) && Array.isArray(change.accounts))
          listener(
            change.accounts.flatMap((a) => (isObject(a) && typeof a.address === 'string' ? [a.address] : [])),
          )
      })
      return typeof off === 'function' ? (off as () => void) : () => {}
    },
  }
}

/** A sats-connect provider's answer: JSON-RPC `{ result }` / `{ error }`, or sats-connect's `{ status, … }`. */
function resultOf(answer: unknown): unknown {
  if (!isObject(answer)) throw new Error('The wallet gave no answer')
  const error = isObject(answer.error) ? answer.error : undefined
  if (error || answer.status === 'error') {
    const code = typeof error?.code === 'number' ? error.code : -32603
    // sats-connect's user rejection is -32000 "User rejected…"; EIP-1193's 4001 is what Latch reads.
    const message = typeof error?.message === 'string' ? error.message : 'The wallet refused'
    throw Object.assign(new Error(message), { code: /reject|cancel/i.test(message) ? 4001 : code })
  }
  return answer.result
}

/**
 * A sats-connect provider (`window.XverseProviders.BitcoinProvider`, `window.BitcoinProvider`) as a
 * Bitcoin wallet, or undefined when it has no `request` method.
 *
 * @example
 * const xverse = readSatsConnectProvider(window.XverseProviders?.BitcoinProvider, 'Xverse')
 */
export function readSatsConnectProvider(
  provider: unknown,
  name: string,
  icon?: string,
): BitcoinWallet | undefined {
  if (!isObject(provider) || typeof provider.request !== 'function') return undefined
  const request = (method: string, params: unknown) =>
    (provider.request as (m: string, p: unknown) => Promise<unknown>)(method, params).then(resultOf)
  let granted: BitcoinAccounts | undefined
  const listeners = new Set<(addresses: string[]) => void>()
  const image = connectorIcon(icon)
  return {
    connector: {
      id: `sats-connect:${name}`,
      name,
      ...(image ? { imageUrl: image } : {}),
      type: 'INJECTED',
      chainNamespace: 'bip122',
    },
    chains: [],
    async connect(silent) {
      // sats-connect has no silent grant check: a reconnect reuses the accounts of this page's grant.
      if (silent) return granted
      const result = await request('getAccounts', {
        purposes: ['payment', 'ordinals'],
        message: 'Connect to this app',
      })
      granted = byPurpose(isObject(result) && Array.isArray(result.addresses) ? result.addresses : result)
      return granted
    },
    async disconnect() {
      granted = undefined
      await request('wallet_renouncePermissions', undefined).catch(() => {})
      for (const l of listeners) l([])
    },
    async signMessage(address, message) {
      const result = await request('signMessage', { address, message, protocol: 'BIP322' })
      const signature = isObject(result) ? result.signature : undefined
      if (typeof signature !== 'string' || signature.length === 0)
        throw new Error('The wallet returned no signature')
      return signature
    },
    onAccounts(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
