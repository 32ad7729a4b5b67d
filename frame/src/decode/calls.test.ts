import { type Hex, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { KNOWN_SIGNATURES } from './calls.ts'

describe('known signatures', () => {
  it('are keyed by their own selectors', () => {
    for (const [selector, signature] of Object.entries(KNOWN_SIGNATURES))
      expect(toFunctionSelector(`function ${signature}`), signature).toBe(selector as Hex)
  })
})
