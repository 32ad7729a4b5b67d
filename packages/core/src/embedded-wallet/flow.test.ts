import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { createLatchStorage } from '../latch-storage.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { baseOptions, scripted } from '../test-support.ts'
import type { EmbeddedWalletConnector } from '../types.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** An embedded-wallet connector whose frame these rules never reach (it is loaded only past them). */
const unreachedFrame: EmbeddedWalletConnector = {
  kind: 'embedded',
  origin: 'http://127.0.0.1:8788',
  load: () => Promise.reject(new Error('the frame is not loaded by these rules')),
}

describe('changing the email needs the embedded wallet (SPEC §6)', () => {
  it('"No auth connector found" without an embedded wallet configured', async () => {
    const latch = createLatch(baseOptions())
    await expect(latch.email.updateEmail('ada@example.com')).rejects.toThrow('No auth connector found')
    expect(latch.getState().emailUpdate).toBeUndefined()
  })

  it('"Not connected to email or social" while another wallet is the one connected', async () => {
    const s = scripted({ w: { address: A, chainId: 31337 } })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], embeddedWallet: unreachedFrame }))
    latch.mount()
    await expect(latch.email.updateEmail('ada@example.com')).rejects.toThrow(
      'Not connected to email or social',
    )
    await latch.connect('w')
    await expect(latch.email.updateEmail('ada@example.com')).rejects.toThrow(
      'Not connected to email or social',
    )
    expect(latch.getState().emailUpdate).toBeUndefined()
  })
})

describe("switching the embedded wallet's account type (SPEC §6)", () => {
  it('needs the embedded wallet connected, and one of the two EVM account types', async () => {
    const s = scripted({ w: { address: A, chainId: 31337 } })
    const storage = createMemoryStorage()
    const latch = createLatch(baseOptions({ adapters: [s.adapter], embeddedWallet: unreachedFrame, storage }))
    latch.mount()
    await latch.connect('w')
    await expect(latch.email.setAccountType('smartAccount')).rejects.toThrow(
      'Not connected to email or social',
    )
    await expect(latch.email.setAccountType('payment' as 'eoa')).rejects.toThrow('Invalid input')
    // Nothing was kept as the visitor's preference, and the external wallet's account stays an EOA.
    expect(createLatchStorage(storage).preferredAccountTypes.get()).toBeUndefined()
    expect(latch.getState().connections.eip155?.connections?.[0]?.accounts[0]?.type).toBe('eoa')
  })
})

describe('the wallet frame of a returning email-wallet visitor (SPEC §4)', () => {
  /** An embedded-wallet connector that records when its code and its frame are asked for. */
  const recording = (events: string[]): EmbeddedWalletConnector => ({
    kind: 'embedded',
    origin: 'http://127.0.0.1:8788',
    preload: (_app, connectorId) => events.push(`preload ${connectorId}`),
    load: async () => {
      events.push('load')
      // A frame whose session has ended: the silent reconnect finds nobody signed in.
      return { isConnected: async () => false, provider: {} } as unknown as Awaited<
        ReturnType<EmbeddedWalletConnector['load']>
      >
    },
  })
  /** An EVM adapter that takes the frame's provider and records when wallet discovery starts. */
  const adopting = (events: string[]) => {
    const { adapter } = scripted({})
    return {
      ...adapter,
      adopt: () => {},
      mount: (c: Parameters<typeof adapter.mount>[0]) => {
        events.push('discovery')
        return adapter.mount(c)
      },
    }
  }

  it('is booted at mount, before the connection code loads, and the silent reconnect uses that one', async () => {
    const events: string[] = []
    const storage = createMemoryStorage()
    createLatchStorage(storage).connections.set({ eip155: 'auth' })
    const latch = createLatch(
      baseOptions({ adapters: [adopting(events)], embeddedWallet: recording(events), storage }),
    )
    latch.mount()
    // Told at once, as the page mounts: the frame need not wait for the connection code to download.
    expect(events).toEqual(['preload auth'])
    await expect.poll(() => latch.getState().connections.eip155?.status).toBe('disconnected')
    // One frame serves the restore: it took the frame already loading rather than opening another.
    expect(events.filter((e) => e === 'load')).toHaveLength(1)
    expect(events.indexOf('preload auth')).toBeLessThan(events.indexOf('discovery'))
  })

  it('waits for the visitor when the remembered wallet is another one', async () => {
    const events: string[] = []
    const storage = createMemoryStorage()
    createLatchStorage(storage).connections.set({ eip155: 'w' })
    const latch = createLatch(
      baseOptions({ adapters: [adopting(events)], embeddedWallet: recording(events), storage }),
    )
    latch.mount()
    await expect.poll(() => latch.getState().connections.eip155?.status).toBe('disconnected')
    // Told of the remembered wallet (the embedded wallet boots nothing for another's), never loaded.
    expect(events).toEqual(['preload w', 'discovery'])
  })
})
