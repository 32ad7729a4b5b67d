/** @latch/solana: the Solana chain adapter. */
export type { PreflightCommitment, SolanaAdapterOptions } from './options.ts'
export { solanaAdapter } from './solana-adapter.ts'
