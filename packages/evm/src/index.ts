/** @latch/evm: the EVM chain adapter. */
export type { EvmAdapterOptions } from './adapter.ts'
export { evmAdapter } from './evm-adapter.ts'
export type { Eip1193Provider, Eip6963Info } from './provider.ts'
