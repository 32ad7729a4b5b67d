import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

const account = () => page.getByRole('dialog', { name: 'Account' })

/** The address's ETH on devnet chain A, read from the chain, as the modal shows it (3 decimals, cut). */
async function chainBalanceText(address: string): Promise<string> {
  const res = await fetch(inject('devnet')[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  const wei = BigInt(((await res.json()) as { result: string }).result)
  const ether = `${wei / 10n ** 18n}.${(wei % 10n ** 18n).toString().padStart(18, '0')}`
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' })
  return `${format.format(ether as unknown as number)} ETH`
}

describe('Account view', () => {
  it('shows the address, the balance the chain holds and the network, which opens the network list', async () => {
    const r = renderLatch({}, { accountIndex: 1 })
    await connectDevWallet()
    await expect.element(account().getByTestId('account-name')).toHaveTextContent('0x70…dc79C8')
    // The facts list: Balance, then Network.
    await expect
      .element(account().getByRole('definition').first())
      .toHaveTextContent(await chainBalanceText(r.wallet.address))
    await account().getByRole('button', { name: 'Latch Devnet A, switch network' }).click()
    const networks = page.getByRole('dialog', { name: 'Networks' })
    await expect
      .element(networks.getByRole('option', { name: /Latch Devnet A/ }))
      .toHaveAttribute('aria-selected', 'true')
    await expect
      .element(networks.getByRole('option', { name: /Latch Devnet B/ }))
      .toHaveAttribute('aria-selected', 'false')
  })

  it('with enableNetworkSwitch off, names the network without a way to switch', async () => {
    renderLatch({ enableNetworkSwitch: false })
    await connectDevWallet()
    await expect.element(account().getByText('Latch Devnet A')).toBeVisible()
    expect(
      account()
        .getByRole('button', { name: /Switch network/ })
        .elements(),
    ).toEqual([])
  })

  it('shows the wallet features in walletFeaturesOrder, each hidden when its flag is off', async () => {
    const features = () => account().getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ })
    const first = renderLatch()
    await connectDevWallet()
    // SPEC §1's order by default: onramp, swaps, receive, send.
    await expect
      .poll(() =>
        features()
          .elements()
          .map((e) => e.textContent),
      )
      .toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    first.unmount()
    renderLatch({
      features: { onramp: false, swaps: false, walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'] },
    })
    await connectDevWallet()
    await expect
      .poll(() =>
        features()
          .elements()
          .map((e) => e.textContent),
      )
      .toEqual(['Send', 'Receive'])
  })

  it('Disconnect closes the modal and the button asks to connect again', async () => {
    const r = renderLatch()
    await connectDevWallet()
    await account().getByRole('button', { name: 'Disconnect' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(r.latch.getState().connections.eip155?.status).toBe('disconnected')
  })
})
