/**
 * Sign in with X in the demo (`?siwx`: `latchSiwx()` over the devnet server): right after a browser
 * wallet or a WalletConnect wallet connects, the visitor signs in (the embedded wallet's logins:
 * siwx-embedded.spec.ts); the server holds the session its token names; a reload asks nothing;
 * disconnecting signs out on the server; declining disconnects.
 */
// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'

import { BITCOIN_DEVNET, bitcoinTestAccounts } from '@latch/devnet/bitcoin-facts'
import { testAccount } from '@latch/devnet/chains'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { SOLANA_DEVNET } from '@latch/devnet/solana-facts'
import { expect, test } from '@playwright/test'
import { createSiweMessage } from 'viem/siwe'
import { ACCOUNT_0, API, pickOnConnect, SHORT_0 } from './helpers.ts'
import {
  askServer,
  expectReplayRefused,
  serverSession,
  sessionsPosted,
  signInDialog,
  signTheRequest,
  tokenOf,
} from './siwx-helpers.ts'
import { phoneWallet, prepareForWalletConnect, uriFromCopy } from './walletconnect-helpers.ts'

test('a browser wallet signs in right after connecting; a reload asks nothing; Disconnect signs out on the server', async ({
  page,
}) => {
  await page.goto('/?siwx')
  await pickOnConnect(page, 'Dev Wallet')
  await signTheRequest(page)
  await expect(signInDialog(page)).toBeHidden()
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const held = await serverSession(page, ACCOUNT_0)
  expect(held.status).toBe(200)
  expect(held).toMatchObject({
    session: { address: `eip155:${DEFAULT_DEVNET_ENDPOINTS[0]!.id}:${ACCOUNT_0}` },
  })

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  await expect(signInDialog(page)).toHaveCount(0)

  await page.getByRole('button', { name: new RegExp(`^${SHORT_0}`) }).click()
  const token = await tokenOf(page, ACCOUNT_0)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('siwx')).toHaveText('—')
  // Signed out on the server (the token opens nothing) and forgotten in the browser.
  await expect.poll(async () => (await askServer(token)).status).toBe(401)
  expect(await tokenOf(page, ACCOUNT_0)).toBeUndefined()
})

test('a wallet that signs in as it connects (ERC-7846) is asked once; the server holds the session; its message replayed is refused', async ({
  page,
}) => {
  const address = testAccount(17).address
  const signedIn = sessionsPosted(page)
  await page.goto('/?siwx&account=17&connectSignsIn')
  await pickOnConnect(page, 'Dev Wallet')
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  await expect(signInDialog(page)).toHaveCount(0)
  // One prompt: the wallet's own log holds the connect alone, no separate signature.
  await page.keyboard.press('Escape')
  await expect(
    page.getByRole('list', { name: 'Requests since this page loaded' }).getByRole('listitem'),
  ).toHaveText(['wallet_connect: approved'])
  const held = await serverSession(page, address)
  expect(held).toMatchObject({
    status: 200,
    session: { address: `eip155:${DEFAULT_DEVNET_ENDPOINTS[0]!.id}:${address}` },
  })
  // What the wallet signed names this page, the wallet's account and a nonce of the server's.
  expect(signedIn).toHaveLength(1)
  expect(signedIn[0]!.body.message).toMatch(
    new RegExp(`^localhost:5173 wants you to sign in with your Ethereum account:\n${address}\n`),
  )
  await expectReplayRefused(signedIn[0]!)
})

test('a declined signature disconnects the wallet with "Signature declined", in the modal’s language too', async ({
  page,
}) => {
  await page.goto('/?siwx&locale=de')
  await page.getByRole('button', { name: 'Wallet verbinden' }).click()
  await page
    .getByRole('dialog', { name: 'Wallet verbinden' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible()
  // The wallet's own window, behind the modal: the visitor declines there.
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Signieren' }).click()
  await expect(page.getByText('Signatur abgelehnt')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('the server refuses a replayed message, another domain, an expired one, an unserved chain and a reused nonce; in the modal a refusal says "Sign-in failed" and a retry signs in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The demo as the page visits it: its sign-in messages name this domain.
  const demo = 'http://localhost:5173'
  const posted: { message: string; signature: string }[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/siwx/sessions')) posted.push(r.postDataJSON())
  })
  await page.goto('/?siwx')
  await pickOnConnect(page, 'Dev Wallet')
  await signTheRequest(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const [first] = posted
  expect(first?.message).toContain(`Nonce: `)

  // Through the API, as anyone holding a signed message could try: each refused with its reason.
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(`${API}${path}?projectId=latch-demo`, {
      method: 'POST',
      headers: { origin: demo, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    return { status: res.status, body: (await res.json()) as { error?: string; nonce?: string } }
  }
  const signIn = (body: unknown) => api('/v1/siwx/sessions', body)
  const key = testAccount(0)
  const signed = async (fields: Partial<Parameters<typeof createSiweMessage>[0]>, nonce?: string) => {
    const message = createSiweMessage({
      domain: 'localhost:5173',
      uri: demo,
      address: key.address,
      chainId: DEFAULT_DEVNET_ENDPOINTS[0]!.id,
      nonce: nonce ?? (await api('/v1/siwx/nonce')).body.nonce!,
      version: '1',
      issuedAt: new Date(),
      ...fields,
    })
    return { message, signature: await key.signMessage({ message }) }
  }
  const replayed = await signIn(first)
  expect(replayed).toMatchObject({ status: 401, body: { error: expect.stringMatching(/nonce .* used/) } })
  const elsewhere = await signIn(await signed({ domain: 'evil.example', uri: 'https://evil.example' }))
  expect(elsewhere).toMatchObject({
    status: 401,
    body: { error: expect.stringMatching(/domain evil\.example/) },
  })
  const expired = await signIn(
    await signed({ issuedAt: new Date(Date.now() - 600_000), expirationTime: new Date(Date.now() - 60_000) }),
  )
  expect(expired).toMatchObject({ status: 401, body: { error: expect.stringMatching(/expired/) } })
  const unserved = await signIn(await signed({ chainId: 999 }))
  expect(unserved).toMatchObject({
    status: 401,
    body: { error: expect.stringMatching(/chain 999 is not served/) },
  })
  const once = (await api('/v1/siwx/nonce')).body.nonce!
  expect((await signIn(await signed({}, once))).status).toBe(200)
  expect((await signIn(await signed({ statement: 'again' }, once))).status).toBe(401)

  // In the modal: the next sign-in is handed the used nonce (a replay), the server refuses it, the view
  // says so and asks again, and the retry (a fresh nonce) signs in.
  await page.getByRole('button', { name: new RegExp(`^${SHORT_0}`) }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('siwx')).toHaveText('—')
  await page.route('**/v1/siwx/nonce*', async (route) => {
    const res = await route.fetch()
    await route.fulfill({ response: res, json: { ...(await res.json()), nonce: once } })
    await page.unroute('**/v1/siwx/nonce*')
  })
  await pickOnConnect(page, 'Dev Wallet')
  await signTheRequest(page)
  await expect(signInDialog(page).getByRole('alert')).toHaveText('Sign-in failed')
  await signInDialog(page).getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
})

test('a phone wallet without one-click auth pairs as ever (the fallback proposal), then signs in right after', async ({
  page,
  context,
}) => {
  const wallet = await phoneWallet()
  try {
    await prepareForWalletConnect(context)
    await page.goto('/?siwx')
    await pickOnConnect(page, 'WalletConnect')
    await wallet.pair(await uriFromCopy(page))
    await wallet.approve(await wallet.nextProposal())
    await signTheRequest(page)
    expect((await wallet.waitForRequest('personal_sign')).method).toBe('personal_sign')
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
    expect((await serverSession(page, wallet.address)).status).toBe(200)
  } finally {
    await wallet.stop()
  }
})

test('a phone wallet with one-click auth (CAIP-222) pairs and signs in with one approval; the server holds the session; its message replayed is refused', async ({
  page,
  context,
}) => {
  const wallet = await phoneWallet({ oneClickAuth: true })
  const signedIn = sessionsPosted(page)
  try {
    await prepareForWalletConnect(context)
    await page.goto('/?siwx')
    await pickOnConnect(page, 'WalletConnect')
    await wallet.pair(await uriFromCopy(page))
    const asked = await wallet.nextAuthentication()
    // The request names this page, a nonce of the server's and the methods the app will use (a ReCap).
    expect(asked.params.authPayload).toMatchObject({ domain: 'localhost:5173', aud: 'http://localhost:5173' })
    expect(asked.params.authPayload.resources?.at(-1)).toMatch(/^urn:recap:/)
    await wallet.approveAuthentication(asked)
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(signInDialog(page)).toHaveCount(0)
    // One approval: the wallet was asked nothing after it paired.
    expect(wallet.requests).toEqual([])
    expect(await serverSession(page, wallet.address)).toMatchObject({
      status: 200,
      session: { address: `eip155:${DEFAULT_DEVNET_ENDPOINTS[0]!.id}:${wallet.address}` },
    })
    expect(signedIn).toHaveLength(1)
    expect(signedIn[0]!.body.message).toMatch(
      new RegExp(`^localhost:5173 wants you to sign in with your Ethereum account:\n${wallet.address}\n`),
    )
    await expectReplayRefused(signedIn[0]!)
    // The session works as any pairing's: a message signed through it is the wallet's.
    await page.keyboard.press('Escape')
    await page.getByRole('textbox', { name: 'Message' }).fill('after one-click auth')
    await page.getByRole('button', { name: 'Sign message' }).click()
    expect((await wallet.waitForRequest('personal_sign')).method).toBe('personal_sign')
  } finally {
    await wallet.stop()
  }
})

test('a Solana wallet signs in with its own message and signature (CAIP-122, ed25519)', async ({ page }) => {
  // Solana test account #4 only signs here.
  await page.goto('/?siwx&account=4')
  await pickOnConnect(page, 'Dev Solana Wallet')
  await signTheRequest(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const solanaAddress = (await page.getByTestId('address').textContent()) ?? ''
  const held = await serverSession(page, solanaAddress)
  expect(held).toMatchObject({
    status: 200,
    session: { address: `${SOLANA_DEVNET.caipNetworkId}:${solanaAddress}` },
  })
})

test('a Bitcoin wallet signs in with its payment account (CAIP-122, BIP-322)', async ({ page }) => {
  // Bitcoin test account #7 only signs here.
  const { payment } = bitcoinTestAccounts(7)
  await page.goto('/?siwx&account=7')
  await pickOnConnect(page, 'Dev Bitcoin Wallet')
  await signTheRequest(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const held = await serverSession(page, payment.address)
  expect(held).toMatchObject({
    status: 200,
    session: { address: `${BITCOIN_DEVNET.caipNetworkId}:${payment.address}` },
  })
})
