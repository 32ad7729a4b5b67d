import { formatEther, parseEther } from 'viem'
import { DEMO, expect, test } from './fixtures.ts'
import { chainA, logInWithEmail } from './steps.ts'

test("Buy: the provider's checkout opens in a pop-up from the press, the test card pays, the ETH bought lands", async ({
  person,
}) => {
  test.setTimeout(90_000)
  // A new email wallet buys: every test account is some spec's, whose balances it must not move.
  await person.goto(DEMO)
  const address = (await logInWithEmail(person, `buyer-${Date.now()}@example.com`)) as `0x${string}`
  const before = await chainA.getBalance({ address })
  await person.role('dialog', 'Account').role('button', 'Buy').click()
  const buy = person.role('dialog', 'Buy')
  await buy.role('textbox', 'Amount').fill('50')
  await buy.text('You get').see(15_000)
  const checkout = await person.popup('/checkout', () => buy.role('button', 'Continue to Devnet Pay').click())
  await checkout.role('heading', 'Devnet Pay checkout').see()
  // The opener's words, read from its page's text: with the pop-up in front, Firefox's accessibility tree
  // of the opener may not show what changed behind it (the dialog is not found by role there, though a
  // person sees it: the page's DOM and screenshot hold it), until the opener is in front again.
  await person.text('Finish the payment in the window that opened.').see()
  await checkout.role('textbox', 'Card number').fill('4242 4242 4242 4242')
  await checkout.role('textbox', 'Expiry').fill('12/34')
  await checkout.role('textbox', 'CVC').fill('123')
  await checkout.role('button', 'Pay 50.00 USD').click()
  await checkout.text('Payment complete.').see(15_000)
  await checkout.close()
  await buy.text('ETH is in your wallet').see(15_000)
  // What the modal says was bought is exactly what the chain added.
  const said = await buy.text('ETH is in your wallet').textContent()
  const bought = /([\d.]+) ETH is in your wallet/.exec(said)?.[1]
  expect(bought).toBeDefined()
  const after = await chainA.getBalance({ address })
  expect(formatEther(after - before)).toBe(formatEther(parseEther(bought!)))
})
