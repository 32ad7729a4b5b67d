/**
 * The minimal host page the size budget measures: React + createLatch + the EVM adapter + WalletConnect +
 * ConnectButton. The WalletConnect client itself must not load before a visitor pairs.
 */
import { mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { walletConnect } from '@latch/walletconnect'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter()],
  projectId: 'latch-demo',
  walletConnect: walletConnect({ projectId: 'latch-demo' }),
})
createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
