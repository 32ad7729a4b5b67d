/**
 * The Swap flow: the network's tokens with the account's balances, quotes as the visitor types
 * (debounced; a late answer for an older amount is dropped), then an approval when the router may not
 * spend enough, and the swap, each sent by the connected wallet and followed to its receipt; a wallet
 * with batches (ERC-5792) gets both as one batch, approved once. Loaded the first time the Swap view opens.
 */

import type { SwapSide } from '@latch/protocol/api/convert-wire'
import type { ApiTokenBalance } from '@latch/protocol/api/wire'
import { requireApi } from '../api/require.ts'
import {
  type BatchWallet,
  batchWallet,
  capabilitiesOf,
  submitCalls,
  waitForCalls,
  wireCalls,
} from '../calls/run.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { AdapterFor } from '../connection/adapter.ts'
import { RECEIPT_TIMEOUT_MS } from '../connection/receipt-poll.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { Network } from '../networks/types.ts'
import { formatUnitsExact, parseAmount } from '../plumbing/amount.ts'
import { errorMessage, isUserRejection, LatchError, latchError, walletFirstLine } from '../plumbing/errors.ts'
import { convertClient, swapError } from './convert-client.ts'
import { SWAP_NOTICES } from './notices.ts'
import { heldOf, isNative, quoteView, typedAmount } from './quote-view.ts'
import type { SwapSlice, SwapState } from './state.ts'
import type { SwapActions, SwapDeps } from './types.ts'

/** How long typing rests before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 250
/** A gas price read is used for quotes this long. */
export const SWAP_GAS_PRICE_TTL_MS = 15_000

/**
 * The connected wallet for one batch of an approval and a swap, when it has ERC-5792 (it answers
 * `wallet_getCapabilities`); undefined otherwise, or when asking fails: the two are then sent one by one.
 */
async function batchOf(caipAddress: string, provider: unknown): Promise<BatchWallet | undefined> {
  try {
    const w = batchWallet(caipAddress, provider)
    return (await capabilitiesOf(w)) ? w : undefined
  } catch {
    return undefined
  }
}

/** Creates the Swap flow of an instance. */
/** What Swap reads and writes of its instance. */
export type SwapContext = Pick<Instance<SwapSlice & ConnectionSlice>, 'store' | 't' | 'track'> & {
  options: { networks: readonly Network[] }
  adapterFor: AdapterFor
}

/** Creates the Swap flow over its instance. */
export function createSwap(ctx: SwapContext, deps: SwapDeps) {
  const { store } = ctx
  const get = () => store.get().swap
  const patch = (p: Partial<SwapState>) => store.set((s) => (s.swap ? { swap: { ...s.swap, ...p } } : {}))
  const convert = () => convertClient(requireApi(deps.api))
  let seq = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let openedFor: string | undefined
  let gas: { chain: string; at: number; wei: string } | undefined
  const token = (address: string | undefined) => get()?.tokens.find((t) => t.address === address)

  /** Reads the gas price for later quotes, at most every {@link SWAP_GAS_PRICE_TTL_MS}. */
  const refreshGasPrice = (chain: string) => {
    if (gas?.chain === chain && Date.now() - gas.at < SWAP_GAS_PRICE_TTL_MS) return
    convert()
      .gasPrice(chain)
      .then(
        (r) => {
          gas = { chain, at: Date.now(), wei: r.standard }
        },
        () => {},
      )
  }

  async function quote(my: number): Promise<void> {
    const s = get()
    const a = activeAccount(ctx)
    const from = token(s?.from)
    const to = token(s?.to)
    if (!s || !a || !from || !to) return
    const typed = typedAmount(s.side === 'in' ? s.amountIn : s.amountOut, s.side === 'in' ? from : to)
    if (!('value' in typed)) return
    const user = `${a.chainId}:${a.address}`
    const gasPrice = gas?.chain === s.caipNetworkId ? gas.wei : undefined
    refreshGasPrice(s.caipNetworkId)
    try {
      const [quotes, allowance] = await Promise.all([
        convert().quotes({
          amount: String(typed.value),
          from: from.address,
          to: to.address,
          exact: s.side,
          userAddress: user,
          ...(gasPrice ? { gasPrice } : {}),
        }),
        isNative(from.address) ? undefined : convert().allowance(from.address, user),
      ])
      if (my !== seq) return
      const q = quotes.quotes[0]
      if (!q) throw latchError('SWAP_INSUFFICIENT_LIQUIDITY')
      const nativePrice = get()?.tokens.find((t) => isNative(t.address))?.price ?? 0
      const view = quoteView(q, from, to, s.side, nativePrice)
      const needed = BigInt(s.side === 'in' ? q.fromAmount : q.maximumIn)
      patch({
        quoting: false,
        quote: view,
        ...(s.side === 'in' ? { amountOut: view.amountOut } : { amountIn: view.amountIn }),
        needsApproval: allowance !== undefined && BigInt(allowance.allowance) < needed,
      })
    } catch (e) {
      if (my === seq) patch({ quoting: false, problem: swapError(e) })
    }
  }

  /** Asks for a quote once typing rests, for the amount shown now; an older one's answer is dropped. */
  function schedule(): void {
    clearTimeout(timer)
    const my = ++seq
    const s = get()
    const typedToken = token(s?.side === 'in' ? s?.from : s?.to)
    const text = (s?.side === 'in' ? s?.amountIn : s?.amountOut)?.trim() ?? ''
    if (!s || !typedToken || !token(s.from) || !token(s.to) || text === '') {
      patch({ quoting: false })
      return
    }
    const typed = typedAmount(text, typedToken)
    if (!('value' in typed)) {
      patch({ quoting: false, problem: typed.error })
      return
    }
    patch({ quoting: true })
    timer = setTimeout(() => void quote(my), SWAP_QUOTE_DEBOUNCE_MS)
  }

  const cleared = { quote: undefined, problem: undefined, error: undefined, needsApproval: false } as const

  const swap: SwapActions = {
    /** Loads the network's tokens and the account's balances, unless held for this account and network. */
    async open(): Promise<void> {
      const a = activeAccount(ctx)
      if (!a) return
      const held = get()
      if (held && openedFor === a.key && held.status !== 'error') return
      openedFor = a.key
      seq++
      clearTimeout(timer)
      store.set({
        swap: {
          status: 'loading',
          caipNetworkId: a.chainId,
          tokens: [],
          side: 'in',
          amountIn: '',
          amountOut: '',
          quoting: false,
          needsApproval: false,
          step: 'form',
        },
      })
      try {
        const api = requireApi(deps.api)
        refreshGasPrice(a.chainId)
        const [{ tokens }, balances] = await Promise.all([
          convert().tokens(a.chainId),
          api.balance(a.address, a.chainId).then(
            (r) => r.balances,
            () => [] as ApiTokenBalance[],
          ),
        ])
        if (openedFor !== a.key) return
        const options = tokens.map((t) => ({ ...t, balance: heldOf(t, balances) }))
        patch({ status: 'ready', tokens: options, from: options[0]?.address, to: options[1]?.address })
      } catch (e) {
        if (openedFor === a.key) patch({ status: 'error', problem: swapError(e) })
      }
    },

    /** Chooses the token paid (`in`) or received (`out`); choosing the other side's token swaps them. */
    async setToken(side: SwapSide, address: string): Promise<void> {
      const s = get()
      if (!s || !token(address)) return
      const other = side === 'in' ? s.to : s.from
      const [from, to] =
        side === 'in'
          ? [address, other === address ? s.from : other]
          : [other === address ? s.to : other, address]
      patch({ from, to, ...cleared, ...(s.side === 'in' ? { amountOut: '' } : { amountIn: '' }) })
      schedule()
    },

    /** Swaps the two tokens; the amount typed stays with its token. */
    async flip(): Promise<void> {
      const s = get()
      if (!s) return
      // The typed amount stays with its token, which moves to the other side.
      patch({
        from: s.to,
        to: s.from,
        ...cleared,
        ...(s.side === 'in'
          ? { side: 'out', amountOut: s.amountIn, amountIn: '' }
          : { side: 'in', amountIn: s.amountOut, amountOut: '' }),
      })
      schedule()
    },

    /** Sets the amount paid (`in`) or received (`out`) as typed; the other follows from the quote. */
    async setAmount(side: SwapSide, text: string): Promise<void> {
      if (!get()) return
      const t = String(text).slice(0, 100)
      patch(
        side === 'in'
          ? { side, amountIn: t, amountOut: '', ...cleared }
          : { side, amountOut: t, amountIn: '', ...cleared },
      )
      schedule()
    },

    /**
     * Approves the token paid when the router may not spend enough, then swaps: each step asks the
     * wallet and waits for the receipt. Resolves with the swap's hash; a declined or failed step
     * leaves the form with its error, and rejects.
     */
    async submit(): Promise<string> {
      const s = get()
      const a = activeAccount(ctx)
      const from = token(s?.from)
      const to = token(s?.to)
      if (!s || !a?.network || !from || !to || !s.quote || s.quoting || s.problem || s.step !== 'form')
        throw latchError('SEND_NOT_SUPPORTED', { detail: 'no quote to swap' })
      const typed = typedAmount(s.side === 'in' ? s.amountIn : s.amountOut, s.side === 'in' ? from : to)
      if (!('value' in typed)) throw typed.error
      const adapter = ctx.adapterFor(a.namespace)
      const network = a.network
      const user = `${a.chainId}:${a.address}`
      const props = {
        token: `${from.symbol}→${to.symbol}`,
        amount: s.side === 'in' ? s.amountIn : s.amountOut,
        network: a.chainId,
      }
      const send = async (tx: { to: string; data: string; value: string; gas?: string }) => {
        if (!adapter.sendCall || !adapter.waitForReceipt) throw latchError('SEND_NOT_SUPPORTED')
        return adapter.sendCall({
          connectorId: a.connectorId,
          network,
          from: a.address,
          to: tx.to,
          data: tx.data,
          value: BigInt(tx.value),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      const mined = async (hash: string) => {
        const status = await adapter.waitForReceipt!({ network, hash, timeoutMs: RECEIPT_TIMEOUT_MS })
        if (status !== 'success') throw latchError('SEND_REVERTED', { detail: hash })
      }
      // What may be paid: the amount typed, or for an exact output the most it may cost.
      const approval = () => {
        const most = parseAmount(s.quote!.bound, from.decimals)
        const amount = s.side === 'in' ? typed.value : 'value' in most ? most.value : typed.value
        return convert().buildApprove({
          userAddress: user,
          from: from.address,
          to: to.address,
          amount: String(amount),
        })
      }
      const build = (disableEstimate: boolean) =>
        convert().buildTransaction({
          amount: String(typed.value),
          from: from.address,
          to: to.address,
          userAddress: user,
          exact: s.side,
          eip155: { slippage: s.quote!.slippage },
          ...(disableEstimate ? { disableEstimate } : {}),
        })
      try {
        const batch = s.needsApproval ? await batchOf(user, adapter.getProvider(a.connectorId)) : undefined
        let hash: string
        let built: Awaited<ReturnType<typeof build>>
        if (batch) {
          // One batch, approved once: the approval, then the swap, built without the allowance it will have
          // (the wallet estimates its gas once the approval is mined).
          patch({ step: 'swapping', error: undefined })
          const { tx } = await approval()
          built = await build(true)
          const calls = wireCalls(
            [tx, built.tx].map((c) => ({
              to: c.to as `0x${string}`,
              data: c.data as `0x${string}`,
              value: BigInt(c.value),
            })),
          )
          const { id } = await submitCalls(batch, calls)
          deps.notify({ message: ctx.t.notice(SWAP_NOTICES, 'swapPending'), variant: 'loading' })
          const status = await waitForCalls(batch, {
            id,
            timeoutMs: 2 * RECEIPT_TIMEOUT_MS,
            pollingIntervalMs: 500,
          })
          const last = status.receipts.at(-1)
          if (status.status !== 'success' || !last) throw latchError('SEND_REVERTED', { detail: id })
          hash = last.transactionHash
          patch({ needsApproval: false })
        } else {
          if (s.needsApproval) {
            patch({ step: 'approving', error: undefined })
            const { tx } = await approval()
            const approved = await send(tx)
            deps.notify({
              message: ctx.t.notice(SWAP_NOTICES, 'swapApproving', from.symbol),
              variant: 'loading',
            })
            await mined(approved)
            deps.notify({
              message: ctx.t.notice(SWAP_NOTICES, 'swapApproved', from.symbol),
              variant: 'success',
            })
            patch({ needsApproval: false })
          }
          patch({ step: 'swapping', error: undefined })
          built = await build(false)
          hash = await send(built.tx)
          deps.notify({ message: ctx.t.notice(SWAP_NOTICES, 'swapPending'), variant: 'loading' })
          await mined(hash)
        }
        ctx.track('SWAP_SUCCESS', props)
        const paid = formatUnitsExact(BigInt(built.quote.fromAmount), from.decimals)
        const got = formatUnitsExact(BigInt(built.quote.toAmount), to.decimals)
        clearTimeout(timer)
        seq++
        openedFor = undefined
        store.set({ swap: undefined })
        deps.notify({
          message: ctx.t.notice(SWAP_NOTICES, 'swapDone', paid, from.symbol, got, to.symbol),
          variant: 'success',
        })
        deps.showAccount()
        deps.onMined(hash)
        return hash
      } catch (e) {
        const rejected = isUserRejection(e)
        const error = rejected ? latchError('SEND_REJECTED', { cause: e }) : swapError(e)
        ctx.track(rejected ? 'SWAP_REJECTED' : 'SWAP_ERROR', {
          ...props,
          message: error instanceof LatchError ? error.message : errorMessage('SOMETHING_WENT_WRONG'),
        })
        const shown = error instanceof LatchError ? ctx.t.describe(error) : walletFirstLine(e)
        patch({ step: 'form', error: error instanceof LatchError ? error : new Error(shown) })
        deps.notify({ message: shown, variant: 'error' })
        throw error
      }
    },

    /** Clears the form; the next opening loads the tokens again. */
    async reset(): Promise<void> {
      clearTimeout(timer)
      seq++
      openedFor = undefined
      store.set({ swap: undefined })
    },
  }
  return swap
}
