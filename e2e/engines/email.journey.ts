import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO, expect, test } from './fixtures.ts'
import { approve, chainA, fund, logInWithEmail, reloadStillConnected, short, signAndVerify } from './steps.ts'

test('email login (a new wallet), reload (still in), send with the exact on-chain delta, sign (verified with viem)', async ({
  person,
}) => {
  test.setTimeout(90_000)
  const email = `engine-${Date.now()}@example.com`
  await person.goto(DEMO)
  const address = await logInWithEmail(person, email)
  await fund(address)
  // The empty balances read at login are kept 30 s in the browser (SPEC §9): that time passes.
  await person.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('cache/')) localStorage.removeItem(key)
  })

  // A reload keeps the session: connected again without a code.
  await reloadStillConnected(person, address)
  await person.role('button', short(address)).click()

  // Send: approved in the frame; exactly that lands on chain.
  await person.role('dialog', 'Account').role('button', 'Send').click()
  const send = person.role('dialog', 'Send')
  const to = privateKeyToAccount(generatePrivateKey()).address
  // The token is chosen once the balances are read.
  await send.text('Choose a token').gone(15_000)
  await send.role('textbox', 'Amount').fill('0.1')
  await send.role('textbox', 'Receiver').fill(to)
  await send.role('button', 'Send').click()
  const frame = person.frame('Latch wallet')
  await frame.role('heading', 'Send transaction').see()
  await frame.text('0.1 ETH').see()
  await approve(person)
  await person.text('Sent 0.1 ETH').see(15_000)
  expect(await chainA.getBalance({ address: to })).toBe(parseEther('0.1'))
  await person.key('Escape')

  // Sign: approved in the frame, verified here against the address.
  await signAndVerify(person, address, 'Signed in Firefox')

  // A reload keeps the session: connected again without a code.
  await reloadStillConnected(person, address)
})
