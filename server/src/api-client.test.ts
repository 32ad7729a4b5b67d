/** Core's API client against the real server, over the unit-test devnet. */

import { createMemoryStorage } from '@latch/core'
import { createApiClient } from '@latch/core/internal/api/client'
import { createPageStorage } from '@latch/core/internal/plumbing/page-storage'
import { testAccount } from '@latch/devnet/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './test/harness.ts'

const account = testAccount(9)

describe('the core API client against the real server', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let forbidden = 0
  const client = (projectId = 'latch-demo') =>
    createApiClient({
      apiUrl: s.base,
      projectId,
      sdkType: 'latch',
      sdkVersion: 'test',
      storage: createPageStorage(createMemoryStorage()),
      onStatus: (s) => void (s === 403 && forbidden++),
    })
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
  })
  afterAll(() => s.stop())

  it('gates chain-scoped calls on the supported chains', async () => {
    const api = client()
    expect(await api.isSupported('eip155:31337')).toBe(true)
    await expect(api.balance(account.address, 'eip155:1')).rejects.toThrowError('Unsupported chain: eip155:1')
  })

  it('reads balances, and errors carry "HTTP status code: {n}"', async () => {
    const { balances } = await client().balance(account.address, 'eip155:31337')
    expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'LTK', 'LUSD'])
    const err = await client('nope')
      .supportedChains()
      .catch((e: unknown) => e)
    expect(err).toMatchObject({ code: 'HTTP_STATUS', message: 'HTTP status code: 401' })
    expect(forbidden).toBe(0)
  })

  it('caches identity for 5 minutes', async () => {
    const api = client()
    expect(await api.identity(account.address)).toEqual({ name: null, avatar: null })
    const message = JSON.stringify({
      name: 'cached-id.latch.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    await api.registerName({
      coin_type: (31337 | 0x80000000) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    })
    expect((await api.identity(account.address)).name).toBeNull()
    expect((await client().identity(account.address)).name).toBe('cached-id.latch.id')
    const profile = await api.lookupName('cached-id.latch.id')
    expect(profile.addresses).toEqual({
      [(31337 | 0x80000000) >>> 0]: { address: account.address, created: profile.registered_at },
    })
  })
})
