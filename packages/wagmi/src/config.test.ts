import { createLatch, createMemoryStorage } from '@latch/core'
import { mainnet, optimism, solana } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import * as v3 from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import * as v2 from 'wagmi-core-v2'
import { latchWagmiConfig, wagmiChainOf } from './config.ts'
import { LATCH_CONNECTOR_ID } from './connector.ts'

const latchOn = (networks: Parameters<typeof createLatch>[0]['networks']) =>
  createLatch({ networks, adapters: [evmAdapter()], projectId: 'latch-demo', storage: createMemoryStorage() })

describe('@latch/wagmi', () => {
  it('the public surface changes only on purpose', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'LATCH_CONNECTOR_ID',
      'latchConnector',
      'latchWagmiConfig',
      'wagmiChainOf',
    ])
  })

  it("wagmi's chains are Latch's EVM networks, in Latch's order, with their RPC URLs and explorers", () => {
    const latch = latchOn([optimism, solana, mainnet])
    const { chains, multiInjectedProviderDiscovery } = latchWagmiConfig(latch)
    expect(chains.map((c) => c.id)).toEqual([10, 1])
    expect(chains[1]).toEqual({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    })
    expect(multiInjectedProviderDiscovery).toBe(false)
  })

  it('refuses a Latch without EVM networks, and a non-EVM network as a chain', () => {
    expect(() => latchWagmiConfig(latchOn([solana]))).toThrow('at least one EVM network')
    expect(() => wagmiChainOf(solana)).toThrow(`${solana.caipNetworkId} is not an EVM network`)
  })

  // Both majors' createConfig take the same spread (a type error here fails `npm run typecheck`).
  it.each([
    ['wagmi 2', (l: ReturnType<typeof latchOn>) => v2.createConfig(latchWagmiConfig(l))],
    ['wagmi 3', (l: ReturnType<typeof latchOn>) => v3.createConfig(latchWagmiConfig(l))],
  ])('%s builds a config whose one connector is Latch, disconnected until Latch connects', (_, create) => {
    const config = create(latchOn([mainnet, optimism]))
    expect(config.connectors.map((c) => c.id)).toEqual([LATCH_CONNECTOR_ID])
    expect(config.chains.map((c) => c.id)).toEqual([1, 10])
    expect(config.state.status).toBe('disconnected')
  })
})
