/**
 * What the devnet's Vitest global setup provides, for `inject('devnet')` in any package's tests:
 * `import type {} from '@latch/devnet/vitest-context'` brings the type in.
 */
import type { DevnetChainEndpoint } from './chains.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** The unit-test devnet's chains (ports 18545 and 18546) and their bundlers (14337 and 14338). */
    devnet: DevnetChainEndpoint[]
    /** The unit-test devnet's Solana chain (port 18899). */
    solana: { caipNetworkId: string; rpcUrl: string }
    /** The unit-test devnet's Bitcoin Esplora fixture (port 18891). */
    bitcoin: { caipNetworkId: string; esploraUrl: string }
  }
}
