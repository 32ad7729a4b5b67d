import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, scripted, testNetworks } from '../test-support.ts'
import type { LatchState } from '../types.ts'
import { networkById, selectAccount, selectNetwork } from './selectors.ts'

const A = '0x00000000000000000000000000000000000000aa'
const [chainA, chainB] = testNetworks

/** A state with the eip155 namespace as given. */
const withEvm = (connection: LatchState['connections']['eip155'], selected = chainA.caipNetworkId) => {
  const latch = createLatch(baseOptions())
  return { ...latch.getState(), activeCaipNetworkId: selected, connections: { eip155: connection } }
}

describe('networkById', () => {
  it('finds a configured network by CAIP-2 id, and nothing for another or none', () => {
    expect(networkById(testNetworks, 'eip155:31338')).toBe(chainB)
    expect(networkById(testNetworks, 'eip155:1')).toBeUndefined()
    expect(networkById(testNetworks, undefined)).toBeUndefined()
  })
})

describe('selectAccount', () => {
  it('names the address, CAIP-10 account and wallet only while connected', () => {
    const connected = withEvm({
      status: 'connected',
      connectorId: 'w',
      address: A,
      caipAddress: `eip155:31337:${A}`,
      caipNetworkId: chainA.caipNetworkId,
      connections: [],
    })
    expect(selectAccount(connected)).toEqual({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: A,
      caipAddress: `eip155:31337:${A}`,
      connectorId: 'w',
    })
    // Reconnecting knows the wallet, not yet the account: nothing is claimed.
    const reconnecting = withEvm({ status: 'reconnecting', connectorId: 'w', connections: [] })
    expect(selectAccount(reconnecting)).toMatchObject({
      status: 'reconnecting',
      isConnected: false,
      address: undefined,
      connectorId: undefined,
    })
    expect(selectAccount(withEvm(undefined), 'solana')).toMatchObject({
      namespace: 'solana',
      status: 'disconnected',
      isConnected: false,
    })
  })
})

describe('selectNetwork', () => {
  it("is the wallet's network when connected, and flags one the app does not configure", () => {
    const on = (id: `eip155:${number}`) =>
      withEvm({ status: 'connected', connectorId: 'w', address: A, caipNetworkId: id, connections: [] })
    expect(selectNetwork(on('eip155:31338'), testNetworks)).toEqual({
      caipNetwork: chainB,
      caipNetworkId: 'eip155:31338',
      chainId: 31338,
      isUnsupported: false,
    })
    expect(selectNetwork(on('eip155:5'), testNetworks)).toEqual({
      caipNetwork: undefined,
      caipNetworkId: 'eip155:5',
      chainId: '5',
      isUnsupported: true,
    })
  })

  it('is the selected network when nothing is connected, in the active namespace only', () => {
    const idle = withEvm(undefined, chainB.caipNetworkId)
    expect(selectNetwork(idle, testNetworks)).toMatchObject({ caipNetwork: chainB, isUnsupported: false })
    expect(selectNetwork(idle, testNetworks, 'solana')).toMatchObject({
      caipNetwork: undefined,
      caipNetworkId: undefined,
      isUnsupported: false,
    })
  })
})

describe('latch.getAccount and latch.getNetwork', () => {
  it('read the state through the selectors, before and after a connection', async () => {
    const wallet = scripted({ w: { address: A, chainId: 31338 } })
    const latch = createLatch(baseOptions({ adapters: [wallet.adapter] }))
    const unmount = latch.mount()
    expect(latch.getAccount()).toEqual(selectAccount(latch.getState()))
    expect(latch.getNetwork()).toBe(chainA)
    await latch.connect('w')
    expect(latch.getAccount()).toMatchObject({ isConnected: true, address: A, connectorId: 'w' })
    expect(latch.getNetwork()).toBe(chainB)
    expect(latch.getNetwork()).toBe(selectNetwork(latch.getState(), latch.options.networks).caipNetwork)
    expect(() => latch.getAccount('nope' as never)).toThrow(/namespace/i)
    unmount()
  })
})
