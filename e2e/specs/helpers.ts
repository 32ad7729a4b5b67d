import { expect, type Page } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'

/** Devnet test account #0, the Dev Wallet's account in the demo. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SHORT_0 = '0xf3…b92266'

/** The native balance of an address on devnet chain A, read from the chain, formatted as the modal shows it. */
export async function chainBalanceText(address: `0x${string}`): Promise<string> {
  const wei = await createPublicClient({ transport: http('http://127.0.0.1:8545') }).getBalance({ address })
  const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' }).format(
    formatEther(wei) as unknown as number,
  )
  return `${amount} ETH`
}

/** Opens the modal and connects the Dev Wallet, ending on the Account view. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: 'Dev Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}
