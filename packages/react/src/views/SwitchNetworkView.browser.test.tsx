/**
 * The views a network route names (SwitchNetwork, SwitchActiveChain) and the view of a SPEC view this
 * version does not build (Unavailable), with the Dev Wallet on the unit-test devnet.
 */
import { devnetNetworks, devnetPolkadot } from '@latch/devnet/networks'
import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../test/render.tsx'

const account = () => page.getByRole('dialog', { name: 'Account' })

/** Picks a network in the Networks list opened from Account. */
async function pickNetwork(name: RegExp): Promise<void> {
  await account().getByRole('button', { name: 'Latch Devnet A, switch network' }).click()
  await page.getByRole('dialog', { name: 'Networks' }).getByRole('option', { name }).click()
}

describe('SwitchNetwork', () => {
  it('a switch the wallet declines says so with a retry; the retry switches and Account shows it', async () => {
    const r = renderLatch()
    await connectDevWallet()
    r.wallet.rejectNext()
    await pickNetwork(/^Latch Devnet B/)
    const view = page.getByRole('dialog', { name: 'Switch network' })
    await expect.element(view.getByText('Switch declined')).toBeVisible()
    expect(r.latch.getState().activeCaipNetworkId).toBe(`eip155:${inject('devnet')[0]!.id}`)
    await view.getByRole('button', { name: 'Try again' }).click()
    await expect
      .element(account().getByRole('button', { name: 'Latch Devnet B, switch network' }))
      .toBeVisible()
    expect(r.latch.getState().activeCaipNetworkId).toBe(`eip155:${inject('devnet')[1]!.id}`)
  })
})

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

describe('Unavailable', () => {
  it('a SPEC view this version does not build says so plainly', async () => {
    const r = renderLatch()
    await r.latch.open({ view: 'SIWXSignMessage' })
    const view = page.getByRole('dialog', { name: 'Not available' })
    await expect
      .element(view.getByText('This feature is not available in this version of Latch.'))
      .toBeVisible()
  })
})
