import { expect, test } from '@playwright/test'

/** A wallet that announces twice (once with a new uuid) and fails on eth_requestAccounts. */
function installBrokenWallet() {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') throw new Error('Internal wallet failure')
      return null
    },
  }
  const announce = (uuid: string) =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: {
            uuid,
            name: 'Broken <b>Wallet</b>',
            icon: 'https://tracker.example/x.png',
            rdns: 'com.broken',
          },
          provider,
        },
      }),
    )
  window.addEventListener('eip6963:requestProvider', () => {
    announce('a')
    announce('b')
  })
}

test('a wallet announced twice is listed once, shown as text, and its failure leaves the modal retryable', async ({
  page,
}) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url())
  })
  await page.addInitScript(installBrokenWallet)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
  const broken = list.getByRole('button', { name: 'Broken <b>Wallet</b>' })
  await expect(broken).toHaveCount(1)
  // WalletConnect, the Dev Wallet, the broken wallet once, and All Wallets.
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await broken.click()
  const dialog = page.getByRole('dialog', { name: 'Broken <b>Wallet</b>' })
  await expect(dialog.getByText('Failed to connect')).toBeVisible()
  await expect(dialog.getByText('Internal wallet failure')).toBeVisible()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByText('Failed to connect')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled()
  await page.getByRole('button', { name: 'Back' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(foreign).toEqual([])
})
