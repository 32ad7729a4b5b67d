/** @latch/polkadot: the Polkadot chain adapter. */
export { type PolkadotAdapterOptions, polkadotAdapter } from './polkadot-adapter.ts'
