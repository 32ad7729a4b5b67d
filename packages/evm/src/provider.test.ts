import { describe, expect, it } from 'vitest'
import { firstAddress, parseChainId, readAnnouncement } from './provider.ts'

const provider = { request: async (_args: { method: string }) => null }
const info = { uuid: 'u1', name: 'Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.example' }

describe('EIP-6963 announcements', () => {
  it('accepts a well-formed announcement, its provider behind a guard that forwards requests', async () => {
    const read = readAnnouncement({ info, provider })
    expect(read?.info).toEqual(info)
    expect(await read?.provider.request({ method: 'eth_chainId' })).toEqual(
      await provider.request({ method: 'eth_chainId' }),
    )
  })

  it('turns a provider that throws into rejections and ignored listeners, never a throw', async () => {
    const hostile = {
      request: () => {
        throw new Error('sync throw')
      },
      on: () => {
        throw new Error('on throws')
      },
    }
    const read = readAnnouncement({ info, provider: hostile })!
    await expect(read.provider.request({ method: 'eth_accounts' })).rejects.toThrow('sync throw')
    expect(() => read.provider.on?.('accountsChanged', () => {})).not.toThrow()
  })

  it.each([
    ['no detail', undefined],
    ['no provider', { info }],
    ['provider without request', { info, provider: {} }],
    ['no rdns', { info: { ...info, rdns: '' }, provider }],
    ['numeric name', { info: { ...info, name: 7 }, provider }],
    ['a blank name', { info: { ...info, name: '   ' }, provider }],
    [
      'a provider getter that throws',
      {
        info,
        get provider(): never {
          throw new Error('boom')
        },
      },
    ],
  ])('ignores an announcement with %s', (_, detail) => {
    expect(readAnnouncement(detail)).toBeUndefined()
  })

  it('keeps only data:image icons, so a wallet cannot make the page fetch a URL', () => {
    expect(
      readAnnouncement({ info: { ...info, icon: 'https://evil.example/x.png' }, provider })?.info.icon,
    ).toBe('')
    expect(readAnnouncement({ info: { ...info, icon: 'javascript:alert(1)' }, provider })?.info.icon).toBe('')
  })
})

describe('wallet answers', () => {
  it('takes the first well-formed address only', () => {
    expect(firstAddress(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(firstAddress(['<script>'])).toBeUndefined()
    expect(firstAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
    expect(firstAddress([])).toBeUndefined()
  })

  it('parses hex and decimal chain ids', () => {
    expect(parseChainId('0x7a69')).toBe(31337)
    expect(parseChainId(10)).toBe(10)
    expect(parseChainId('0x')).toBeUndefined()
    expect(parseChainId('nope')).toBeUndefined()
    expect(parseChainId(-1)).toBeUndefined()
  })
})
