// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'

import { ammContracts } from '@latch/devnet/chains'
import { DEFAULT_DEVNET_ENDPOINTS, DEFAULT_SOLANA_RPC_URL } from '@latch/devnet/networks'
import { SOLANA_DEVNET } from '@latch/devnet/solana-facts'
import { startTestWallet, type TestWallet } from '@latch/devnet/walletconnect'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { lusdOf, pickOnConnect } from './helpers.ts'
import { pairAndApprove, prepareForWalletConnect, uriFromCopy } from './walletconnect-helpers.ts'

const RELAY = 'ws://127.0.0.1:8555'
const CHAINS = DEFAULT_DEVNET_ENDPOINTS
/** Devnet test account #9 signs in the wallet: no other spec gives it a name. */
const WALLET_ACCOUNT = 9
const SHORT_9 = '0xa0…a79720'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

let wallet: TestWallet
const outside: string[] = []
/** Wallet apps the page opened (custom-scheme navigations): not network requests. */
const appLinks: string[] = []

test.beforeEach(async ({ context }) => {
  wallet = await startTestWallet({ relayUrl: RELAY, chains: CHAINS, accountIndex: WALLET_ACCOUNT })
  await guard(context)
})
test.afterEach(async () => {
  await wallet.stop()
  expect(outside, 'requests that left loopback').toEqual([])
})

/** Records every request that leaves loopback, and turns the clients' cloud calls off as in tests. */
async function guard(context: BrowserContext) {
  outside.length = 0
  appLinks.length = 0
  await prepareForWalletConnect(context)
  context.on('request', (r) => {
    if (!/^(https?|wss?):/.test(r.url())) {
      if (!r.url().startsWith('data:')) appLinks.push(r.url())
      return
    }
    const host = new URL(r.url()).hostname
    if (!['127.0.0.1', 'localhost'].includes(host) && !r.url().startsWith('data:')) outside.push(r.url())
  })
}

/** Opens the modal on WalletConnect's QR code. */
async function openWalletConnect(page: Page, query = '') {
  await page.goto(`/${query}`)
  await pickOnConnect(page, 'WalletConnect')
  return page.getByRole('dialog', { name: 'WalletConnect' })
}

/**
 * The pairing URI the modal shows, read back from its QR code. A screenshot taken while a fresh code
 * replaces the old one can catch the swap half-painted or the old one gone, so it is taken again.
 */
async function uriFromQr(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: 'WalletConnect pairing code' })
  await expect(qr).toBeVisible()
  for (let attempt = 0; attempt < 10; attempt++) {
    // A code replaced between finding it and painting it is gone from the page: take the new one.
    const shot = await qr.screenshot().catch(() => undefined)
    if (!shot) continue
    const png = PNG.sync.read(shot)
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    if (decoded) return decoded.data
    await page.waitForTimeout(100)
  }
  throw new Error('the QR code did not decode')
}

/** This file's wallet pairs and approves (see walletconnect-helpers.ts). */
const pair = (page: Page, uri?: string) => pairAndApprove(page, wallet, uri)

/** Opens the modal's All Wallets view from Connect. */
async function openAllWallets(page: Page) {
  await pickOnConnect(page, 'All Wallets')
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  return { dialog, list: dialog.getByRole('list', { name: 'Wallets' }) }
}

/**
 * Resolves when the page's WalletConnect client has subscribed to a topic (its new pairing's): by
 * `irn_subscribe`, or by `wc_proposeSession`, which a fresh client uses to publish its proposal and
 * subscribe to the pairing at once. Topics in `known` (an earlier page's pairing, which a client on the
 * same storage subscribes to again as it starts) do not count.
 */
function pairingSubscribed(page: Page, known: readonly string[] = []): Promise<void> {
  type Frame = {
    id?: number
    method?: string
    params?: { topic?: string; topics?: string[]; pairingTopic?: string }
  }
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      const ids = new Set<number>()
      const json = (payload: string | Buffer): Frame => {
        try {
          return JSON.parse(String(payload)) as Frame
        } catch {
          return {}
        }
      }
      ws.on('framesent', (f) => {
        const m = json(f.payload)
        if (m.id === undefined || !/^(irn_(batch)?[sS]ubscribe|wc_proposeSession)$/.test(m.method ?? ''))
          return
        const topics = [m.params?.topic, m.params?.pairingTopic, ...(m.params?.topics ?? [])].filter(
          (t): t is string => typeof t === 'string',
        )
        if (topics.some((t) => !known.includes(t))) ids.add(m.id)
      })
      ws.on('framereceived', (f) => {
        const id = json(f.payload).id
        if (id !== undefined && ids.has(id)) resolve()
      })
    })
  })
}

/** The pairing topic of a `wc:` URI. */
const topicOf = (uri: string): string => /^wc:([0-9a-f]{64})@/.exec(uri)?.[1] ?? ''

const status = (page: Page) => page.getByTestId('status')
const connection = (page: Page) => page.getByRole('region', { name: 'Your connection' })

test('pairs through the QR code: the Account view shows the wallet address; personal_sign verifies', async ({
  page,
}) => {
  await openWalletConnect(page)
  const fromQr = await uriFromQr(page)
  expect(fromQr).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await uriFromCopy(page)).toBe(fromQr)
  await pair(page, fromQr)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(SHORT_9)).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(connection(page).getByText(wallet.address)).toBeVisible()
  await expect(connection(page).getByText('Latch Test Wallet')).toBeVisible()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  const request = await wallet.waitForRequest('personal_sign')
  expect(request.chainId).toBe('eip155:31337')
})

test('swaps through the WalletConnect wallet: ETH → LUSD lands in its account within the slippage', async ({
  page,
}) => {
  await openWalletConnect(page)
  await pair(page)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.2')
  await expect(swap.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('')
  const quoted = Number(await swap.getByRole('textbox', { name: 'You receive' }).inputValue())
  const before = await lusdOf(wallet.address)
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByRole('status').getByText(/^Swapped 0\.2 ETH for [\d.]+ LUSD$/)).toBeVisible({
    timeout: 15_000,
  })
  const sent = await wallet.waitForRequest('eth_sendTransaction')
  expect((sent.params as { to: string }[])[0]!.to.toLowerCase()).toBe(ammContracts().router.toLowerCase())
  const gained = Number((await lusdOf(wallet.address)) - before) / 1e6
  expect(gained).toBeGreaterThanOrEqual(quoted * 0.99)
})

test('the app switches chain, the wallet switches back, and a reload restores the session', async ({
  page,
}) => {
  await openWalletConnect(page)
  await pair(page)
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Latch Devnet A, switch network' })
    .click()
  await page
    .getByRole('dialog', { name: 'Networks' })
    .getByRole('option', { name: /^Latch Devnet B/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Latch Devnet B, switch network' })).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(connection(page).getByText('Latch Devnet B', { exact: true })).toBeVisible()
  // A request now goes out on the new chain.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  expect((await wallet.waitForRequest('personal_sign')).chainId).toBe('eip155:31338')

  await wallet.switchChain(31337)
  await expect(connection(page).getByText('Latch Devnet A', { exact: true })).toBeVisible()

  await page.reload()
  await expect(status(page)).toHaveText('connected')
  await expect(connection(page).getByText(wallet.address)).toBeVisible()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
})

test('the wallet disconnecting shows the app disconnected', async ({ page }) => {
  await openWalletConnect(page)
  await pair(page)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(status(page)).toHaveText('connected')
  await wallet.disconnect()
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a rejected proposal shows "Connection rejected" and a new QR code that then pairs', async ({
  page,
}) => {
  const dialog = await openWalletConnect(page)
  const first = await uriFromQr(page)
  await wallet.pair(first)
  await wallet.reject(await wallet.nextProposal())
  await expect(dialog.getByRole('alert')).toHaveText('Connection rejected')
  await expect.poll(() => uriFromQr(page)).not.toBe(first)
  await pair(page, await uriFromQr(page))
  await expect(status(page)).toHaveText('connected')
})

test('an expiring pairing URI is replaced by a fresh one, which pairs', async ({ page }) => {
  await openWalletConnect(page, '?wcExpiry=15000')
  const first = await uriFromCopy(page)
  // 15 s URIs are replaced 10 s before they expire.
  await expect.poll(() => uriFromQr(page), { timeout: 10_000 }).not.toBe(first)
  await pair(page, await uriFromQr(page))
})

test('a relay that drops every connection mid-pairing: the modal shows a fresh code within seconds, which pairs', async ({
  page,
  request,
}) => {
  await openWalletConnect(page)
  const first = await uriFromCopy(page)
  const dropped = await request.post('http://127.0.0.1:8555/control/drop')
  expect((await dropped.json()).dropped).toBeGreaterThan(0)
  await expect.poll(() => uriFromQr(page), { timeout: 5_000 }).not.toBe(first)
  await pair(page, await uriFromQr(page))
  await expect(status(page)).toHaveText('connected')
})

test('a relay restarted mid-pairing (its messages lost, down 2 s): the modal says it is reconnecting, then shows a fresh code that pairs', async ({
  page,
  request,
}) => {
  await openWalletConnect(page)
  const first = await uriFromCopy(page)
  await request.post('http://127.0.0.1:8555/control/restart?downMs=2000')
  await expect(page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('alert')).toHaveText(
    'Reconnecting to WalletConnect…',
  )
  const restartedAt = Date.now()
  await expect.poll(() => uriFromQr(page), { timeout: 10_000 }).not.toBe(first)
  // The relay is back after 2 s; the fresh code follows within a few seconds of that.
  expect(Date.now() - restartedAt).toBeLessThan(8_000)
  await pair(page, await uriFromQr(page))
  await expect(status(page)).toHaveText('connected')
})

test('a wallet that never answers times out with a clear message, and a retry succeeds', async ({ page }) => {
  await openWalletConnect(page, '?wcTimeout=2000')
  await pair(page)
  await page.getByRole('button', { name: 'Close' }).click()
  wallet.setRequestMode('ignore')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signing failed: The wallet did not answer within 2 s')).toBeVisible()
  wallet.setRequestMode('reject')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText(/Signing failed: User rejected/)).toBeVisible()
  wallet.setRequestMode('approve')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
})

test('a malformed or foreign URI is refused by the wallet and the modal keeps its code', async ({ page }) => {
  await openWalletConnect(page)
  const uri = await uriFromCopy(page)
  await expect(wallet.pair('wc:not-a-pairing-uri')).rejects.toThrow()
  await expect(wallet.pair('https://evil.example/?uri=wc:1@2')).rejects.toThrow()
  await pair(page, uri)
})

test('All Wallets: searches by part of a name from 2 characters, plain text only, and pairs a picked wallet', async ({
  page,
}) => {
  await page.goto('/')
  const { dialog, list } = await openAllWallets(page)
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('a')
  // One character does not search: the full list stays.
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await search.fill('rainb')
  await expect(list.getByRole('button')).toHaveText(['Rainbow'])
  await expect(dialog.getByRole('status')).toHaveText('1 wallet')
  for (const hostile of ['.*', '<img src=x onerror=alert(1)>', '%_', "'; drop table wallets; --"]) {
    await search.fill(hostile)
    await expect(dialog.getByRole('status')).toHaveText('No wallets found')
  }
  await search.fill('wallet')
  await expect(list.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
  await list.getByRole('button', { name: 'Trust Wallet' }).click()
  const pairing = page.getByRole('dialog', { name: 'Trust Wallet' })
  await expect(pairing.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible()
  await pair(page)
  // The picked wallet is now a recent one, listed first.
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: SHORT_9 }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect((await openAllWallets(page)).list.getByRole('button').first()).toHaveText('Trust WalletRecent')
})

test('featured wallets are listed on Connect in the order the app gives, after installed ones, and pair', async ({
  page,
}) => {
  await page.goto(`/?featured=${TRUST},${RAINBOW}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button')).toHaveText([
    'WalletConnect',
    /^Dev Wallet/,
    /^Dev Solana Wallet/,
    /^Dev Bitcoin Wallet/,
    /^Dev Cosmos Wallet/,
    /^Dev Polkadot Wallet/,
    'Trust Wallet',
    'Rainbow',
    'All Wallets',
  ])
  await list.getByRole('button', { name: 'Rainbow' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Rainbow' }).getByRole('img', { name: 'WalletConnect pairing code' }),
  ).toBeVisible()
  await pair(page)
  await expect(status(page)).toHaveText('connected')
})

test('All Wallets keeps a few dozen rows in the DOM however far the list scrolls', async ({ page }) => {
  await page.goto('/')
  const { dialog, list } = await openAllWallets(page)
  await expect(list.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await list.evaluate((el) => el.parentElement?.scrollTo({ top: 10_000 }))
  // The list asks the server for the app's namespaces (EVM, Solana, Bitcoin, Cosmos, Polkadot): Keplr, a Cosmos
  // wallet, is among them (the server's tests prove the filter drops other namespaces' wallets).
  await expect(list.getByRole('button', { name: 'Backpack' })).toBeVisible()
  await expect(list.getByRole('button', { name: 'Keplr' })).toBeVisible()
  expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(60)
  // A search's results start at the top, wherever the list was scrolled to.
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('wallet')
  await expect(list.getByRole('button', { name: 'Backpack' })).toHaveCount(0)
  await expect(list.getByRole('button', { name: 'Trust Wallet' })).toBeInViewport()
})

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })

  test('a registry wallet opens its app with the URI prepared before the tap, and pairs; later, as a recent wallet, too', async ({
    page,
    context,
  }) => {
    const prepared = pairingSubscribed(page)
    await page.goto('/')
    const { list } = await openAllWallets(page)
    // A visitor's tap comes after the URI is ready (a quicker one shows the "Open" link instead): the
    // relay has acknowledged the proposal, and the page has it (its wallet lists are busy until then).
    await prepared
    await expect(list).not.toHaveAttribute('aria-busy')
    await list.getByRole('button', { name: 'Trust Wallet' }).click()
    const pairing = page.getByRole('dialog', { name: 'Trust Wallet' })
    const open = pairing.getByRole('link', { name: 'Open Trust Wallet' })
    await expect(open).toHaveAttribute('href', /^trust:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    await expect(pairing.getByText('Continue in Trust Wallet')).toBeVisible()
    const href = (await open.getAttribute('href')) ?? ''
    // The tap itself opened the app, on the URI that was ready before it.
    expect(appLinks).toEqual([href])
    await pair(page, decodeURIComponent(href.slice('trust://wc?uri='.length)))

    // Later, Trust Wallet is a recent wallet: one tap on it opens the app on a URI prepared before it.
    // (A new page: headless Chromium stops delivering input to a page once it has tried an app's scheme.)
    await wallet.disconnect()
    await expect(status(page)).toHaveText('disconnected')
    await page.close()
    const later = await context.newPage()
    // The client starts on the first page's storage and subscribes to its pairing again: not this one.
    const ready = pairingSubscribed(later, [
      topicOf(decodeURIComponent(href.slice('trust://wc?uri='.length))),
    ])
    await later.goto('/')
    appLinks.length = 0
    await later.getByRole('button', { name: 'Connect Wallet' }).click()
    // A visitor's tap comes after the URI is ready (a quicker one shows the "Open" link instead).
    await ready
    const connect = later
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('list', { name: 'Wallets' })
    await expect(connect).not.toHaveAttribute('aria-busy')
    await expect(connect.getByRole('button').nth(1)).toHaveText('Trust WalletRecent')
    await connect.getByRole('button', { name: /^Trust Wallet/ }).click()
    const again = later
      .getByRole('dialog', { name: 'Trust Wallet' })
      .getByRole('link', { name: 'Open Trust Wallet' })
    await expect(again).toHaveAttribute('href', /^trust:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    const second = (await again.getAttribute('href')) ?? ''
    expect(appLinks).toEqual([second])
    expect(second).not.toBe(href)
    await pair(later, decodeURIComponent(second.slice('trust://wc?uri='.length)))
  })
})

test('offline, the WalletConnect view says so, and shows a code that pairs once the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  await context.setOffline(true)
  await connect.getByRole('button', { name: 'WalletConnect' }).click()
  const view = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(view.getByRole('alert')).toHaveText(
    'You are offline: the code appears as soon as the connection returns',
  )
  await context.setOffline(false)
  await expect(view.getByRole('alert')).toBeHidden({ timeout: 10_000 })
  await pair(page, await uriFromQr(page))
  await expect(status(page)).toHaveText('connected')
})

test('a wallet granting a solana namespace too: both accounts connect; the Solana one signs and sends SOL through the wallet', async ({
  page,
}) => {
  await wallet.stop()
  wallet = await startTestWallet({
    relayUrl: RELAY,
    chains: CHAINS,
    accountIndex: WALLET_ACCOUNT,
    solana: { caipNetworkId: SOLANA_DEVNET.caipNetworkId, rpcUrl: DEFAULT_SOLANA_RPC_URL },
  })
  await openWalletConnect(page)
  await pair(page, await uriFromQr(page))
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(SHORT_9)).toBeVisible()

  // The session's Solana account is connected too: choosing the Solana network shows it, asking nothing.
  const solanaAddress = wallet.solanaAddress!
  await account.getByRole('button', { name: 'Latch Devnet A, switch network' }).click()
  await page
    .getByRole('dialog', { name: 'Networks' })
    .getByRole('option', { name: /^Latch Devnet Solana/ })
    .click()
  await expect(account.getByText(`${solanaAddress.slice(0, 4)}…${solanaAddress.slice(-6)}`)).toBeVisible()

  const to = (await generateKeyPairSigner()).address
  await account.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill('0.5')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').getByText('Sent 0.5 SOL')).toBeVisible()
  const request = await wallet.waitForRequest('solana_signAndSendTransaction')
  expect(request.chainId).toBe(SOLANA_DEVNET.caipNetworkId)
  expect((await createSolanaRpc(DEFAULT_SOLANA_RPC_URL).getBalance(address(to)).send()).value).toBe(
    500_000_000n,
  )

  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  expect((await wallet.waitForRequest('solana_signMessage')).chainId).toBe(SOLANA_DEVNET.caipNetworkId)
})
