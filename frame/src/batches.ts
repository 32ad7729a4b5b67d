/**
 * The embedded wallet's batches (ERC-5792). On a network where the server enables smart accounts, the
 * account runs a batch atomically as one transaction to itself (`executeBatch` of the smart-account
 * implementation it delegates to through EIP-7702, keeping its address); a batch that requires atomicity
 * from an account not yet upgraded upgrades it in the same transaction, which its approval says. Elsewhere
 * a checked batch, once approved, runs its calls one after the other, each after the one before is mined
 * (a later call may need an earlier one, as a swap needs its approval), stopping at the first that fails.
 * `wallet_getCallsStatus` reports where a batch is.
 */
import {
  CALLS_ERRORS,
  CALLS_STATUS,
  CALLS_VERSION,
  type CallsStatusWire,
  callsProblem,
  delegateOf,
  MAX_CALLS,
  type SendCallsRequest,
  type WalletCall,
  type WalletCapabilities,
} from '@latch/core/frame'
import type { Client, Hex } from 'viem'
import { getCode, waitForTransactionReceipt } from 'viem/actions'
import { RpcError } from './rpc-error.ts'

/**
 * A batch as checked: its calls, the id and sender the app gave, if any, and how it runs: atomically
 * (then `upgrade` is the implementation the account first delegates to, when it does not yet), or not.
 */
export type CheckedBatch = {
  id?: string
  from?: string
  calls: WalletCall[]
  atomic: boolean
  upgrade?: Hex
  /** Sends an atomic batch as a sponsored user operation instead (resolving once mined), when the app pays. */
  sponsored?: (calls: WalletCall[]) => Promise<Hex>
}

type Running = {
  chainId: number
  code: number
  atomic: boolean
  receipts: { status: Hex; transactionHash: Hex }[]
}

const hexId = (n: number) => `0x${n.toString(16)}` as Hex
const randomId = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** The capabilities an app asked for that it did not mark optional: this wallet supports none. */
const required = (r: Partial<SendCallsRequest>): string[] =>
  [
    r.capabilities,
    ...(Array.isArray(r.calls) ? r.calls.map((c) => (c as { capabilities?: unknown })?.capabilities) : []),
  ]
    .flatMap((caps) => (caps && typeof caps === 'object' ? Object.entries(caps) : []))
    .filter(([, v]) => (v as { optional?: unknown } | null)?.optional !== true)
    .map(([name]) => name)

/**
 * The batches of one frame: `send` submits one call on a chain (after the approval), `reads` reads it.
 *
 * @example
 * const batches = createBatches({ send, reads }); const id = batches.run(batches.check(request, 31337), 31337)
 */
export function createBatches(deps: {
  send: (chainId: number, call: WalletCall) => Promise<Hex>
  reads: (chainId: number) => Client
  /** The account's address. */
  address: () => Hex
  /** The smart-account implementation the server enables on a chain, if any. */
  implementation: (chainId: number) => Promise<Hex | undefined>
  /**
   * Whether a batch that must be atomic may upgrade the account (the visitor's preferred account type is
   * smartAccount); an account already upgraded runs batches atomically either way.
   */
  mayUpgrade: () => boolean
  /**
   * Sends the calls as one transaction to the account itself (`executeBatch`), with an EIP-7702
   * authorization to `upgrade` first when given.
   */
  sendAtomic: (chainId: number, calls: WalletCall[], upgrade: Hex | undefined) => Promise<Hex>
}) {
  const batches = new Map<string, Running>()

  /**
   * Whether the account already delegates to the chain's enabled implementation, and the implementation
   * it may upgrade to (none where smart accounts are off, or the visitor prefers a plain account).
   */
  const smartAccount = async (chainId: number) => {
    const implementation = await deps.implementation(chainId)
    if (!implementation) return { implementation: undefined, upgraded: false }
    const code = await getCode(deps.reads(chainId), { address: deps.address() }).catch(() => undefined)
    const upgraded = delegateOf(code) === implementation.toLowerCase()
    return { implementation: upgraded || deps.mayUpgrade() ? implementation : undefined, upgraded }
  }

  /**
   * Sends one transaction of a batch and follows it to its receipt, which joins the batch's: whether it
   * succeeded, or undefined when it could not be sent or its outcome is unknown.
   */
  const mined = async (entry: Running, send: () => Promise<Hex>): Promise<boolean | undefined> => {
    const hash = await send().catch(() => undefined)
    const receipt =
      hash &&
      (await waitForTransactionReceipt(deps.reads(entry.chainId), {
        hash,
        pollingInterval: 250,
        timeout: 60_000,
      }).catch(() => undefined))
    if (!hash || !receipt) return undefined
    const ok = receipt.status === 'success'
    entry.receipts.push({ status: ok ? '0x1' : '0x0', transactionHash: hash })
    return ok
  }

  /** Runs the calls as one transaction (or one sponsored user operation): all of them, or none. */
  const executeAtomic = async (entry: Running, batch: CheckedBatch) => {
    const { calls, upgrade, sponsored } = batch
    const ok = await mined(entry, () =>
      sponsored ? sponsored(calls) : deps.sendAtomic(entry.chainId, calls, upgrade),
    )
    entry.code =
      ok === undefined ? CALLS_STATUS.offchainFailure : ok ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted
  }

  /** Runs the calls in order, stopping at the first that fails; the status code says how far it got. */
  const execute = async (entry: Running, calls: WalletCall[]) => {
    for (const call of calls) {
      const ok = await mined(entry, () => deps.send(entry.chainId, call))
      if (ok === true) continue
      // After calls that went through, a partial failure; else a revert, or nothing sent at all.
      const through = entry.receipts.filter((r) => r.status === '0x1').length
      entry.code =
        through > 0
          ? CALLS_STATUS.partiallyReverted
          : ok === false
            ? CALLS_STATUS.reverted
            : CALLS_STATUS.offchainFailure
      return
    }
    entry.code = CALLS_STATUS.confirmed
  }

  return {
    /** Checks a `wallet_sendCalls` request before anything is shown; refuses with ERC-5792's codes. */
    async check(request: unknown, chainId: number): Promise<CheckedBatch> {
      if (typeof request !== 'object' || request === null)
        throw new RpcError('wallet_sendCalls takes one batch object', -32602)
      const r = request as Partial<SendCallsRequest>
      if (r.version !== undefined && r.version !== CALLS_VERSION && r.version !== '1.0')
        throw new RpcError(`Unsupported wallet_sendCalls version ${JSON.stringify(r.version)}`, -32602)
      if (r.chainId !== undefined && (typeof r.chainId !== 'string' || Number(r.chainId) !== chainId))
        throw new RpcError(`The wallet is on chain ${chainId}`, CALLS_ERRORS.unsupportedChain)
      const unsupported = required(r)
      if (unsupported.length > 0)
        throw new RpcError(`Unsupported capability ${unsupported[0]}`, CALLS_ERRORS.unsupportedCapability)
      if (Array.isArray(r.calls) && r.calls.length > MAX_CALLS)
        throw new RpcError(`A batch holds at most ${MAX_CALLS} calls`, CALLS_ERRORS.bundleTooLarge)
      const problem = callsProblem(r.calls)
      if (problem) throw new RpcError(problem, -32602)
      if (r.id !== undefined && (typeof r.id !== 'string' || r.id === '' || r.id.length > 4096))
        throw new RpcError('A batch id must be a non-empty string', -32602)
      if (r.id !== undefined && batches.has(r.id))
        throw new RpcError('A batch with this id was sent already', CALLS_ERRORS.duplicateId)
      // An upgraded account runs every batch atomically; one that must be atomic upgrades first.
      const { implementation, upgraded } = await smartAccount(chainId)
      if (r.atomicRequired === true && !implementation)
        throw new RpcError('This wallet cannot run calls atomically here', CALLS_ERRORS.atomicityUnsupported)
      const atomic = upgraded || r.atomicRequired === true
      return {
        ...(r.id !== undefined ? { id: r.id } : {}),
        ...(typeof r.from === 'string' ? { from: r.from } : {}),
        calls: r.calls as WalletCall[],
        atomic,
        ...(atomic && !upgraded && implementation ? { upgrade: implementation } : {}),
      }
    },

    /** Starts an approved batch; returns its id at once (its progress is in {@link status}). */
    run(batch: CheckedBatch, chainId: number): string {
      const id = batch.id ?? randomId()
      const entry: Running = { chainId, code: CALLS_STATUS.pending, atomic: batch.atomic, receipts: [] }
      batches.set(id, entry)
      void (batch.atomic ? executeAtomic(entry, batch) : execute(entry, batch.calls))
      return id
    },

    /** `wallet_getCallsStatus`: a batch of this frame, or ERC-5792's "unknown bundle". */
    status(id: unknown): CallsStatusWire {
      const entry = typeof id === 'string' ? batches.get(id) : undefined
      if (typeof id !== 'string' || !entry) throw new RpcError('Unknown batch id', CALLS_ERRORS.unknownBundle)
      return {
        version: CALLS_VERSION,
        id,
        chainId: hexId(entry.chainId),
        status: entry.code,
        atomic: entry.atomic,
        receipts: entry.receipts,
      }
    },

    /**
     * `wallet_getCapabilities` for the chains asked (else the current one): atomic batches `supported`
     * once upgraded, `ready` where the account can upgrade, `unsupported` elsewhere.
     */
    async capabilities(chainIds: unknown, chainId: number): Promise<Record<string, WalletCapabilities>> {
      const asked = Array.isArray(chainIds)
        ? chainIds.filter((c): c is string => typeof c === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(c))
        : []
      const chains = asked.length > 0 ? asked : [hexId(chainId)]
      return Object.fromEntries(
        await Promise.all(
          chains.map(async (c) => {
            const { implementation, upgraded } = await smartAccount(Number(c))
            const status = upgraded ? 'supported' : implementation ? 'ready' : 'unsupported'
            return [c, { atomic: { status } }] as const
          }),
        ),
      )
    },
  }
}

/** The batches of one frame. */
export type Batches = ReturnType<typeof createBatches>
