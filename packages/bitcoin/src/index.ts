/** @latch/bitcoin: the Bitcoin chain adapter. */
export { type BitcoinAdapterOptions, bitcoinAdapter } from './bitcoin-adapter.ts'
