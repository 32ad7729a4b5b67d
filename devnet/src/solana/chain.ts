/** The devnet Solana chain's identity: its genesis hash, CAIP-2 id, name and port. Browser-safe. */

/** The base58 genesis hash the devnet Solana RPC reports; a CAIP-2 reference is its first 32 characters. */
export const SOLANA_DEVNET_GENESIS_HASH = 'LatchDevnetSo1ana11111111111111111111111111'
/** The devnet Solana chain: CAIP-2 id, name and default RPC port (Solana's own, 8899). */
export const SOLANA_DEVNET = {
  caipNetworkId: `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`,
  reference: SOLANA_DEVNET_GENESIS_HASH.slice(0, 32),
  name: 'Latch Devnet Solana',
  port: 8899,
} as const
