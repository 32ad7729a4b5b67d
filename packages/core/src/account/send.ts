import { type ApiTokenBalance, SOLANA_ADDRESS } from '@latch/protocol/api/wire'
import { keccak_256 } from '@noble/hashes/sha3'
import { activeAccount } from '../connection/active-account.ts'
import { RECEIPT_TIMEOUT_MS } from '../connection/receipt-poll.ts'
import type { TransactionAction } from '../modal/modal.ts'
import { nameLabel } from '../names/names.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import { formatUnitsExact, parseAmount } from '../plumbing/amount.ts'
import { errorMessage, isUserRejection, LatchError, latchError, walletFirstLine } from '../plumbing/errors.ts'
import type { AccountContext } from './context.ts'
import { EMPTY_SEND, patchSend } from './initial.ts'
import type { SendState, SendToken } from './types.ts'

/** Namespaces that can send (SPEC §5). */
export const SEND_NAMESPACES = ['eip155', 'solana'] as const

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether an address's letter case matches its EIP-55 checksum; an all-lower- or all-upper-case
 * address carries none and passes.
 *
 * @example
 * checksumMatches('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * checksumMatches('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function checksumMatches(address: string): boolean {
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()))
  return [...hex].every((c, i) => {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf
    return c === (nibble >= 8 ? c.toUpperCase() : c.toLowerCase())
  })
}

/**
 * The send token of a balance: ERC-20s keep their CAIP-10 address; the native currency has none.
 *
 * @example
 * sendTokenOf(balances[0]) // { symbol: 'ETH', decimals: 18, balance: '9999.98', … }
 */
export function sendTokenOf(b: ApiTokenBalance): SendToken {
  return {
    ...(b.address ? { address: b.address } : {}),
    name: b.name,
    symbol: b.symbol,
    decimals: Number(b.quantity.decimals),
    balance: b.quantity.numeric,
    price: b.price,
    iconUrl: b.iconUrl,
  }
}

/**
 * What is wrong with a send, in SPEC §5's order, or undefined when it can go: the chain, the amount and
 * receiver, the token, then the amount's form and the balance, then the receiver's form.
 *
 * @example
 * validateSend({ namespace: 'eip155', networkKnown: true, send: { ...EMPTY_SEND } })?.message
 * // 'An amount and receiver address are required'
 */
export function validateSend(p: {
  namespace: string
  networkKnown: boolean
  send: SendState
  zone: string
}): LatchError | undefined {
  const { send } = p
  if (!(SEND_NAMESPACES as readonly string[]).includes(p.namespace)) return latchError('UNSUPPORTED_CHAIN')
  if (!p.networkKnown) return latchError('UNSUPPORTED_CHAIN')
  if (send.amount.trim() === '' || send.receiver.trim() === '')
    return latchError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  const token = send.token
  if (!token) return latchError('SEND_TOKEN_REQUIRED')
  const parsed = parseAmount(send.amount, token.decimals)
  if ('problem' in parsed) {
    if (parsed.problem === 'zero') return latchError('SEND_ZERO_AMOUNT')
    if (parsed.problem === 'negative') return latchError('SEND_NEGATIVE_AMOUNT')
    if (parsed.problem === 'decimals')
      return latchError('SEND_TOO_MANY_DECIMALS', { args: [token.symbol, token.decimals] })
    return latchError('SEND_INVALID_AMOUNT')
  }
  const balance = parseAmount(token.balance, token.decimals)
  if (!('value' in balance) || parsed.value > balance.value)
    return latchError('SEND_INSUFFICIENT_BALANCE', { args: [token.symbol] })
  const receiver = send.receiver.trim()
  // Names are EVM only (SPEC §1): a Solana receiver is an address.
  if (p.namespace === 'solana')
    return SOLANA_ADDRESS.test(receiver) ? undefined : latchError('SEND_INVALID_SOLANA_RECEIVER')
  if (receiver.startsWith('0x') || !nameLabel(receiver, p.zone)) {
    if (!EVM_ADDRESS.test(receiver))
      return latchError(receiver.startsWith('0x') ? 'SEND_INVALID_RECEIVER' : 'NAME_INVALID')
    return checksumMatches(receiver) ? undefined : latchError('SEND_INVALID_CHECKSUM')
  }
  if (send.receiverError || !send.receiverAddress) return latchError('NAME_RESOLVE_FAILED')
  return undefined
}

/** What the send says in its toasts, in English (each locale's catalogue translates it). */
export const SEND_NOTICES = {
  sendPending: 'Transaction pending',
  sendSent: (amount: string, symbol: string) => `Sent ${amount} ${symbol}`,
} as const

/** The Send flow (SPEC §3 Send state, §4 Send flow). */
export function createSend(
  ctx: AccountContext,
  deps: {
    notify: (n: NotificationInput) => void
    resolveName: (
      name: string,
      chainId: number,
    ) => Promise<{ address: string; name: string; avatar?: string }>
    pushTransactionStack: (action: TransactionAction) => void
    popTransactionStack: (outcome: 'success' | 'error' | 'cancel') => void
    showAccount: () => void
    /** Runs after a send is mined: refreshes balances and activity. */
    onMined: (hash: string) => void
  },
) {
  const { store } = ctx
  const setSend = (patch: Partial<SendState>) => patchSend(store, patch)
  let resolveSeq = 0

  const send = {
    /**
     * Sets the receiver as typed. An address is taken as is; a name is resolved through the name service,
     * giving the address, the profile name and the avatar.
     */
    async setSendReceiver(text: string): Promise<void> {
      const receiver = String(text).slice(0, 200)
      const seq = ++resolveSeq
      setSend({
        receiver,
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        receiverError: undefined,
        resolving: false,
        error: undefined,
      })
      const t = receiver.trim()
      const a = activeAccount(ctx)
      if (a?.namespace === 'solana' ? SOLANA_ADDRESS.test(t) : EVM_ADDRESS.test(t)) {
        setSend({ receiverAddress: t })
        return
      }
      if (t.startsWith('0x') || !nameLabel(t, ctx.options.nameZone) || a?.namespace !== 'eip155') return
      setSend({ resolving: true })
      try {
        const r = await deps.resolveName(t, Number(a.chainId.split(':')[1]))
        if (seq !== resolveSeq) return
        setSend({
          resolving: false,
          receiverAddress: r.address,
          receiverProfileName: r.name,
          ...(r.avatar ? { receiverProfileImageUrl: r.avatar } : {}),
        })
      } catch (e) {
        if (seq === resolveSeq) setSend({ resolving: false, receiverError: ctx.t.describe(e) })
      }
    },

    /** The most that can be sent of the chosen token: all of an ERC-20; the native balance less fees. */
    async maxSendAmount(): Promise<string> {
      const token = store.get().send.token
      const a = activeAccount(ctx)
      if (!token || !a?.network) return '0'
      const balance = parseAmount(token.balance, token.decimals)
      if (!('value' in balance)) return '0'
      if (token.address) return formatUnitsExact(balance.value, token.decimals)
      // Native: the balance as the chain has it now (the listed one may be up to 30 s old), less fees.
      const adapter = ctx.adapterFor(a.namespace)
      const to = store.get().send.receiverAddress ?? a.address
      const [fresh, fee] = await Promise.all([
        adapter.getBalance({ address: a.address, network: a.network }),
        adapter.estimateSendFee ? adapter.estimateSendFee({ network: a.network, from: a.address, to }) : 0n,
      ])
      const rest = fresh.value - fee
      return rest > 0n ? formatUnitsExact(rest, token.decimals) : '0'
    },

    /**
     * Sends the form's amount of its token to its receiver: validates, asks the wallet, waits for the
     * receipt (25 s), then notifies and shows Account. A declined or failed send runs the action's
     * callback, goes back and shows the error. Resolves with the transaction hash.
     */
    async sendTokens(action: TransactionAction = {}): Promise<string> {
      const s = store.get()
      const a = activeAccount(ctx)
      const problem = validateSend({
        namespace: s.activeNamespace,
        networkKnown: a?.network !== undefined,
        send: s.send,
        zone: ctx.options.nameZone,
      })
      if (problem || !a?.network || !s.send.token) {
        const error = problem ?? latchError('NOT_CONNECTED')
        setSend({ error: ctx.t.describe(error) })
        throw error
      }
      if (s.send.loading) throw latchError('SEND_NOT_SUPPORTED', { detail: 'a send is already running' })
      const { token, amount } = s.send
      const to = s.send.receiverAddress ?? s.send.receiver.trim()
      const parsed = parseAmount(amount, token.decimals)
      const value = 'value' in parsed ? parsed.value : 0n
      const network = a.network
      const adapter = ctx.adapterFor(a.namespace)
      const props = { isSmartAccount: false, token: token.symbol, amount, network: a.chainId }
      deps.pushTransactionStack(action)
      setSend({ loading: true, error: undefined })
      try {
        if (!adapter.sendTokens || !adapter.waitForReceipt) throw latchError('SEND_NOT_SUPPORTED')
        const hash = await adapter.sendTokens({
          connectorId: a.connectorId,
          network,
          from: a.address,
          to,
          value,
          ...(token.address ? { token: token.address.split(':').at(-1) ?? '' } : {}),
        })
        deps.notify({ message: ctx.t.notice(SEND_NOTICES, 'sendPending'), variant: 'loading' })
        const status = await adapter.waitForReceipt({ network, hash, timeoutMs: RECEIPT_TIMEOUT_MS })
        if (status !== 'success') throw latchError('SEND_REVERTED', { detail: hash })
        ctx.track('SEND_SUCCESS', props)
        store.set({ send: EMPTY_SEND })
        deps.notify({
          message: ctx.t.notice(SEND_NOTICES, 'sendSent', amount.trim(), token.symbol),
          variant: 'success',
        })
        deps.popTransactionStack('success')
        deps.showAccount()
        deps.onMined(hash)
        return hash
      } catch (e) {
        const rejected = isUserRejection(e)
        const message = rejected
          ? errorMessage('SEND_REJECTED')
          : e instanceof LatchError
            ? e.message
            : walletFirstLine(e)
        ctx.track(rejected ? 'SEND_REJECTED' : 'SEND_ERROR', { ...props, message })
        // Analytics keep the English message; the visitor reads it in the modal's language.
        const shown = rejected
          ? ctx.t.describe(latchError('SEND_REJECTED'))
          : e instanceof LatchError
            ? ctx.t.describe(e)
            : message
        setSend({ loading: false, error: shown })
        deps.notify({ message: shown, variant: 'error' })
        deps.popTransactionStack(rejected ? 'cancel' : 'error')
        // A refusal is the same error in every flow (Swap's too); the wallet's own stays its cause.
        throw rejected ? latchError('SEND_REJECTED', { cause: e }) : e
      }
    },
    /** Clears the form. */
    resetSend(): void {
      resolveSeq++
      store.set({ send: EMPTY_SEND })
    },
  }
  return send
}
