import { describe, expect, it } from 'vitest'
import { createLatch } from './latch.ts'
import { mainnet } from './networks/index.ts'
import type { LatchError } from './plumbing/errors.ts'
import { baseOptions, testNetworks, walletless } from './test-support.ts'

const base = () => baseOptions()

describe('createLatch options', () => {
  it('throws naming the option when networks are missing or empty', () => {
    expect(() => createLatch({ ...base(), networks: [] })).toThrowError(
      /options\.networks must be a non-empty/,
    )
    expect(() => createLatch({ ...base(), networks: undefined as never })).toThrowError(/options\.networks/)
  })

  it('"Invalid CAIP-2 network id" names the network option', () => {
    const bad = { ...mainnet, caipNetworkId: 'eip155' as never }
    expect(() => createLatch({ ...base(), networks: [bad] })).toThrowError(
      /options\.networks\[0\]\.caipNetworkId: Invalid CAIP-2 network id: "eip155"/,
    )
    try {
      createLatch({ ...base(), networks: [bad] })
    } catch (e) {
      expect((e as LatchError).code).toBe('INVALID_CAIP2')
    }
  })

  it('rejects a namespace that disagrees with the CAIP-2 id, and duplicate networks', () => {
    expect(() =>
      createLatch({ ...base(), networks: [{ ...mainnet, chainNamespace: 'solana' }] }),
    ).toThrowError(/chainNamespace must be "eip155"/)
    expect(() => createLatch({ ...base(), networks: [mainnet, mainnet] })).toThrowError(
      /lists eip155:1 twice/,
    )
  })

  it('"A project id is required"', () => {
    expect(() => createLatch({ ...base(), projectId: '' })).toThrowError(/options\.projectId is required/)
  })

  it('keeps apiUrl in one form, without a trailing slash, for every caller that joins a path to it', () => {
    expect(createLatch({ ...base(), apiUrl: 'http://127.0.0.1:8787/' }).options.apiUrl).toBe(
      'http://127.0.0.1:8787',
    )
    expect(createLatch({ ...base(), apiUrl: 'https://api.example/latch//' }).options.apiUrl).toBe(
      'https://api.example/latch',
    )
    expect(createLatch(base()).options.apiUrl).toBeUndefined()
  })

  it('rejects bad adapters, apiUrl, themeMode, themeVariables and defaultNetwork with the option named', () => {
    expect(() => createLatch({ ...base(), adapters: [{}] as never })).toThrowError(/options\.adapters\[0\]/)
    expect(() => createLatch({ ...base(), adapters: [walletless(), walletless()] })).toThrowError(
      /two adapters/,
    )
    expect(() => createLatch({ ...base(), apiUrl: 'ftp://x' })).toThrowError(/options\.apiUrl/)
    expect(() => createLatch({ ...base(), themeMode: 'blue' as never })).toThrowError(/options\.themeMode/)
    expect(() => createLatch({ ...base(), themeVariables: { '--latch-accent': 'red;}' } })).toThrowError(
      /options\.themeVariables/,
    )
    expect(() => createLatch({ ...base(), themeVariables: { color: 'red' } as never })).toThrowError(
      /options\.themeVariables/,
    )
    expect(() => createLatch({ ...base(), defaultNetwork: mainnet })).toThrowError(/options\.defaultNetwork/)
  })

  it('rejects options a Latch factory makes when they are not its result, naming the factory', () => {
    const pairing = { pair: () => {}, restore: () => {} }
    expect(() => createLatch({ ...base(), walletConnect: { pair: () => {} } as never })).toThrowError(
      /options\.walletConnect must be walletConnect\(\{ projectId \}\) from @latch\/walletconnect/,
    )
    expect(() => createLatch({ ...base(), walletConnect: pairing as never })).not.toThrow()
    // The embedded wallet's connector has both its method and its kind.
    for (const bad of [null, { kind: 'embedded' }, { kind: 'other', load: () => {} }])
      expect(
        () => createLatch({ ...base(), embeddedWallet: bad as never }),
        JSON.stringify(bad),
      ).toThrowError(/options\.embeddedWallet must be embeddedWallet\(\{ url \}\) from @latch\/embedded/)
  })

  it('defaults: dark theme, first network', () => {
    const latch = createLatch(base())
    expect(latch.options.themeMode).toBe('dark')
    expect(latch.options.defaultNetwork).toBe(testNetworks[0])
  })
})

describe('modal', () => {
  it('opens on Connect when disconnected and resets to Connect on close', () => {
    const latch = createLatch(base())
    latch.open()
    expect(latch.getState().modal).toMatchObject({ open: true, history: [{ view: 'Connect' }] })
    latch.modal.push('AllWallets')
    latch.close()
    expect(latch.getState().modal).toMatchObject({ open: false, history: [{ view: 'Connect' }] })
  })

  it('"With a history one deep, going back closes the modal"', () => {
    const latch = createLatch(base())
    latch.open()
    latch.modal.push('AllWallets')
    latch.modal.goBack()
    expect(latch.getState().modal.open).toBe(true)
    latch.modal.goBack()
    expect(latch.getState().modal.open).toBe(false)
  })

  it('refuses an unknown view with a clear error', () => {
    const latch = createLatch(base())
    expect(() => latch.open({ view: 'Nope' as never })).toThrowError(/Invalid view: unknown view "Nope"/)
    expect(latch.getState().modal.open).toBe(false)
  })

  it('two instances on one page keep independent state', () => {
    const a = createLatch(base())
    const b = createLatch(base())
    a.open()
    expect(a.getState().modal.open).toBe(true)
    expect(b.getState().modal.open).toBe(false)
  })

  it('connect with an unknown connector throws CONNECTOR_NOT_FOUND and changes nothing', async () => {
    const latch = createLatch(base())
    await expect(latch.connect('nobody')).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
    expect(latch.getState().connections).toEqual({})
  })

  it('the server state is the pristine state', () => {
    const latch = createLatch(base())
    const server = latch.getServerState()
    latch.open()
    expect(latch.getServerState()).toBe(server)
    expect(server.modal.open).toBe(false)
  })
})
