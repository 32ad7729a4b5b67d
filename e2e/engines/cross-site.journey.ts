import { verifyMessage } from 'viem'
import { expect, test } from './fixtures.ts'
import { approve, logInWithEmail, short } from './steps.ts'

/** The demo on another site than its wallet's secure site (http://localhost:8788). */
const CROSS_SITE_DEMO = 'http://127.0.0.1:5173/'

test("cross-site, in the engine's strictest default: email login, sign (verified with viem), reload", async ({
  person,
}) => {
  test.setTimeout(90_000)
  const email = `cross-site-${Date.now()}@example.com`
  await person.goto(CROSS_SITE_DEMO)
  // The frame keeps the new wallet's keys in the storage the engine gives a frame of another site.
  const address = await logInWithEmail(person, email)
  await person.key('Escape')

  await person.role('textbox', 'Message').fill('Signed across sites')
  await person.role('button', 'Sign message').click()
  await person.frame('Latch wallet').role('heading', 'Sign message').see()
  await approve(person)
  await person.text('Signature verified').see()
  const signature = (await person.evaluate(
    () => document.querySelector('code.wrap')?.textContent,
  )) as `0x${string}`
  expect(
    await verifyMessage({ address: address as `0x${string}`, message: 'Signed across sites', signature }),
  ).toBe(true)

  // A reload finds the keys again: connected without a code.
  await person.reload()
  await person.role('button', short(address)).see(15_000)
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
})
