/** The journeys' shared steps and the stack's addresses, as the devnet runs them. */

import { shortenAddress } from '@latch/core'
import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from './fixtures.ts'
import type { Person } from './person.ts'

const INBOX = 'http://127.0.0.1:8025'
const RPC_A = 'http://127.0.0.1:8545'
const API = 'http://127.0.0.1:8787'

/** A public client of devnet chain A. */
export const chainA: PublicClient = createPublicClient({ transport: http(RPC_A) })

/** The button's and the Account view's form of an address (core's, SPEC §9). */
export const short = shortenAddress

/** The newest code mailed to `email`, read from the devnet's inbox. */
export async function mailedCode(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = await mailedCodeIn(INBOX, email)
      return code
    })
    .toBeTruthy()
  return code!
}

/**
 * Sends an address 1 ETH on chain A (a real transfer, which the server's indexer sees) and waits until
 * the server's balances show it: what the app reads next is then the new balance.
 */
export async function fund(address: string): Promise<void> {
  // From an account of its own (every test account is some spec's), given its ETH by anvil.
  const funder = privateKeyToAccount(generatePrivateKey())
  await chainA.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [funder.address, toHex(parseEther('2'))] as never,
  })
  const hash = await createWalletClient({ account: funder, transport: http(RPC_A) }).sendTransaction({
    to: address as `0x${string}`,
    value: parseEther('1'),
    chain: null,
  })
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

/** Logs in with email from the demo's Connect view as a new visitor; the new wallet's address. */
export async function logInWithEmail(person: Person, email: string): Promise<string> {
  await person.role('button', 'Connect Wallet').click()
  const connect = person.role('dialog', 'Connect Wallet')
  await connect.role('textbox', 'Email').fill(email)
  await connect.role('button', 'Continue with email').click()
  const login = person.role('dialog', 'Log in with email')
  await login.text(`We mailed a 6-digit code to ${email}`).see()
  await login.role('textbox', 'Code').fill(await mailedCode(email))
  await login.role('button', 'Verify').click()
  return saveRecoveryCode(person)
}

/** A new wallet: its recovery code shows in the frame; the person saves it and lands on Account. */
export async function saveRecoveryCode(person: Person): Promise<string> {
  await person
    .frame('Latch wallet')
    .role('button', 'I saved my recovery code')
    .press(STEADY_MS + 50)
  await person.role('dialog', 'Account').see(30_000)
  const address = await person.evaluate(() => document.querySelectorAll('dd')[1]?.textContent ?? '')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** What `see(…).then(shown, hidden)` gives: whether it showed in time. */
const shown = () => true
const hidden = () => false

/**
 * Approves what the wallet frame shows: in the frame where the browser can tell it is shown as it is
 * (Chromium's IntersectionObserver v2), otherwise in the secure window the frame opens (Firefox, WebKit).
 */
export async function approve(person: Person): Promise<void> {
  const frame = person.frame('Latch wallet')
  const secureWindow = frame.role('button', 'Review in a secure window')
  const inWindow = await secureWindow.see(2_000).then(shown, hidden)
  if (inWindow) {
    const window = await person.popup('/frame/review', () => secureWindow.press(STEADY_MS + 50))
    // Approve arms once the window has been in front for 500 ms. A window the system left without focus
    // (WebKit's under Xvfb has no window manager to give it) says so, whenever that is (on a loaded
    // machine, seconds after it opened): the person clicks in it, as told, and approves once it arms.
    const inFront = window.text('This window is not in front yet: click or tap anywhere in it, then approve')
    const end = Date.now() + 30_000
    for (;;) {
      if (await inFront.see(500).then(shown, hidden)) await inFront.click()
      try {
        await window.role('button', 'Approve').press(STEADY_MS + 50, 1_000)
        break
      } catch (e) {
        // The press landed and the frame, answered, closed the window before the driver's reply to the
        // press came back (WebKit then answers "no such window"): approved, as what follows checks.
        if (await window.closed()) break
        if (Date.now() > end) throw e
      }
    }
  } else {
    await frame.role('button', 'Approve').press(STEADY_MS + 50)
  }
}

/**
 * Signs `message` from the demo's Sign message panel, approved in the wallet, and checks the signature
 * against `address` with viem.
 */
export async function signAndVerify(person: Person, address: string, message: string): Promise<void> {
  await person.role('textbox', 'Message').fill(message)
  await person.role('button', 'Sign message').click()
  await person.frame('Latch wallet').role('heading', 'Sign message').see()
  await approve(person)
  await person.text('Signature verified').see()
  const signature = (await person.evaluate(
    () => document.querySelector('code.wrap')?.textContent,
  )) as `0x${string}`
  expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
}

/** Reloads the demo and checks the wallet at `address` is connected again, with no code asked. */
export async function reloadStillConnected(person: Person, address: string): Promise<void> {
  await person.reload()
  await person.role('button', short(address)).see(15_000)
  expect(await person.evaluate(() => document.querySelector('[data-testid=status]')?.textContent)).toBe(
    'connected',
  )
}
