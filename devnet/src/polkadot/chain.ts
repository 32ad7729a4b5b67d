/** The devnet's Polkadot chain: a genesis hash wallets connect and sign on; no node runs. Browser-safe. */
export const POLKADOT_DEVNET = {
  genesisHash: '0x1a7c4e1ba7c4e1ba7c4e1ba7c4e1ba7c4e1ba7c4e1ba7c4e1ba7c4e1ba7c4e1b',
  name: 'Latch Polkadot Devnet',
} as const
