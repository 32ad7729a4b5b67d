import { describe, expect, it } from 'vitest'
import { apiBase, apiEndpoint } from './wire.ts'

const caller = { projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '0.1.0', clientId: 'c0ffee' }

describe('a call’s URL', () => {
  it('joins the base without its trailing slash', () => {
    expect(apiBase('https://api.example/')).toBe('https://api.example')
    expect(apiBase('https://api.example/v2')).toBe('https://api.example/v2')
    // As createLatch keeps apiUrl: every trailing slash goes.
    expect(apiBase('https://api.example/v2//')).toBe('https://api.example/v2')
  })

  it('carries the common query first, then the call’s own parameters, leaving out undefined ones', () => {
    const url = new URL(
      apiEndpoint('https://api.example/', '/v1/x', caller, { chainId: 'eip155:1', cursor: undefined }),
    )
    expect(url.origin + url.pathname).toBe('https://api.example/v1/x')
    expect([...url.searchParams]).toEqual([
      ['projectId', 'latch-demo'],
      ['st', 'latch'],
      ['sv', '0.1.0'],
      ['clientId', 'c0ffee'],
      ['chainId', 'eip155:1'],
    ])
  })
})
