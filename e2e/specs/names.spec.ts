import { testAccount } from '@latch/devnet/chains'
import { expect, test } from '@playwright/test'
import { API, connectAs } from './helpers.ts'

// Test account #2 registers names in this file.
const ADDRESS_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

test('register a name: availability, a declined signature, then success everywhere and in reverse lookup', async ({
  page,
}) => {
  const label = `e2e-${Date.now().toString(36)}`
  await connectAs(page, 2)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
  const view = page.getByRole('dialog', { name: 'Choose a name' })
  const input = view.getByLabel('Name')

  await input.fill('ab!')
  await expect(view.getByRole('alert')).toHaveText(
    'Names have at least 4 characters: letters, digits and hyphens only',
  )
  await expect(view.getByRole('button', { name: 'Register' })).toBeDisabled()

  await input.fill(label)
  await expect(view.getByText(`${label}.latch.id is available`)).toBeVisible()
  await expect(view.getByRole('button', { name: `the-${label}.latch.id` })).toBeVisible()

  // The wallet's own control sits under the modal's overlay, as an extension's popup would not.
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await view.getByRole('button', { name: 'Register' }).click()
  await expect(view.getByRole('alert')).toHaveText('Error signing message: the wallet declined')
  await expect(page.getByRole('dialog', { name: 'Choose a name' })).toBeVisible()

  await view.getByRole('button', { name: 'Register' }).click()
  const success = page.getByRole('dialog', { name: 'Name registered' })
  await expect(success.getByText(`${label}.latch.id is yours`)).toBeVisible()
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-name')).toHaveText(
    `${label}.latch.id`,
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: `${label}.latch.id` })).toBeVisible()

  const q = 'projectId=latch-demo&st=latch&sv=e2e&apiVersion=2'
  const reverse = (await (await fetch(`${API}/v1/profile/reverse/${ADDRESS_2}?${q}`)).json()) as {
    name: string
  }[]
  expect(reverse.map((p) => p.name)).toContain(`${label}.latch.id`)

  // The name is now taken for anyone else, and a send to it resolves to account #2.
  await page.getByRole('button', { name: `${label}.latch.id` }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Receiver').fill(`${label}.latch.id`)
  await expect(send.getByText(`Sending to ${label}.latch.id (0x3C…4293BC)`)).toBeVisible()
})

test('a taken name says so and offers free suggestions', async ({ page }) => {
  // Test account #5 registers the name through the API, signing it as its wallet would.
  const label = `taken-${Date.now().toString(36)}`
  const owner = testAccount(5)
  const message = JSON.stringify({
    name: `${label}.latch.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const res = await fetch(`${API}/v1/profile/account?projectId=latch-demo&st=latch&sv=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (31337 | 0x80000000) >>> 0,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(res.status).toBe(200)

  await connectAs(page, 3)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
  const view = page.getByRole('dialog', { name: 'Choose a name' })
  await view.getByLabel('Name').fill(label)
  await expect(view.getByText(`${label}.latch.id is taken`)).toBeVisible()
  await expect(view.getByRole('button', { name: 'Register' })).toBeDisabled()
  await expect(view.getByRole('button', { name: `${label}-1.latch.id` })).toBeVisible()
  await view.getByRole('button', { name: `${label}-1.latch.id` }).click()
  await expect(view.getByLabel('Name')).toHaveValue(`${label}-1`)
  await expect(view.getByText(`${label}-1.latch.id is available`)).toBeVisible()
})
