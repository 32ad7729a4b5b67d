/**
 * The Dev Wallet's batched calls (ERC-5792), in the two ways real wallets answer them, so apps and tests
 * meet each: `one-by-one` (atomic batches `unsupported`: each call its own transaction, as most EOA
 * wallets) and `smart-account` (`ready` until the account delegates to the devnet's Simple7702Account,
 * then `supported`: one transaction to itself running `executeBatch`; the first batch that must be all
 * or none upgrades it, its EIP-7702 authorization in the same transaction; until then a batch that need
 * not be goes one call at a time). Loaded on the first batch request, as the keys are.
 */
import { CALLS_STATUS, delegateOf, SMART_ACCOUNT_FUNCTIONS } from '@latch/core/frame'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseAbi,
} from 'viem'
import { type DevnetChainEndpoint, smartAccountImplementation, testAccount } from '../chains.ts'
import { ProviderRpcError } from './errors.ts'

/** How a Dev Wallet answers batches: not at all (no ERC-5792), one by one, or as a smart account. */
export type DevWalletBatches = 'none' | 'one-by-one' | 'smart-account'

type Call = { to: Hex; data?: Hex; value?: Hex }
type Batch = { chain: DevnetChainEndpoint; hashes: Hex[]; atomic: boolean }

const ACCOUNT_ABI = parseAbi(SMART_ACCOUNT_FUNCTIONS)
const chainOf = (c: DevnetChainEndpoint) => ({
  id: c.id,
  name: c.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [c.rpcUrl] } },
})

/**
 * The batches of one Dev Wallet account in one mode: its capabilities per chain, sending a batch, and a
 * batch's status from the chain.
 *
 * @example
 * const batches = devBatches(0, 'smart-account')
 * await batches.capabilities(chain) // { atomic: { status: 'ready' } }
 */
export function devBatches(index: number, mode: Exclude<DevWalletBatches, 'none'>) {
  const account = testAccount(index)
  const sent = new Map<string, Batch>()
  const clients = (c: DevnetChainEndpoint) => {
    const chain = chainOf(c)
    const transport = http(c.rpcUrl)
    return {
      wallet: createWalletClient({ account, chain, transport }),
      reads: createPublicClient({ chain, transport }),
    }
  }
  const upgraded = async (c: DevnetChainEndpoint) =>
    delegateOf(await clients(c).reads.getCode({ address: account.address })) ===
    smartAccountImplementation().toLowerCase()

  return {
    /** What the account can do with batches on a chain. */
    async capabilities(c: DevnetChainEndpoint): Promise<{ atomic: { status: string } }> {
      if (mode === 'one-by-one') return { atomic: { status: 'unsupported' } }
      return { atomic: { status: (await upgraded(c)) ? 'supported' : 'ready' } }
    },

    /** Sends a batch on a chain; resolves with its id once its transactions are sent. */
    async send(c: DevnetChainEndpoint, calls: readonly Call[], atomicRequired: boolean): Promise<string> {
      const { wallet, reads } = clients(c)
      const parsed = calls.map((call) => ({
        to: call.to,
        data: call.data ?? '0x',
        value: call.value ? BigInt(call.value) : 0n,
      }))
      let batch: Batch
      // As the embedded wallet does: the account upgrades only for a batch that must be all or none.
      const isUpgraded = mode === 'smart-account' && (await upgraded(c))
      const atomic = mode === 'smart-account' && (atomicRequired || isUpgraded)
      if (!atomic) {
        if (atomicRequired)
          throw new ProviderRpcError(5760, 'This wallet cannot run calls atomically (all or none).')
        const hashes: Hex[] = []
        for (const call of parsed) {
          const hash = await wallet.sendTransaction(call)
          await reads.waitForTransactionReceipt({ hash, pollingInterval: 100 })
          hashes.push(hash)
        }
        batch = { chain: c, hashes, atomic: false }
      } else {
        const data = encodeFunctionData({
          abi: ACCOUNT_ABI,
          functionName: 'executeBatch',
          args: [parsed.map((p) => ({ target: p.to, value: p.value, data: p.data }))],
        })
        const authorizationList = isUpgraded
          ? undefined
          : [
              await wallet.signAuthorization({
                contractAddress: smartAccountImplementation(),
                executor: 'self',
              }),
            ]
        const hash = await wallet.sendTransaction({
          to: account.address,
          data,
          ...(authorizationList ? { authorizationList } : {}),
        })
        batch = { chain: c, hashes: [hash], atomic: true }
      }
      const id = crypto.randomUUID()
      sent.set(id, batch)
      return id
    },

    /** `wallet_getCallsStatus`'s answer for a batch this wallet sent. */
    async status(id: string) {
      const batch = sent.get(id)
      if (!batch) throw new ProviderRpcError(5730, 'Unknown bundle id')
      const { reads } = clients(batch.chain)
      const receipts = await Promise.all(
        batch.hashes.map((hash) => reads.getTransactionReceipt({ hash }).catch(() => undefined)),
      )
      const done = receipts.filter((r) => r !== undefined)
      const pending = done.length < batch.hashes.length
      const reverted = done.filter((r) => r.status !== 'success').length
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(batch.chain.id),
        atomic: batch.atomic,
        status: pending
          ? CALLS_STATUS.pending
          : reverted === 0
            ? CALLS_STATUS.confirmed
            : reverted === done.length
              ? CALLS_STATUS.reverted
              : CALLS_STATUS.partiallyReverted,
        receipts: done.map((r) => ({
          status: r.status === 'success' ? '0x1' : '0x0',
          transactionHash: r.transactionHash,
          blockHash: r.blockHash,
          blockNumber: numberToHex(r.blockNumber),
          gasUsed: numberToHex(r.gasUsed),
          logs: [],
        })),
      }
    },
  }
}
