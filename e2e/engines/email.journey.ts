import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO, expect, test } from './fixtures.ts'
import type { Person } from './person.ts'

const INBOX = 'http://127.0.0.1:8025'
const RPC_A = 'http://127.0.0.1:8545'
const SECURE_SITE = 'http://localhost:8788'
const chainA = createPublicClient({ transport: http(RPC_A) })
const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-6)}`
/** Gives an address 1 ETH on chain A. */
const fund = (address: string) =>
  fetch(RPC_A, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther('1').toString(16)}`],
    }),
  })

/**
 * Approves what the wallet frame shows: in the frame where the browser can tell it is shown as it is
 * (Chromium's IntersectionObserver v2), otherwise in the secure window the frame opens (Firefox, WebKit).
 */
async function approve(person: Person): Promise<void> {
  const frame = person.frame('Latch wallet')
  const secureWindow = frame.role('button', 'Review in a secure window')
  if (
    await secureWindow.see(2_000).then(
      () => true,
      () => false,
    )
  ) {
    const window = await person.popup('/frame/review', () => secureWindow.press(STEADY_MS + 50))
    await window.role('button', 'Approve').press(STEADY_MS + 50)
  } else {
    await frame.role('button', 'Approve').press(STEADY_MS + 50)
  }
}

test('email login (a new wallet), reload (still in), send with the exact on-chain delta, sign (verified with viem)', async ({
  person,
  tab,
}) => {
  test.setTimeout(90_000)
  const email = `engine-${Date.now()}@example.com`
  // The new wallet's address, as the frame registers it: funded before any balance is read (the
  // balances read then are kept for 30 s, SPEC §9).
  let funded: Promise<unknown> | undefined
  tab.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().startsWith(`${SECURE_SITE}/auth/v1/wallet`))
      funded = request
        .fetchPostData()
        .then((body) => fund((JSON.parse(body ?? '{}') as { address: string }).address))
  })
  await person.goto(DEMO)
  await person.role('button', 'Connect Wallet').click()
  const connect = person.role('dialog', 'Connect Wallet')
  await connect.role('textbox', 'Email').fill(email)
  await connect.role('button', 'Continue with email').click()
  const login = person.role('dialog', 'Log in with email')
  await login.text(`We mailed a 6-digit code to ${email}`).see()
  let code: string | undefined
  await expect
    .poll(async () => {
      code = await mailedCodeIn(INBOX, email)
      return code
    })
    .toBeTruthy()
  await login.role('textbox', 'Code').fill(code!)
  await login.role('button', 'Verify').click()
  const frame = person.frame('Latch wallet')
  await frame.role('button', 'I saved my recovery code').see(30_000)
  await expect.poll(() => funded).toBeDefined()
  await funded
  await frame.role('button', 'I saved my recovery code').press(STEADY_MS + 50)
  await person.role('dialog', 'Account').see(30_000)
  const address = await person.evaluate(() => document.querySelectorAll('dd')[1]?.textContent ?? '')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // A reload keeps the session: connected again without a code.
  await person.reload()
  await person.role('button', short(address)).see(15_000)
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
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
  await frame.role('heading', 'Send transaction').see()
  await frame.text('0.1 ETH').see()
  await approve(person)
  await person.text('Sent 0.1 ETH').see(15_000)
  expect(await chainA.getBalance({ address: to })).toBe(parseEther('0.1'))
  await person.key('Escape')

  // Sign: approved in the frame, verified here against the address.
  await person.role('textbox', 'Message').fill('Signed in Firefox')
  await person.role('button', 'Sign message').click()
  await frame.role('heading', 'Sign message').see()
  await approve(person)
  await person.text('Signature verified').see()
  const signature = (await person.evaluate(
    () => document.querySelector('code.wrap')?.textContent,
  )) as `0x${string}`
  expect(
    await verifyMessage({ address: address as `0x${string}`, message: 'Signed in Firefox', signature }),
  ).toBe(true)

  // A reload keeps the session: connected again without a code.
  await person.reload()
  await person.role('button', short(address)).see(15_000)
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
})
