/** The devnet Bitcoin chain's identity: regtest, its CAIP-2 id, name and Esplora port. Browser-safe. */

/** Regtest's address encoding (bech32 `bcrt`). */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** The devnet Bitcoin chain: regtest's CAIP-2 id (its genesis hash's first 32 hex digits), name and Esplora port. */
export const BITCOIN_DEVNET = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  name: 'Latch Bitcoin Regtest',
  port: 8891,
} as const
