import { latchWagmiConfig } from '@latch/wagmi'
import { createConfig } from 'wagmi'
import { latch } from '../latch.ts'

/** wagmi over the demo's Latch instance: its chains are Latch's EVM networks, its one connector Latch. */
export const wagmiConfig = createConfig(latchWagmiConfig(latch))

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
