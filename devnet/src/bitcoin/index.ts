/** `@latch/devnet/bitcoin`: the devnet Bitcoin chain's Esplora fixture (Node), facts and BIP-322 signing. */
export { signBip322 } from './bip322.ts'
export { BITCOIN_TIP_HEIGHT, type EsploraFixture, startEsplora } from './esplora.ts'
export * from './facts.ts'
