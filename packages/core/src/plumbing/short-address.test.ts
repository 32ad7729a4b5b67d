import { expect, it } from 'vitest'
import { shortenAddress } from './short-address.ts'

it('"addresses show 4 leading and 6 trailing characters"', () => {
  expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  expect(shortenAddress('0xabc')).toBe('0xabc')
})
