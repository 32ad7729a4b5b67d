import { DEMO, expect, test } from './fixtures.ts'

const SHORT_0 = '0xf3…b92266'

test('connect the Dev Wallet, reload (restored with no prompt), disconnect (stays disconnected)', async ({
  person,
}) => {
  await person.goto(DEMO)
  await person.role('button', 'Connect Wallet').click()
  await person.role('dialog', 'Connect Wallet').role('button', 'Dev Wallet').click()
  const account = person.role('dialog', 'Account')
  await account.text(SHORT_0).see()
  await account.text('Latch Devnet A').see()
  await account.role('button', 'Close').click()
  await person.role('button', SHORT_0).see()

  await person.reload()
  await person.role('button', SHORT_0).see()
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
  await person.role('button', SHORT_0).click()
  await account.role('button', 'Disconnect').click()
  await person.role('button', 'Connect Wallet').see()
  await person.reload()
  await person.role('button', 'Connect Wallet').see()
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'disconnected',
  )
})
