/**
 * A Farcaster mini app with Latch, inside a Farcaster client: the client is the official host library
 * (`@farcaster/miniapp-host`) on one origin, the mini app (the Farcaster SDK and Latch) on another in
 * its iframe. Latch lists the client's own wallet, which the SDK announces over EIP-6963, connects it
 * and signs with it; the signature verifies against the client's account.
 */
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { buildPage, serve } from '../pages.ts'
import { short } from './email-helpers.ts'
import { IN_APP_ACCOUNT, RPC_A } from './helpers.ts'

const here = join(import.meta.dirname, '..', 'farcaster')
let client: { url: string; close: () => void }
let miniApp: { url: string; close: () => void }

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const [clientDir, miniAppDir] = await Promise.all([
    buildPage(join(here, 'host')),
    buildPage(join(here, 'mini-app')),
  ])
  client = await serve(clientDir)
  miniApp = await serve(miniAppDir)
})
test.afterAll(() => {
  client?.close()
  miniApp?.close()
})

test("inside a Farcaster client, the mini app's Latch lists the client's wallet, connects it and signs with it", async ({
  page,
}) => {
  const query = new URLSearchParams({ app: miniApp.url, rpc: RPC_A, account: IN_APP_ACCOUNT })
  await page.goto(`${client.url}?${query}`)
  // The mini app told its client it is ready, through the SDK.
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes')
  const app = page.frameLocator('iframe[title="Mini app"]')
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallet = app
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Farcaster Wallet' })
  await expect(wallet).toBeVisible()
  await wallet.click()
  const account = app.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(short(IN_APP_ACCOUNT), { exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
  await app.getByRole('button', { name: 'Sign gm' }).click()
  const output = app.getByRole('status', { name: 'Signature' })
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await output.textContent()) as `0x${string}`
  expect(await verifyMessage({ address: IN_APP_ACCOUNT, message: 'gm from a mini app', signature })).toBe(
    true,
  )
})
