import type { ChainNamespace } from './caip.ts'

/**
 * What visitors call each namespace's chains (proper names, the same in every language). A module of
 * its own, so only the views that show it load it.
 */
export const NAMESPACE_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}
