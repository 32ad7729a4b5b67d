/**
 * The EVM + Solana host page the size budget measures: the minimal host page with Solana's network and
 * adapter added. The Solana adapter's code (and @solana/kit) must not load before a visitor connects.
 */
import { mainnet, solana } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { solanaAdapter } from '@latch/solana'
import { walletConnect } from '@latch/walletconnect'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  networks: [mainnet, solana],
  adapters: [evmAdapter(), solanaAdapter()],
  projectId: 'latch-demo',
  walletConnect: walletConnect({ projectId: 'latch-demo' }),
})
createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
