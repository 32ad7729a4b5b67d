/** @latch/cosmos: the Cosmos chain adapter. */
export { cosmosAdapter } from './cosmos-adapter.ts'
export type { CosmosAdapterOptions, CosmosWalletEntry } from './options.ts'
