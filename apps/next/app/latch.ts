import { devnetNetworks } from '@latch/devnet/networks'
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { createLatch, latchCookie } from '@latch/react'
import { walletConnect } from '@latch/walletconnect'

/**
 * The app's one Latch instance, on the devnet's two EVM chains, the local Latch server (email login on
 * its secure site) and the local WalletConnect relay. Created on the server too: nothing in it touches
 * the browser until `<LatchProvider>` mounts it. `ssr: latchCookie()` keeps the cookie the layout
 * renders the visitor's wallet and language from.
 */
export const latch = createLatch({
  networks: devnetNetworks(),
  adapters: [evmAdapter()],
  projectId: 'latch-demo',
  apiUrl: process.env.NEXT_PUBLIC_LATCH_API_URL ?? 'http://127.0.0.1:8787',
  metadata: { name: 'Latch Next.js demo', url: 'http://localhost:3001' },
  themeMode: 'light',
  ssr: latchCookie(),
  embeddedWallet: embeddedWallet({
    url: process.env.NEXT_PUBLIC_LATCH_SECURE_SITE ?? 'http://localhost:8788',
  }),
  walletConnect: walletConnect({
    projectId: 'latch-demo',
    relayUrl: process.env.NEXT_PUBLIC_LATCH_RELAY_URL ?? 'ws://127.0.0.1:8555',
  }),
})
