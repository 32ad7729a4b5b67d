import { testTokens } from '@latch/devnet/chains'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { expect, type Locator, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { INJECTED_WALLET_NAME, injectedWallet } from '../fresh-apps/injected-wallet.ts'

/** Devnet test account #0, the Dev Wallet's account in the demo. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SHORT_0 = '0xf3…b92266'
/**
 * Anvil's eighth unlocked account: the wallet of the emulated wallet browsers and Farcaster client, so
 * nothing else on the page signs as it (they only sign; no spec moves its balance).
 */
export const IN_APP_ACCOUNT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

/** The native balance of an address on devnet chain A, read from the chain, formatted as the modal shows it. */
export async function chainBalanceText(address: `0x${string}`): Promise<string> {
  const wei = await chainA().getBalance({ address })
  const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' }).format(
    formatEther(wei) as unknown as number,
  )
  return `${amount} ETH`
}

/**
 * Resolves once `target` has kept the same box on the page for `stillMs` (100 ms unless told). The dialog
 * rises into place as it opens, and on a phone-width page (a bottom sheet) its top moves as its height
 * animates: a click Playwright aims at a control of it can press on one spot and release on another, and
 * then nothing is clicked.
 */
export async function atRest(target: Locator, stillMs = 100): Promise<void> {
  let last = ''
  let since = Date.now()
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox())
        if (box !== last) since = Date.now()
        last = box
        return Date.now() - since >= stillMs
      },
      { intervals: [100] },
    )
    .toBe(true)
}

/**
 * Taps a control of a dialog once the dialog sits still: on a phone the dialog is a bottom sheet whose
 * top (its header, with Close) moves while its height animates to a new view.
 */
export async function tapAtRest(dialog: Locator, control: Locator): Promise<void> {
  await control.waitFor()
  await atRest(dialog)
  await control.tap()
}

/** On a phone: taps Connect Wallet, then the Connect view's entry of this name once the sheet sits still. */
export async function tapOnConnect(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await tapAtRest(dialog, dialog.getByRole('button', { name, exact: true }))
}

/** On a phone: closes the Account sheet by its Close button once it sits still. */
export async function tapCloseAccount(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await tapAtRest(dialog, dialog.getByRole('button', { name: 'Close' }))
  await expect(dialog).toBeHidden()
}

/** Opens the modal and picks an entry of the Connect view's list by name, once the dialog sits still. */
export async function pickOnConnect(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const entry = dialog.getByRole('button', { name })
  await entry.waitFor()
  await atRest(dialog)
  await entry.click()
}

/** Opens the modal and connects the Dev Wallet, ending on the Account view. */
export async function connectDevWallet(page: Page): Promise<void> {
  await pickOnConnect(page, 'Dev Wallet')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/** Devnet chain A's RPC, as the stack runs it. */
export const RPC_A = DEFAULT_DEVNET_ENDPOINTS[0]!.rpcUrl
/** The local API server, as the stack runs it. */
export const API = 'http://127.0.0.1:8787'
/** The devnet's 6-decimal test token. */
export const LUSD = testTokens()[0]!.address

/** A public client of devnet chain A. */
export const chainA = (): PublicClient => createPublicClient({ transport: http(RPC_A) })

/** An address nobody has used: balances start at zero, so a change is exactly what was sent. */
export const freshAddress = (): `0x${string}` => privateKeyToAccount(generatePrivateKey()).address

/** LUSD (6 decimals) held by an address on chain A, in base units. */
export const lusdOf = (address: `0x${string}`): Promise<bigint> =>
  chainA().readContract({ address: LUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A JSON-RPC call to chain A (anvil's own methods included). */
export async function rpcA(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(RPC_A, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: unknown }).result
}

/** Opens the demo with the Dev Wallet on test account `index` and connects it. */
export async function connectAs(page: Page, index: number): Promise<void> {
  await page.goto(`/?account=${index}`)
  await connectDevWallet(page)
}

/** Chooses a token in Send's token picker by its symbol, as a person would: open it, pick the option. */
export async function chooseToken(send: Locator, symbol: string): Promise<void> {
  await send.getByRole('button', { name: /^Token/ }).click()
  await send
    .getByRole('listbox', { name: 'Token' })
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .click()
  await expect(send.getByRole('button', { name: new RegExp(`^Token ${symbol}\\b`) })).toBeFocused()
}

/**
 * Opens an app on `url` with the devnet-backed injected wallet (chain A's first unlocked account, or
 * `account`) and connects it through the modal.
 */
export async function connectInjectedWallet(page: Page, url: string, account?: string): Promise<void> {
  await page.addInitScript(injectedWallet(RPC_A, account))
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: INJECTED_WALLET_NAME })
    .click()
}
