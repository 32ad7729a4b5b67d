import { describe, expect, it } from 'vitest'
import { networkLabel } from './network-names.ts'

const chain = (id: number) => `Chain ${id}`

describe('networkLabel', () => {
  it('names a network the frame knows from its own table, whatever the page calls it, with its id', () => {
    expect(networkLabel(1, 'Latch Devnet A', chain)).toBe('Ethereum (Chain 1)')
    expect(networkLabel(8453, undefined, chain)).toBe('Base (Chain 8453)')
  })

  it("takes the page's name for a network it does not know, with the id beside it", () => {
    expect(networkLabel(31337, 'Latch Devnet A', chain)).toBe('Latch Devnet A (Chain 31337)')
  })

  it("never takes a page's name that the table gives another chain", () => {
    expect(networkLabel(31337, ' ethereum ', chain)).toBe('Chain 31337')
  })

  it('says only the id when nobody names the network', () => {
    expect(networkLabel(777, undefined, chain)).toBe('Chain 777')
    expect(networkLabel(777, '  ', chain)).toBe('Chain 777')
  })
})
