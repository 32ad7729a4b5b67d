/**
 * `@latch/wagmi`: Latch and wagmi as one system. wagmi's hooks and actions work unchanged on whatever
 * the visitor connected in Latch's modal.
 *
 * @example
 * import { createConfig } from 'wagmi'
 * import { latchWagmiConfig } from '@latch/wagmi'
 * export const wagmiConfig = createConfig(latchWagmiConfig(latch))
 */
export { type LatchWagmiConfigReturnType, latchWagmiConfig, wagmiChainOf } from './config.ts'
export {
  LATCH_CONNECTOR_ID,
  type LatchConnectorParameters,
  type LatchConnectorProperties,
  type LatchConnectorReturnType,
  latchConnector,
} from './connector.ts'
