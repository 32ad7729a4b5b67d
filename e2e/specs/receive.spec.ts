import { expect, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { ACCOUNT_0, connectDevWallet } from './helpers.ts'

test('Receive shows the address as a QR code that decodes to it, a copy button and the networks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await connectDevWallet(page)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: `QR code of the address ${ACCOUNT_0}` })
  await expect(qr).toBeVisible()
  const png = PNG.sync.read(await qr.screenshot())
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(decoded?.data).toBe(ACCOUNT_0)
  // The whole address as text a person can read and select, not only in the image's name.
  const text = receive.getByText(ACCOUNT_0, { exact: true })
  await expect(text).toBeVisible()
  await text.selectText()
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(ACCOUNT_0)
  await expect(receive.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText([
    'Latch Devnet A',
    'Latch Devnet B',
  ])
  await receive.getByRole('button', { name: 'Copy address' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ACCOUNT_0)
  // The toast stays while pointed at, well past its 2.5 s, then goes once the pointer leaves.
  const toast = page.getByRole('status').filter({ hasText: 'Address copied' })
  await toast.hover()
  await page.waitForTimeout(4_000)
  await expect(toast).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(toast).toBeHidden({ timeout: 5_000 })
})
