import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO, expect, test } from './fixtures.ts'
import type { Person } from './person.ts'

const INBOX = 'http://127.0.0.1:8025'
const RPC_A = 'http://127.0.0.1:8545'
const chainA = createPublicClient({ transport: http(RPC_A) })
const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-6)}`
/** Anvil's account 8: no spec spends from it, so the lanes fund new wallets from it. */
const FUNDER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const API = 'http://127.0.0.1:8787'

/**
 * Sends an address 1 ETH on chain A (a real transfer, which the server's indexer sees) and waits until
 * the server's balances show it: what the app reads next is then the new balance.
 */
async function fund(address: string): Promise<void> {
  const res = await fetch(RPC_A, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: FUNDER, to: address, value: `0x${parseEther('1').toString(16)}` }],
    }),
  })
  const { result: hash } = (await res.json()) as { result: `0x${string}` }
  await chainA.waitForTransactionReceipt({ hash })
  const ethOnServer = async () => {
    const r = await fetch(`${API}/v1/account/${address}/balance?chainId=eip155:31337&projectId=latch-demo`)
    const { balances } = (await r.json()) as {
      balances?: { symbol: string; quantity: { numeric: string } }[]
    }
    return balances?.find((b) => b.symbol === 'ETH')?.quantity.numeric
  }
  await expect.poll(ethOnServer, { timeout: 15_000 }).toBe('1')
}

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
}) => {
  test.setTimeout(90_000)
  const email = `engine-${Date.now()}@example.com`
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
  await frame.role('button', 'I saved my recovery code').press(STEADY_MS + 50)
  await person.role('dialog', 'Account').see(30_000)
  const address = await person.evaluate(() => document.querySelectorAll('dd')[1]?.textContent ?? '')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await fund(address)
  // The empty balances read at login are kept 30 s in the browser (SPEC §9): that time passes.
  await person.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('cache/')) localStorage.removeItem(key)
  })

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
