/** The All Wallets benchmark page: a Latch host on the server named by `?api=`, opening All Wallets. */
import { mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { createLatch, LatchProvider, useLatch } from '@latch/react'
import { walletConnect } from '@latch/walletconnect'
import { createRoot } from 'react-dom/client'

const api = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:8787'
const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter()],
  projectId: 'latch-demo',
  apiUrl: api,
  walletConnect: walletConnect({ projectId: 'latch-bench' }),
})

function Open() {
  const { open } = useLatch()
  return (
    <button type="button" onClick={() => open({ view: 'AllWallets' })}>
      Open All Wallets
    </button>
  )
}

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <Open />
  </LatchProvider>,
)
