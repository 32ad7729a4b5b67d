import { DEFAULT_SOLANA_RPC_URL } from '@latch/devnet/networks'
import { solanaTestKey, solanaTestToken } from '@latch/devnet/solana-facts'
import { expect, type Page, test } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { atRest, chooseToken } from './helpers.ts'

// Solana test account #2 sends in this file, #3 declines; receivers are fresh, so what they hold is
// exactly what arrived.
const rpc = createSolanaRpc(DEFAULT_SOLANA_RPC_URL)
const sol = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
const lusd = async (owner: string) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(solanaTestToken().mint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString as string | undefined
}
const fresh = async () => (await generateKeyPairSigner()).address
/** The token list's value for the SPL token: its CAIP-10 id. */
const solanaLog = (page: Page) => page.getByRole('list', { name: 'Solana requests since this page loaded' })

async function connectSolana(page: Page, index: number) {
  await page.goto(`/?account=${index}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Solana Wallet' })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  return account
}

async function openSend(page: Page, index: number) {
  const account = await connectSolana(page, index)
  await account.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByRole('button', { name: /^Token (ETH|SOL)\b/ })).toBeVisible()
  return send
}

test('connects the Dev Solana Wallet: its address, SOL and SPL balances from the chain, and EVM-only tabs saying so', async ({
  page,
}) => {
  const account = await connectSolana(page, 2)
  const key = solanaTestKey(2)
  await expect(account.getByText(`${key.address.slice(0, 4)}…${key.address.slice(-6)}`)).toBeVisible()
  await expect(account.getByText('Latch Devnet Solana')).toBeVisible()
  const lamports = await sol(key.address)
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' }).format(
    Number(lamports) / 1e9,
  )
  await expect(account.getByText(`${whole} SOL`).first()).toBeVisible()
  const tokens = account.getByRole('tabpanel')
  await expect(tokens.getByText('Latch USD')).toBeVisible()
  await expect(
    tokens.getByText(`${new Intl.NumberFormat('en-US').format(Number(await lusd(key.address)))} LUSD`),
  ).toBeVisible()
  await expect(account.getByText('Names are for EVM accounts only')).toBeVisible()
  await account.getByRole('tab', { name: 'NFTs' }).click()
  await expect(account.getByRole('tabpanel')).toHaveText('NFTs are shown for EVM accounts only')
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tabpanel')).toHaveText('Activity is shown for EVM accounts only')
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('signs a message with the Dev Solana Wallet; the page verifies it against the Solana address', async ({
  page,
}) => {
  await connectSolana(page, 2)
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  await expect(solanaLog(page).getByText('solana:signMessage: approved')).toBeVisible()
})

test('sends SOL through the Send view: the receiver gains exactly the amount, the sender pays it and the fee', async ({
  page,
}) => {
  const send = await openSend(page, 2)
  const from = solanaTestKey(2).address
  const to = await fresh()
  const before = await sol(from)
  await send.getByLabel('Amount').fill('0.75')
  await send.getByLabel('Receiver').fill(to)
  await expect(send.getByText('A Solana address (base58)')).toBeVisible()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').getByText('Sent 0.75 SOL')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(await sol(to)).toBe(750_000_000n)
  expect(await sol(from)).toBe(before - 750_000_000n - 5_000n)
  await expect(solanaLog(page).getByText('solana:signAndSendTransaction: approved')).toBeVisible()
})

test('sends the SPL token with transfer_checked, creating the receiver’s token account', async ({ page }) => {
  const send = await openSend(page, 2)
  const to = await fresh()
  const before = Number(await lusd(solanaTestKey(2).address))
  await chooseToken(send, 'LUSD')
  await send.getByLabel('Amount').fill('3.5')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').getByText('Sent 3.5 LUSD')).toBeVisible()
  expect(await lusd(to)).toBe('3.5')
  expect(Number(await lusd(solanaTestKey(2).address))).toBeCloseTo(before - 3.5, 6)
  // The Tokens tab refreshes from the server after the send.
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(`${new Intl.NumberFormat('en-US').format(before - 3.5)} LUSD`)).toBeVisible({
    timeout: 15_000,
  })
})

test('a declined Solana send says "Transaction rejected" and moves nothing', async ({ page }) => {
  const send = await openSend(page, 3)
  const to = await fresh()
  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver').fill(to)
  // The wallet's own control sits under the modal's overlay, as an extension's popup would not.
  await page.getByRole('button', { name: 'Reject next Solana request' }).dispatchEvent('click')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert').getByText('Transaction rejected')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(solanaLog(page).getByText('solana:signAndSendTransaction: rejected')).toBeVisible()
  expect(await sol(to)).toBe(0n)
})

test('a malformed Solana receiver gets a clear message, and nothing reaches the wallet', async ({ page }) => {
  const send = await openSend(page, 3)
  await send.getByLabel('Amount').fill('1')
  const problem = send.getByRole('alert').filter({ hasText: /\S/ })
  for (const bad of [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'alice.latch.id',
    'not an address',
    '0OIl'.repeat(10),
  ]) {
    await send.getByLabel('Receiver').fill(bad)
    await expect(problem).toHaveText('Enter a Solana address (32 to 44 base58 characters)')
    await expect(send.getByLabel('Receiver')).toHaveAttribute('aria-invalid', 'true')
  }
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(problem).toHaveText('Enter a Solana address (32 to 44 base58 characters)')
  await expect(solanaLog(page).getByText('solana:signAndSendTransaction')).toHaveCount(0)
})

test('connected to EVM and Solana at once: the network list switches the active chain, and disconnecting one keeps the other', async ({
  page,
}) => {
  const solanaAddress = solanaTestKey(4).address
  const shortSolana = `${solanaAddress.slice(0, 4)}…${solanaAddress.slice(-6)}`
  await page.goto('/?account=4')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet', exact: true })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText('Latch Devnet A')).toBeVisible()

  // The Networks view groups the networks by namespace; a Solana network asks for a Solana wallet.
  await account.getByRole('button', { name: 'Latch Devnet A, switch network' }).click()
  const networks = page.getByRole('dialog', { name: 'Networks' })
  await expect(networks.getByRole('group', { name: 'EVM networks' }).getByRole('option')).toHaveCount(2)
  await networks
    .getByRole('group', { name: 'Solana networks' })
    .getByRole('option', { name: /^Latch Devnet Solana/ })
    .click()
  const chooser = page.getByRole('dialog', { name: 'Switch chain' })
  await expect(chooser.getByText('Connect a wallet to use Latch Devnet Solana')).toBeVisible()
  await chooser.getByRole('button', { name: 'Dev Solana Wallet' }).click()
  await expect(account.getByText(shortSolana)).toBeVisible()
  await expect(account.getByText('Latch Devnet Solana')).toBeVisible()

  // Both are connected: choosing an EVM network makes the EVM account active again, asking no wallet.
  await account.getByRole('button', { name: 'Latch Devnet Solana, switch network' }).click()
  await networks.getByRole('option', { name: /^Latch Devnet A/ }).click()
  await expect(account.getByText('Latch Devnet A')).toBeVisible()
  await expect(account.getByText(shortSolana)).toHaveCount(0)
  await expect(
    page.getByRole('list', { name: 'Requests since this page loaded', exact: true }).getByRole('listitem'),
  ).toHaveText(['eth_requestAccounts: approved'])

  // Disconnecting the EVM wallet leaves the Solana one connected and active. (Pressed once the view has
  // settled: its balances arrive for the network just chosen, and the button below them moves.)
  const disconnect = account.getByRole('button', { name: 'Disconnect' })
  await expect(account.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
  await atRest(disconnect)
  await disconnect.click()
  await expect(page.getByRole('button', { name: shortSolana })).toBeVisible()
  await page.getByRole('button', { name: shortSolana }).click()
  await expect(account.getByText('Latch Devnet Solana')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
})
