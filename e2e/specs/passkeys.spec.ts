/**
 * Passkeys as a person uses them in the demo, in Chromium with its virtual authenticator (CTAP2, user
 * verification, the PRF extension): one added from Login methods in the wallet frame, then a login with
 * it on the same browser and on a browser that never held the wallet (the passkey synced to it).
 */
import { expect, test } from '@playwright/test'
import {
  disconnectFromAccount,
  freshEmail,
  logIn,
  pressInFrame,
  SECURE_SITE,
  walletFrame,
} from './email-helpers.ts'
import { authenticator, continueWithPasskey, loginMethods, shownAddress } from './passkey-helpers.ts'

test('a passkey added in the wallet frame logs in to the same wallet, here and on a browser that never held it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { cdp, id } = await authenticator(page)
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())

  // Added from Login methods: the frame's own screen takes the press the browser needs.
  const methods = await loginMethods(page)
  await methods.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: 'Add a passkey' })).toBeVisible()
  // The short prompt sits in a box its size: no half-empty dialog.
  await page.mouse.move(0, 0)
  await expect(methods).toHaveScreenshot('add-passkey.png', {
    animations: 'disabled',
    maxDiffPixelRatio: 0.002,
  })
  await pressInFrame(page, 'Create passkey')
  const list = methods.getByRole('list', { name: 'Login methods' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByText('Passkey', { exact: true })).toBeVisible()
  await expect(methods.getByRole('status').filter({ hasText: 'Passkey now logs you in too' })).toBeVisible()
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.rpId).toBe('localhost')

  // Signed out, the passkey logs in to the same wallet, with no code mailed.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^0x/ }).click()
  await disconnectFromAccount(page)
  await continueWithPasskey(page)
  expect(await shownAddress(page)).toBe(address)

  // A browser that never held the wallet: nothing of this one's storage is left (the passkey, synced,
  // is). The frame rebuilds the wallet from the passkey's split and keeps a share of its own.
  await page.keyboard.press('Escape')
  await page.context().clearCookies()
  for (const origin of [new URL(page.url()).origin, SECURE_SITE])
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await page.goto('/')
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await continueWithPasskey(page)
  expect(await shownAddress(page)).toBe(address)
  // The session and the new share last: a reload reconnects, and the wallet has two browsers now.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: /^0x/ }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Browsers' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Browsers' }).getByRole('button', { name: /^Remove/ }),
  ).toHaveCount(1)
})

test('an authenticator without the PRF extension adds no passkey, and says why', async ({ page }) => {
  await authenticator(page, false)
  await page.goto('/')
  await logIn(page, freshEmail())
  const methods = await loginMethods(page)
  await methods.getByRole('button', { name: 'Add a passkey' }).click()
  await pressInFrame(page, 'Create passkey')
  await expect(walletFrame(page).getByRole('alert')).toHaveText(
    'This passkey cannot keep a key for your wallet: create it with another passkey manager or device',
  )
  await pressInFrame(page, 'Cancel')
  await expect(methods.getByRole('list', { name: 'Login methods' }).getByRole('listitem')).toHaveCount(1)
})

test('a passkey login with no passkey of this site says so and where a passkey comes from, and Try again asks again', async ({
  page,
}) => {
  await authenticator(page)
  await page.goto('/')
  await continueWithPasskey(page)
  const view = page.getByRole('dialog', { name: 'Log in with a passkey' })
  await expect(view.getByText('The passkey request was cancelled or timed out')).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    view.getByText(
      'No passkey yet? Log in with email or a social account first, then add one under Login methods.',
    ),
  ).toBeVisible()
  // The retry sits centred under the centred error, not at the dialog's left edge.
  const centre = async (l: ReturnType<typeof view.getByText>) => {
    const box = (await l.boundingBox())!
    return Math.round(box.x + box.width / 2)
  }
  const retry = view.getByRole('button', { name: 'Try again' })
  expect(
    Math.abs(
      (await centre(retry)) -
        (await centre(view.getByText('The passkey request was cancelled or timed out'))),
    ),
  ).toBeLessThanOrEqual(2)
  await retry.click()
  await expect(view.getByText('The passkey request was cancelled or timed out')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})
