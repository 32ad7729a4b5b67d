import { expect, it } from 'vitest'
import type { ApiClient } from '../api/client.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { createLatchSiwx } from './latch-siwx-impl.ts'

const TOKEN = 'a'.repeat(32)
const stored = (chainId: string) =>
  JSON.stringify({
    '0xabc': {
      token: TOKEN,
      session: { message: 'm', signature: '0x', data: { accountAddress: '0xAbC', chainId } },
    },
  })

it('a stored session whose chain is not a CAIP-2 id is dropped on read: signing every account out asks the server nothing', async () => {
  const asked: string[] = []
  // Any call would be a revoke of the dropped session: recorded, then refused.
  const api = {
    request: async (path: string) => {
      asked.push(path)
      throw new Error('not expected')
    },
  } as unknown as ApiClient
  const storage = createMemoryStorage()
  storage.setItem('@latch/siwx_sessions', stored('not a chain'))
  await createLatchSiwx({ api, storage }, {}).setSessions([])
  expect(asked).toEqual([])

  // The same entry on a CAIP-2 chain is read, and signing out revokes it on the server.
  storage.setItem('@latch/siwx_sessions', stored('eip155:1'))
  await expect(createLatchSiwx({ api, storage }, {}).setSessions([])).rejects.toThrow('not expected')
  expect(asked).toHaveLength(1)
})
