import { latchWagmiConfig } from '@latch/wagmi'
import { createConfig } from 'wagmi'
import { latch } from './latch'

/** wagmi over the app's Latch instance; `ssr` keeps wagmi's state out of the server render. */
export const wagmiConfig = createConfig({ ...latchWagmiConfig(latch), ssr: true })

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
