import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import {
  installDevBitcoinWallet,
  installDevCosmosWallet,
  installDevPolkadotWallet,
  installDevSolanaWallet,
  installDevWallet,
} from './devWallet.ts'
import { latch } from './latch.ts'
import './styles.css'

const devWallets = import.meta.env.VITE_LATCH_DEV_WALLET !== 'off'
const devWallet = devWallets ? installDevWallet() : undefined
const devSolanaWallet = devWallets ? installDevSolanaWallet() : undefined
const devBitcoinWallet = devWallets ? installDevBitcoinWallet() : undefined
const devCosmosWallet = devWallets ? installDevCosmosWallet() : undefined
const devPolkadotWallet = devWallets ? installDevPolkadotWallet() : undefined

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <App
        devWallet={devWallet}
        devSolanaWallet={devSolanaWallet}
        devBitcoinWallet={devBitcoinWallet}
        devCosmosWallet={devCosmosWallet}
        devPolkadotWallet={devPolkadotWallet}
      />
    </LatchProvider>
  </StrictMode>,
)
