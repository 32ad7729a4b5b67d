import { expect, it } from 'vitest'

it('the public surface changes only on purpose', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'BALANCE_CACHE_MS',
    'CHAIN_NAMESPACES',
    'ERROR_MESSAGES',
    'INJECTED_PROVIDER_WAIT_MS',
    'LatchError',
    'STORAGE_PREFIX',
    'VIEWS',
    'createLatch',
    'createMemoryStorage',
    'formatAmount',
    'isChainNamespace',
    'isUserRejection',
    'parseCaipAddress',
    'parseCaipNetworkId',
    'shortenAddress',
    'toCaipAddress',
  ])
  expect(Object.keys(await import('./networks/index.ts')).sort()).toEqual([
    'arbitrum',
    'avalanche',
    'base',
    'bsc',
    'celo',
    'defineEvmNetwork',
    'gnosis',
    'latchDevnetA',
    'latchDevnetB',
    'mainnet',
    'optimism',
    'polygon',
    'zksync',
  ])
})
