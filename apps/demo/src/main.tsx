import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { installDevWallet } from './devWallet.ts'
import { latch } from './latch.ts'
import './styles.css'

const devWallet = import.meta.env.VITE_LATCH_DEV_WALLET === 'off' ? undefined : installDevWallet()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <App devWallet={devWallet} />
    </LatchProvider>
  </StrictMode>,
)
