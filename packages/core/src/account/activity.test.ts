import type { ApiTransaction } from '@latch/protocol/api/wire'
import { describe, expect, it } from 'vitest'
import { keepTransactions } from './activity.ts'
import { groupTransactions } from './transaction-groups.ts'

const tx = (id: string, minedAt: string, over: Partial<ApiTransaction['metadata']> = {}, spam?: boolean) =>
  ({
    id,
    metadata: {
      operationType: 'receive',
      hash: id,
      minedAt,
      chain: 'eip155:31337',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
      nonce: 0,
      ...over,
    },
    transfers:
      spam === undefined
        ? [
            {
              direction: 'in',
              sender: '0x1',
              recipient: '0x2',
              quantity: { numeric: '1' },
              fungible_info: { name: 'E', symbol: 'ETH', icon: { url: '' } },
            },
          ]
        : [
            {
              direction: 'in',
              sender: '0x1',
              recipient: '0x2',
              quantity: { numeric: '1' },
              nft_info: {
                name: 'N',
                token_id: '1',
                content: { preview: { url: '' } },
                flags: { is_spam: spam },
              },
            },
          ],
  }) satisfies ApiTransaction

describe('keepTransactions (SPEC §5)', () => {
  it('drops other chains and transactions whose transfers are all spam NFTs', () => {
    const kept = keepTransactions(
      [
        tx('a', '2026-11-01T00:00:00Z'),
        tx('b', '2026-11-01T00:00:00Z', { chain: 'eip155:31338' }),
        tx('c', '2026-11-01T00:00:00Z', {}, true),
        tx('d', '2026-11-01T00:00:00Z', {}, false),
      ],
      'eip155:31337',
    )
    expect(kept.map((t) => t.id)).toEqual(['a', 'd'])
  })
})

describe('groupTransactions', () => {
  it('groups by year then month, newest first', () => {
    const groups = groupTransactions([
      tx('jan25', '2025-01-10T00:00:00Z'),
      tx('nov26a', '2026-11-02T00:00:00Z'),
      tx('mar26', '2026-03-31T23:00:00Z'),
      tx('nov26b', '2026-11-20T00:00:00Z'),
      tx('bad', 'not a date'),
    ])
    expect(
      groups.map((y) => [y.year, y.months.map((m) => [m.month, m.transactions.map((t) => t.id)])]),
    ).toEqual([
      [
        2026,
        [
          [10, ['nov26b', 'nov26a']],
          [2, ['mar26']],
        ],
      ],
      [2025, [[0, ['jan25']]]],
    ])
  })
})
