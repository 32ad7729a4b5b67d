/** SwitchActiveChain: a network of another chain family, with the Dev Wallet on the unit-test devnet. */
import { devnetNetworks, devnetPolkadot } from '@latch/devnet/networks'
import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, pickNetwork, renderLatch } from '../test/render.tsx'

describe('SwitchActiveChain', () => {
  it('a network of a family with no wallet in this browser says so, and the EVM wallet stays connected', async () => {
    const chains = inject('devnet')
    const polkadot = devnetPolkadot()
    const r = renderLatch({ networks: [...devnetNetworks(chains), polkadot] })
    await connectDevWallet()
    await pickNetwork(new RegExp(`^${polkadot.name}`))
    await expect.element(page.getByText(`Connect a wallet to use ${polkadot.name}`)).toBeVisible()
    await expect.element(page.getByText('No Polkadot wallet was found in this browser')).toBeVisible()
    expect(r.latch.getState().connections.eip155?.status).toBe('connected')
  })
})
