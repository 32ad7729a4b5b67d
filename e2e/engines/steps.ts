/** The journeys' shared steps and the stack's addresses, as the devnet runs them. */
import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import { createPublicClient, http, type PublicClient, parseEther } from 'viem'
import { expect } from './fixtures.ts'
import type { Person } from './person.ts'

const INBOX = 'http://127.0.0.1:8025'
const RPC_A = 'http://127.0.0.1:8545'
const API = 'http://127.0.0.1:8787'
/** Anvil's account 8: no spec spends from it, so the lanes fund new wallets from it. */
const FUNDER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/** A public client of devnet chain A. */
export const chainA: PublicClient = createPublicClient({ transport: http(RPC_A) })

/** An address as the connect button shows it. */
export const short = (a: string): string => `${a.slice(0, 4)}…${a.slice(-6)}`

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

/**
 * Approves what the wallet frame shows: in the frame where the browser can tell it is shown as it is
 * (Chromium's IntersectionObserver v2), otherwise in the secure window the frame opens (Firefox, WebKit).
 */
export async function approve(person: Person): Promise<void> {
  const frame = person.frame('Latch wallet')
  const secureWindow = frame.role('button', 'Review in a secure window')
  const inWindow = await secureWindow.see(2_000).then(
    () => true,
    () => false,
  )
  if (inWindow) {
    const window = await person.popup('/frame/review', () => secureWindow.press(STEADY_MS + 50))
    await window.role('button', 'Approve').press(STEADY_MS + 50)
  } else {
    await frame.role('button', 'Approve').press(STEADY_MS + 50)
  }
}
