'use client'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { type LatchInitialState, LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { latch } from './latch'
import { wagmiConfig } from './wagmi'

/**
 * wagmi, React Query and Latch for every page; the QueryClient is one per browser tab. `initialState`
 * is what the layout read from the visitor's cookie: Latch renders their wallet and language from it.
 */
export function Providers({
  initialState,
  children,
}: {
  initialState: LatchInitialState
  children: ReactNode
}): ReactNode {
  const [queryClient] = useState(() => new QueryClient())
  // The devnet's Dev Wallet (test account #0), announced like an extension, so a person can connect
  // with none installed; NEXT_PUBLIC_LATCH_DEV_WALLET=off leaves it out.
  useEffect(() => {
    if (process.env.NEXT_PUBLIC_LATCH_DEV_WALLET === 'off') return
    return createDevWallet({ chains: DEFAULT_DEVNET_ENDPOINTS, storage: localStorage }).announce(window)
  }, [])
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch} initialState={initialState}>
          {children}
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
