/** `@latch/devnet/solana`: the devnet Solana chain (Node) and its fixed facts. */
export * from './facts.ts'
export { associatedTokenAccount } from './ledger.ts'
export { LAMPORTS_PER_SIGNATURE, type SolanaDevnet, startSolanaDevnet } from './rpc.ts'
