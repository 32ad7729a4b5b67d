import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, connectedLatch, topView } from '../test-support.ts'
import { FARCASTER_RELOAD_MS } from './modal.ts'

const view = topView

describe('modal opening (SPEC §2)', () => {
  it('"Otherwise it shows the given view, or Account when an address is connected, or Connect otherwise"', async () => {
    const latch = createLatch(baseOptions())
    latch.open()
    expect(view(latch)).toBe('Connect')
    latch.open({ view: 'AllWallets' })
    expect(view(latch)).toBe('AllWallets')
    const connected = await connectedLatch()
    connected.close()
    connected.open()
    expect(view(connected)).toBe('Account')
  })

  it('"if a namespace is given and differs from the active chain, the modal switches network"', () => {
    const solana = {
      id: 'mainnet',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
      chainNamespace: 'solana' as const,
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    }
    const latch = createLatch(baseOptions({ networks: [...baseOptions().networks, solana] }))
    latch.open({ namespace: 'solana' })
    expect(latch.getState().activeNamespace).toBe('solana')
    expect(latch.getState().activeCaipNetworkId).toBe(solana.caipNetworkId)
    expect(latch.getState().modal.namespace).toBe('solana')
    expect(() => latch.open({ namespace: 'cosmos' })).toThrowError(/Network not found/)
    expect(() => latch.open({ namespace: 'nope' as never })).toThrowError(/Invalid chain namespace/)
  })

  it('"With no adapter and no address, or when manual WalletConnect control is on, it shows AllWallets on mobile and ConnectingWalletConnectBasic elsewhere"', () => {
    const desktop = createLatch(baseOptions({ adapters: [], environment: { isMobile: false } }))
    desktop.open()
    expect(view(desktop)).toBe('ConnectingWalletConnectBasic')
    const mobile = createLatch(baseOptions({ adapters: [], environment: { isMobile: true } }))
    mobile.open({ view: 'Account' })
    expect(view(mobile)).toBe('AllWallets')
    const manual = createLatch(baseOptions({ manualWCControl: true, environment: { isMobile: false } }))
    manual.open()
    expect(view(manual)).toBe('ConnectingWalletConnectBasic')
  })

  it('"Closing resets to Connect"', () => {
    const latch = createLatch(baseOptions())
    latch.open({ view: 'AllWallets' })
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: false, history: [{ view: 'Connect' }] })
  })

  it('"In embedded mode it shows Account if connected, else Connect"', async () => {
    const plain = createLatch(baseOptions({ enableEmbedded: true }))
    plain.open({ view: 'AllWallets' })
    plain.close()
    expect(view(plain)).toBe('Connect')
    const latch = await connectedLatch({ enableEmbedded: true })
    latch.modal.push('SwitchNetwork')
    latch.close()
    expect(view(latch)).toBe('Account')
  })

  it('"Modal open and close are tracked as events"', () => {
    const latch = createLatch(baseOptions())
    latch.open()
    expect(latch.getState().lastEvent?.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    latch.close()
    expect(latch.getState().lastEvent?.data).toEqual({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    })
  })

  it('holds loading, open, shake and namespace', () => {
    const latch = createLatch(baseOptions())
    latch.modal.setLoading(true)
    expect(latch.getState().modal).toMatchObject({ loading: true, open: false, shake: false })
  })
})

describe('timed modal rules', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('"On UnsupportedChain an overlay click shakes (500 ms) instead of closing"', () => {
    const latch = createLatch(baseOptions())
    latch.open({ view: 'UnsupportedChain' })
    latch.modal.requestClose()
    expect(latch.getState().modal).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(499)
    expect(latch.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latch.getState().modal.shake).toBe(false)
    latch.modal.replace('Connect')
    latch.modal.requestClose()
    expect(latch.getState().modal.open).toBe(false)
  })

  it('"Leaving the Farcaster view without an address clears the Farcaster URL and reloads the embedded-wallet provider after 100 ms"', () => {
    const latch = createLatch(baseOptions())
    const reload = vi.fn()
    latch.modal.registerEmbeddedWallet({ reload })
    latch.open()
    latch.modal.push('ConnectingFarcaster')
    latch.modal.setFarcasterUrl('https://farcaster.example/sign-in?token=1')
    latch.modal.goBack()
    expect(latch.getState().farcasterUrl).toBeUndefined()
    expect(view(latch)).toBe('Connect')
    vi.advanceTimersByTime(FARCASTER_RELOAD_MS - 1)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('router (SPEC §2)', () => {
  it('"Going back to Connect while an account is connected shows Account instead"', async () => {
    const latch = await connectedLatch()
    latch.modal.reset('Connect')
    latch.modal.push('AllWallets')
    latch.modal.goBack()
    expect(latch.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it('push, replace and reset refuse unknown views', () => {
    const latch = createLatch(baseOptions())
    for (const f of [latch.modal.push, latch.modal.replace, latch.modal.reset]) {
      expect(() => f('Nope' as never)).toThrowError(/Invalid view/)
    }
  })
})
