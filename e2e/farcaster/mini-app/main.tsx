/**
 * A Farcaster mini app as its developer writes one: the Farcaster SDK (which tells the client it is
 * ready and brings the client's wallet to the page over EIP-6963), and Latch on the devnet's chain with
 * the EVM adapter, its Connect button and a Sign button.
 */
import { sdk } from '@farcaster/miniapp-sdk'
import { devnetNetworks } from '@latch/devnet/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, createLatch, LatchProvider, useLatchAccount } from '@latch/react'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

const [chain] = devnetNetworks()
const latch = createLatch({ networks: [chain!], adapters: [evmAdapter()], projectId: 'latch-demo' })

function Sign() {
  const { isConnected } = useLatchAccount()
  const [signature, setSignature] = useState('')
  return (
    <section aria-label="Sign">
      <button
        type="button"
        disabled={!isConnected}
        onClick={() => void latch.signMessage('gm from a mini app').then(setSignature)}
      >
        Sign gm
      </button>
      <output aria-label="Signature">{signature}</output>
    </section>
  )
}

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
    <Sign />
  </LatchProvider>,
)
void sdk.actions.ready()
