/** The devnet's Cosmos chain: an id wallets connect and sign on; no node runs. Browser-safe. */
export const COSMOS_DEVNET = {
  caipNetworkId: 'cosmos:latch-devnet-1',
  chainId: 'latch-devnet-1',
  name: 'Latch Cosmos Devnet',
} as const
