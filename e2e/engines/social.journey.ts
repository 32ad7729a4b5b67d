import { DEMO, expect, test } from './fixtures.ts'
import { saveRecoveryCode, short } from './steps.ts'

test('social login: the provider pop-up opens in the press, signs in, closes itself; the wallet is there after a reload', async ({
  person,
}) => {
  test.setTimeout(90_000)
  const email = `social-${Date.now()}@example.com`
  await person.goto(DEMO)
  await person.role('button', 'Connect Wallet').click()
  const connect = person.role('dialog', 'Connect Wallet')
  await connect.role('list', 'Social logins').see()
  // Past four providers the row shows three and "Other social logins", which shows the rest.
  const github = connect.role('button', 'Continue with GitHub')
  if (
    !(await github.see(1_000).then(
      () => true,
      () => false,
    ))
  )
    await connect.role('button', 'Other social logins').click()
  // The devnet's identity provider (127.0.0.1:4400) signs in any test identity.
  const provider = await person.popup('127.0.0.1:4400', () =>
    connect.role('button', 'Continue with GitHub').click(),
  )
  await person.role('dialog', 'Log in with GitHub').text('Continue in the GitHub window that opened').see()
  await provider.role('button', 'Sign in').see(20_000)
  await provider.role('textbox', 'Email').fill(email)
  await provider.role('button', 'Sign in').click()
  // The callback page closes the pop-up itself once it has posted the result.
  await expect.poll(() => provider.closed(), { timeout: 15_000 }).toBe(true)
  const address = await saveRecoveryCode(person)
  await person
    .role('dialog', 'Account')
    .text(`GitHub (${email.split('@')[0]})`)
    .see()

  await person.reload()
  await person.role('button', short(address)).see(30_000)
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
})
