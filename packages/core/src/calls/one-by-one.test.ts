import { describe, expect, it } from 'vitest'
import { oneByOneHashes } from './one-by-one.ts'

const hash = `0x${'ab'.repeat(32)}`

describe('a one-by-one batch id', () => {
  it('names its chain and its landed transactions', () => {
    expect(oneByOneHashes(`latch-one-by-one:0x7a69:${hash},${hash}`)).toEqual({
      chainId: '0x7a69',
      hashes: [hash, hash],
    })
  })

  it('is told apart from a wallet’s own ids, and a tampered one is none', () => {
    for (const id of [
      crypto.randomUUID(),
      hash,
      'latch-one-by-one:0x7a69:',
      `latch-one-by-one:0x7a69:${hash},0x12`,
      `latch-one-by-one:0x7a69:${hash}:extra`,
      `other:0x7a69:${hash}`,
    ])
      expect(oneByOneHashes(id)).toBeUndefined()
  })
})
