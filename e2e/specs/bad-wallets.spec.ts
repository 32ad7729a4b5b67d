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
    if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(r.url())) foreign.push(r.url())
  })
  await page.addInitScript(installBrokenWallet)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
  const broken = list.getByRole('button', { name: 'Broken <b>Wallet</b>' })
  await expect(broken).toHaveCount(1)
  // WalletConnect, the Dev Wallet, the Dev Solana, Bitcoin, Cosmos and Polkadot Wallets, the broken
  // wallet once, and All Wallets.
  await expect(list.getByRole('listitem')).toHaveCount(8)
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

/** Wallet Standard registrations that are not usable Solana wallets: each must be ignored. */
function registerMalformedStandardWallets() {
  const connect = { version: '1.0.0', connect: async () => ({ accounts: [] }) }
  const sign = { version: '1.0.0', signAndSendTransaction: async () => [] }
  const wallets = [
    // No Solana chain.
    {
      version: '1.0.0',
      name: 'EVM Only',
      icon: 'data:image/png;base64,AA==',
      chains: ['eip155:1'],
      accounts: [],
      features: { 'standard:connect': connect, 'solana:signAndSendTransaction': sign },
    },
    // No way to sign a transaction.
    {
      version: '1.0.0',
      name: 'No Signing',
      icon: 'data:image/png;base64,AA==',
      chains: ['solana:mainnet'],
      accounts: [],
      features: { 'standard:connect': connect },
    },
    // A name far too long, and an icon that is a script.
    {
      version: '1.0.0',
      name: '<img src=x onerror=alert(1)>'.repeat(8),
      icon: 'javascript:alert(1)',
      chains: ['solana:mainnet'],
      accounts: [],
      features: { 'standard:connect': connect, 'solana:signAndSendTransaction': sign },
    },
    // Not an object at all.
    'wallet',
  ]
  // As a wallet does: registered now if the app listens, and again when the app says it is ready.
  const register = ({ register }: { register: (...w: unknown[]) => void }) => register(...wallets)
  window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: register }))
  window.addEventListener('wallet-standard:app-ready', (e) => register((e as CustomEvent).detail))
}

test('Wallet Standard registrations that are malformed are ignored, like bad EIP-6963 announcements', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript(registerMalformedStandardWallets)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: 'Dev Solana Wallet' })).toBeVisible()
  for (const name of ['EVM Only', 'No Signing', /onerror/])
    await expect(list.getByRole('button', { name })).toHaveCount(0)
  await list.getByRole('button', { name: 'Dev Solana Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(errors).toEqual([])
})
