import type { Block, Hash, Log, Transaction, TransactionReceipt } from 'viem'

/** keccak256("Transfer(address,address,uint256)"): the topic of ERC-20 and ERC-721 transfers. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** A transfer as the indexer stores it. */
export type TransferRow = {
  chain: string
  txHash: string
  logIndex: number
  blockNumber: bigint
  blockHash: string
  minedAt: Date
  sender: string
  recipient: string
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  value: string
  status: 'confirmed' | 'failed'
  /** The transaction's own sender, recipient and nonce (a token transfer's parties differ). */
  txFrom: string | null
  txTo: string | null
  txNonce: number | null
}

const txParties = (tx: Transaction | undefined) => ({
  txFrom: tx ? tx.from.toLowerCase() : null,
  txTo: tx?.to ? tx.to.toLowerCase() : null,
  txNonce: tx ? tx.nonce : null,
})

const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * Turns blocks (with their transactions), the receipts of value-moving transactions and the range's
 * Transfer logs into rows: native value moves (log index -1), ERC-20 (3 topics, value in data) and
 * ERC-721 (4 topics, token id in the last).
 */
export function extractTransfers(
  chain: string,
  blocks: readonly Block<bigint, true>[],
  receipts: ReadonlyMap<Hash, Pick<TransactionReceipt, 'status'>>,
  logs: readonly Log[],
): TransferRow[] {
  const byNumber = new Map(blocks.map((b) => [b.number, b]))
  const txByHash = new Map(blocks.flatMap((b) => (b.transactions as Transaction[]).map((t) => [t.hash, t])))
  const rows: TransferRow[] = []
  for (const block of blocks) {
    for (const tx of block.transactions as Transaction[]) {
      if (tx.value === 0n || !tx.to) continue
      rows.push({
        chain,
        txHash: tx.hash,
        logIndex: -1,
        blockNumber: block.number!,
        blockHash: block.hash!,
        minedAt: new Date(Number(block.timestamp) * 1000),
        sender: tx.from.toLowerCase(),
        recipient: tx.to.toLowerCase(),
        kind: 'native',
        token: null,
        value: tx.value.toString(),
        status: receipts.get(tx.hash)?.status === 'reverted' ? 'failed' : 'confirmed',
        ...txParties(tx),
      })
    }
  }
  for (const log of logs) {
    const topics = log.topics as string[]
    if (topics[0] !== TRANSFER_TOPIC || topics.length < 3 || log.blockNumber === null) continue
    const block = byNumber.get(log.blockNumber)
    if (!block) continue
    const nft = topics.length === 4
    if (!nft && (log.data === '0x' || log.data.length < 3)) continue
    rows.push({
      chain,
      txHash: log.transactionHash!,
      logIndex: log.logIndex!,
      blockNumber: log.blockNumber,
      blockHash: block.hash!,
      minedAt: new Date(Number(block.timestamp) * 1000),
      sender: topicAddress(topics[1]!),
      recipient: topicAddress(topics[2]!),
      kind: nft ? 'erc721' : 'erc20',
      token: log.address.toLowerCase(),
      value: BigInt(nft ? topics[3]! : log.data).toString(),
      status: 'confirmed',
      ...txParties(txByHash.get(log.transactionHash!)),
    })
  }
  return rows
}
