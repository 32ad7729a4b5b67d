/** The minimal host page the size budget measures: React + createLatch + the EVM adapter + ConnectButton. */
import { mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
