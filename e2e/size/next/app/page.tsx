'use client'
/**
 * The size budget's page as a Next.js App Router route: the minimal host page (`../host/main.tsx`)
 * with its instance in a client component. `/bare` is the same route without Latch.
 */
import { mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/walletconnect'
import type { ReactNode } from 'react'

const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter()],
  projectId: 'latch-demo',
  walletConnect: walletConnect({ projectId: 'latch-demo' }),
})

export default function Page(): ReactNode {
  return (
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>
  )
}
