/**
 * The demo's wagmi page (apps/demo/wagmi.html): a wagmi 3 app whose one connector is Latch. What the
 * visitor connects in Latch's modal is what wagmi's hooks read and write through; the chain holds what
 * wagmi sent; either side's disconnect ends both; a reload restores one connection both report.
 */
// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'

import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { startTestWallet } from '@latch/devnet/walletconnect'
import { expect, test } from '@playwright/test'
import { formatEther, getAddress, parseEther, verifyMessage } from 'viem'
import { approveInFrame, freshEmail, logIn } from './email-helpers.ts'
import { ACCOUNT_0, chainA, connectDevWallet, freshAddress, pickOnConnect, rpcA } from './helpers.ts'
import { pairAndApprove, prepareForWalletConnect } from './walletconnect-helpers.ts'

test('an email wallet connected in Latch sends through wagmi, and wagmi’s disconnect ends Latch’s', async ({
  page,
}) => {
  await page.goto('/')
  const { address } = await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )

  // The wagmi page of the same app: Latch restores the email wallet, and wagmi reports it.
  await page.goto('/wagmi.html')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(getAddress(address))
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Latch Devnet A')
  await expect(page.getByTestId('wagmi-balance')).toHaveText('1 ETH')

  // useSendTransaction asks the email wallet, whose frame asks the visitor; the chain gets the amount.
  const to = freshAddress()
  await page.getByLabel('Send to').fill(to)
  await page.getByLabel('Amount (ETH)').fill('0.0123')
  await page.getByRole('button', { name: 'Send with wagmi' }).click()
  await approveInFrame(page)
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toHaveText('Sent: success')
  expect(formatEther(await chainA().getBalance({ address: to }))).toBe('0.0123')

  // useDisconnect ends Latch's connection: its button offers to connect again.
  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test('a browser wallet connected from Latch’s button signs and switches through wagmi, survives a reload, and Latch’s disconnect ends wagmi’s', async ({
  page,
}) => {
  await page.goto('/wagmi.html')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await connectDevWallet(page)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT_0)

  await page.getByRole('button', { name: 'Sign with wagmi' }).click()
  const signature = page.getByTestId('wagmi-signature')
  await expect(signature).toBeVisible()
  expect(
    await verifyMessage({
      address: ACCOUNT_0,
      message: 'Signed through wagmi',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)

  // useSwitchChain goes through Latch to the wallet (which adds the chain it does not know yet).
  await page.getByRole('button', { name: 'Switch to Latch Devnet B with wagmi' }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Latch Devnet B')
  await page.getByRole('button', { name: /^0xf3…b92266/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Latch Devnet B, switch network' })).toBeVisible()
  await page.keyboard.press('Escape')

  // A reload: wagmi does not report the visitor disconnected while Latch restores the wallet.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { wagmiStatuses: string[] }).wagmiStatuses = seen
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="wagmi-status"]')?.textContent
      if (now && seen.at(-1) !== now) seen.push(now)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT_0)
  // wagmi's chain is the one Latch restored (the demo's Dev Wallet forgets the chains it added when the
  // page reloads, so it comes back on A): both say the same.
  const chain = (await page.getByTestId('wagmi-chain').textContent()) ?? ''
  await page.getByRole('button', { name: /^0xf3…b92266/ }).click()
  await expect(account.getByRole('button', { name: `${chain}, switch network` })).toBeVisible()
  await page.keyboard.press('Escape')
  // wagmi's first render says disconnected (its state before its reconnect starts, as in any wagmi
  // app); from the moment it reconnects, it goes straight to connected.
  const statuses = await page.evaluate(() => (window as unknown as { wagmiStatuses: string[] }).wagmiStatuses)
  const reconnecting = statuses.slice(statuses.findIndex((s) => s !== 'disconnected'))
  expect(reconnecting.at(-1)).toBe('connected')
  expect(reconnecting).not.toContain('disconnected')

  // Latch's Disconnect (the Account view's button) disconnects wagmi.
  await page.getByRole('button', { name: /^0xf3…b92266/ }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-address')).toHaveText('—')
})

test('a phone wallet paired over WalletConnect in Latch signs through wagmi, and wagmi’s disconnect ends the session', async ({
  page,
  context,
}) => {
  // Devnet test account #8 signs in the phone wallet; this test moves no money.
  const wallet = await startTestWallet({
    relayUrl: 'ws://127.0.0.1:8555',
    chains: DEFAULT_DEVNET_ENDPOINTS,
    accountIndex: 8,
  })
  try {
    await prepareForWalletConnect(context)
    await page.goto('/wagmi.html')
    await pickOnConnect(page, 'WalletConnect')
    await pairAndApprove(page, wallet)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-address')).toHaveText(wallet.address)

    await page.getByRole('button', { name: 'Sign with wagmi' }).click()
    const signature = page.getByTestId('wagmi-signature')
    await expect(signature).toBeVisible()
    expect((await wallet.waitForRequest('personal_sign')).method).toBe('personal_sign')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'Signed through wagmi',
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)

    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect.poll(() => wallet.sessions()).toEqual([])
  } finally {
    await wallet.stop()
  }
})
