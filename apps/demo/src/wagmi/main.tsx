import { ConnectButton, LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { installDevWallet } from '../devWallet.ts'
import { latch } from '../latch.ts'
import '../styles.css'
import { wagmiConfig } from './config.ts'
import { WagmiPanel } from './WagmiPanel.tsx'

if (import.meta.env.VITE_LATCH_DEV_WALLET !== 'off') installDevWallet()
const queryClient = new QueryClient()

// The page a wagmi app is: wagmi's provider and React Query outside, Latch's provider for the button
// and the modal, and every read and write below through wagmi's hooks.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <LatchProvider latch={latch}>
          <header className="bar">
            <strong className="brand">Latch + wagmi</strong>
            <ConnectButton />
          </header>
          <main>
            <WagmiPanel />
          </main>
        </LatchProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
