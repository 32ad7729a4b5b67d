/** The steps a WalletConnect spec repeats: a page ready for the official clients, and pairing a test wallet. */
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { startTestWallet, type TestWallet } from '@latch/devnet/walletconnect'
import { type BrowserContext, expect, type Page } from '@playwright/test'

/**
 * Lets the context's pages use the clipboard (Copy link) and turns the official WalletConnect clients'
 * Verify and telemetry calls off, as they do in test runs.
 */
export async function prepareForWalletConnect(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await context.addInitScript(() => {
    ;(window as unknown as { process: unknown }).process = { env: { IS_VITEST: 'true' } }
  })
}

/** The pairing URI the modal shows, through its Copy link button. */
export async function uriFromCopy(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The test wallet pairs with `uri` (else the copied link) and approves; the modal shows the account. */
export async function pairAndApprove(page: Page, wallet: TestWallet, uri?: string): Promise<void> {
  await wallet.pair(uri ?? (await uriFromCopy(page)))
  await wallet.approve(await wallet.nextProposal())
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/**
 * A phone wallet (the official WalletKit) on the local relay, as devnet test account #8, which only
 * signs in the specs that use it; with one-click auth (CAIP-222) or not.
 */
export const phoneWallet = ({ oneClickAuth = false }: { oneClickAuth?: boolean } = {}): Promise<TestWallet> =>
  startTestWallet({
    relayUrl: 'ws://127.0.0.1:8555',
    chains: DEFAULT_DEVNET_ENDPOINTS,
    accountIndex: 8,
    oneClickAuth,
  })
