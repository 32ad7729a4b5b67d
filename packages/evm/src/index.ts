/** @latch/evm: the EVM chain adapter. */
export { type EvmAdapterOptions, evmAdapter } from './adapter.ts'
export type { Eip1193Provider, Eip6963Info } from './provider.ts'
