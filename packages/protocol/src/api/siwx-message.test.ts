import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage, parseSiwxMessage } from './siwx-message.ts'

// EIP-4361's example message, field for field.
const EXAMPLE = {
  domain: 'example.com',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1' as const,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

describe('formatSiwxMessage', () => {
  it("writes EIP-4361's example exactly", () => {
    expect(formatSiwxMessage(EXAMPLE)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'I accept the ExampleOrg Terms of Service: https://example.com/tos',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('leaves out what is not set, keeping the empty line the statement would take, and writes the times in order', () => {
    const { statement: _, resources: __, ...plain } = EXAMPLE
    expect(
      formatSiwxMessage({
        ...plain,
        expirationTime: '2021-10-01T16:25:24Z',
        notBefore: '2021-09-30T16:30:00Z',
        requestId: 'req-1',
      }),
    ).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Expiration Time: 2021-10-01T16:25:24Z',
        'Not Before: 2021-09-30T16:30:00Z',
        'Request ID: req-1',
      ].join('\n'),
    )
  })

  it("names the chain CAIP-122's way for Solana and Bitcoin", () => {
    const text = formatSiwxMessage({ ...EXAMPLE, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(text.split('\n')[0]).toBe('example.com wants you to sign in with your Solana account:')
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('is the message viem writes from the same fields, and viem reads every field back', () => {
    const data = {
      ...EXAMPLE,
      expirationTime: '2021-10-01T16:25:24.000Z',
      issuedAt: '2021-09-30T16:25:24.000Z',
    }
    const text = formatSiwxMessage(data)
    expect(text).toBe(
      createSiweMessage({
        address: data.accountAddress as `0x${string}`,
        chainId: 1,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        statement: data.statement,
        issuedAt: new Date(data.issuedAt),
        expirationTime: new Date(data.expirationTime),
        resources: data.resources,
      }),
    )
    expect(parseSiweMessage(text)).toMatchObject({
      address: data.accountAddress,
      chainId: 1,
      domain: 'example.com',
      nonce: '32891756',
      statement: data.statement,
      uri: data.uri,
      version: '1',
      issuedAt: new Date(data.issuedAt),
      expirationTime: new Date(data.expirationTime),
      resources: data.resources,
    })
  })

  it('reads back every field it writes, for each namespace, and nothing that is not such a message', () => {
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const) {
      const data = {
        ...EXAMPLE,
        chainId,
        expirationTime: '2021-10-01T16:25:24Z',
        notBefore: '2021-09-30T16:30:00Z',
        requestId: 'r1',
      }
      expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual({
        domain: 'example.com',
        namespace: chainId.split(':')[0],
        address: EXAMPLE.accountAddress,
        statement: EXAMPLE.statement,
        uri: EXAMPLE.uri,
        version: '1',
        reference: chainId.split(':')[1],
        nonce: '32891756',
        issuedAt: '2021-09-30T16:25:24Z',
        expirationTime: '2021-10-01T16:25:24Z',
        notBefore: '2021-09-30T16:30:00Z',
        requestId: 'r1',
        resources: EXAMPLE.resources,
      })
    }
    const { statement: _, ...plain } = EXAMPLE
    expect(parseSiwxMessage(formatSiwxMessage(plain))?.statement).toBeUndefined()
    const text = formatSiwxMessage(EXAMPLE)
    expect(parseSiwxMessage(`${text}\nExtra: line`)).toBeUndefined()
    expect(parseSiwxMessage(text.replace('Nonce: ', 'Nonse: '))).toBeUndefined()
    expect(parseSiwxMessage(text.replace('Ethereum account', 'Dogecoin account'))).toBeUndefined()
    expect(parseSiwxMessage('Sign in please')).toBeUndefined()
  })
})
