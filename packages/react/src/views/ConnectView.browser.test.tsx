import { evmAdapter } from '@latch/evm'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'

const dialog = () => page.getByRole('dialog', { name: 'Connect Wallet' })

describe('Connect view', () => {
  it('lists the announced wallet by name, with no legal footer unless the app gives its links', async () => {
    renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.element(dialog().getByRole('list', { name: 'Wallets' })).toBeVisible()
    await expect.element(dialog().getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(dialog().getByRole('link').elements()).toEqual([])
  })

  it('shows the terms and privacy links in its footer, each opening in a new tab with no opener', async () => {
    renderLatch({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const terms = dialog().getByRole('link', { name: 'Terms of Service' })
    const privacy = dialog().getByRole('link', { name: 'Privacy Policy' })
    await expect.element(terms).toHaveAttribute('href', 'https://example.com/terms')
    await expect.element(privacy).toHaveAttribute('href', 'https://example.com/privacy')
    for (const link of [terms, privacy]) {
      await expect.element(link).toHaveAttribute('target', '_blank')
      await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect.element(dialog().getByText(/By connecting a wallet, you agree to the/)).toBeVisible()
  })

  it('shows only the link it is given', async () => {
    renderLatch({ privacyPolicyUrl: 'https://example.com/privacy' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.element(dialog().getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    expect(dialog().getByRole('link', { name: 'Terms of Service' }).elements()).toEqual([])
  })

  it('lists no wallet until discovery has run, then all at once, so none moves under a press', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const evm = evmAdapter()
    renderLatch({ adapters: [{ ...evm, ready: () => gate.then(() => evm.ready?.()) }] })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Loading…')
    expect(dialog().getByRole('list', { name: 'Wallets' }).elements()).toEqual([])
    expect(dialog().getByText('No browser wallet found').elements()).toEqual([])
    release()
    await expect.element(dialog().getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(dialog().getByRole('status').elements()).toEqual([])
  })

  it('says what there is when the wallet code cannot load, instead of loading for ever', async () => {
    const evm = evmAdapter()
    renderLatch({ adapters: [{ ...evm, ready: () => Promise.reject(new Error('offline')) }] })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.element(dialog().getByText('No browser wallet found')).toBeVisible()
    expect(dialog().getByRole('status').elements()).toEqual([])
  })
})
