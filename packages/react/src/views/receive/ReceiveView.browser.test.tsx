import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

describe('Receive view', () => {
  it('shows the address as a QR code named by the full address, in full as text, and the networks', async () => {
    const r = renderLatch()
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await expect
      .element(receive.getByRole('img', { name: `QR code of the address ${r.wallet.address}` }))
      .toBeVisible()
    await expect.element(receive.getByText(r.wallet.address, { exact: true })).toBeVisible()
    const networks = receive.getByRole('list', { name: 'Networks' })
    await expect.element(networks.getByText('Latch Devnet A')).toBeVisible()
    await expect.element(networks.getByText('Latch Devnet B')).toBeVisible()
    await receive.getByRole('button', { name: 'Back' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  })
})
