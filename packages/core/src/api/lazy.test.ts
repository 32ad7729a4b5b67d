import { describe, expect, it } from 'vitest'
import type { ApiClient } from './client.ts'
import { lazyApiClient } from './lazy.ts'

/** A stand-in for the real client's shape: the lazy wrapper's job is only to load and forward. */
function fakeClient() {
  const backs = new Set<() => void>()
  const client = {
    isDown: () => true,
    onBack: (l: () => void) => {
      backs.add(l)
      return () => backs.delete(l)
    },
    identity: async (address: string) => ({ name: `${address}.latch.id`, avatar: null }),
  }
  return { client: client as unknown as ApiClient, backs }
}

describe('lazyApiClient', () => {
  it('loads the client on the first call only, once, and forwards every call', async () => {
    const { client } = fakeClient()
    let loads = 0
    const api = lazyApiClient(async () => {
      loads++
      return client
    })
    expect(loads).toBe(0)
    expect(api.isDown()).toBe(false)
    const [a, b] = await Promise.all([api.identity('0xa'), api.identity('0xb')])
    expect([a.name, b.name]).toEqual(['0xa.latch.id', '0xb.latch.id'])
    expect(loads).toBe(1)
    expect(api.isDown()).toBe(true)
  })

  it('attaches onBack listeners given before the load, unless cleaned up first', async () => {
    const { client, backs } = fakeClient()
    const api = lazyApiClient(async () => client)
    const kept = () => {}
    const dropped = () => {}
    api.onBack(kept)
    const off = api.onBack(dropped)
    off()
    await api.identity('0xa')
    expect([...backs]).toEqual([kept])
  })

  it('tries the load again after a failure', async () => {
    const { client } = fakeClient()
    let attempt = 0
    const api = lazyApiClient(async () => {
      if (attempt++ === 0) throw new Error('chunk failed to load')
      return client
    })
    await expect(api.identity('0xa')).rejects.toThrow('chunk failed to load')
    expect((await api.identity('0xa')).name).toBe('0xa.latch.id')
  })
})
