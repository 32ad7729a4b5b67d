import { expect, test } from '@playwright/test'
import { connectAs, connectDevWallet } from './helpers.ts'

test('Tokens lists the balances with USD values and a total; NFTs shows the minted collection', async ({
  page,
}) => {
  await page.goto('/')
  await connectDevWallet(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  const tabs = account.getByRole('tablist', { name: 'Account sections' })
  await expect(tabs.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  const tokens = account.getByRole('list', { name: 'Tokens' })
  // Minted at devnet start: 1,000,000 LUSD ($1) and 1,000,000 LTK ($0.50) to each test account.
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText('1,000,000 LUSD')
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText('$1,000,000.00')
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch Token' })).toContainText('$500,000.00')
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Ether' })).toContainText('ETH')
  await expect(account.getByText('Total')).toBeVisible()

  // Keyboard: arrow right moves to NFTs.
  await tabs.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab', { name: 'NFTs' })).toBeFocused()
  const nfts = account.getByRole('list', { name: 'NFTs' })
  await expect(nfts.getByRole('listitem')).toHaveText([
    'Latch Collectibles #1',
    'Latch Collectibles #2',
    'Latch Collectibles #3',
  ])
  const preview = nfts.getByRole('listitem').first().locator('img')
  await expect(preview).toHaveJSProperty('complete', true)
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  await tabs.getByRole('tab', { name: 'Activity' }).click()
  const november = account
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4 }) })
    .first()
  await expect(november.getByRole('listitem').filter({ hasText: 'Minted' }).first()).toBeVisible()
  await expect(account.getByText('Latch Collectibles #3')).toBeVisible()
})

test('hostile token names show as text, never run; spam NFTs stay out of NFTs and Activity', async ({
  page,
}) => {
  // Test account #7 holds the devnet's fixtures: a token named in HTML and a spam-flagged NFT.
  await connectAs(page, 7)
  const account = page.getByRole('dialog', { name: 'Account' })
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByText('<img src=x onerror="window.__latchXss=1">Hostile')).toBeVisible()
  await expect(tokens.getByText('42 <b>XSS</b>')).toBeVisible()
  expect(await page.evaluate(() => (window as { __latchXss?: number }).__latchXss)).toBeUndefined()
  expect(await account.locator('img[src="x"], b').count()).toBe(0)

  await account.getByRole('tab', { name: 'NFTs' }).click()
  await expect(account.getByRole('list', { name: 'NFTs' }).getByRole('listitem')).toHaveText([
    '<svg onload="window.__latchXss=2">Hostile NFT #1',
  ])
  await account.getByRole('tab', { name: 'Activity' }).click()
  const rows = account.locator('.latch-scroll').getByRole('listitem')
  // Four mints show (LUSD, LTK, the hostile token and NFT); the spam NFT's mint does not.
  await expect(rows).toHaveCount(4)
  await expect(account.getByText('Free Airdrop Voucher', { exact: false })).toHaveCount(0)
  await expect(account.getByText('+42 <b>XSS</b>')).toBeVisible()
  expect(await page.evaluate(() => (window as { __latchXss?: number }).__latchXss)).toBeUndefined()
  expect(await account.locator('svg[onload], img[src="x"], b, i').count()).toBe(0)
})
