import { readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { shortenAddress } from '@latch/core'
import { testAccount } from '@latch/devnet/chains'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { DEMO_PROJECT_ID } from '@latch/devnet/server-config'
import { startTestWallet } from '@latch/devnet/walletconnect'
import { expect, type Page, test } from '@playwright/test'
import { erc20Abi, formatEther, getAddress, parseEther, verifyMessage } from 'viem'
import { devWalletScript } from '../fresh-apps/dev-wallet-script.ts'
import { type FreshApp, prepareFreshApps, serveApp } from '../fresh-apps/scaffold.ts'
import { approveInFrame, freshEmail, logIn, SECURE_SITE } from './email-helpers.ts'
import {
  ACCOUNT_0,
  API,
  chainA,
  connectInjectedWallet,
  freshAddress,
  LUSD,
  pickOnConnect,
  rpcA,
} from './helpers.ts'
import { pairAndApprove, prepareForWalletConnect } from './walletconnect-helpers.ts'

// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'
const RELAY = 'ws://127.0.0.1:8555'

// The packed packages in new Vite (React 18, React 19), Next.js and wagmi (2, 3) apps outside the
// workspace, running the README's "Use it" and "With wagmi" code against the devnet stack.
test.describe.configure({ mode: 'serial' })

let apps: FreshApp[] = []
test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  apps = await prepareFreshApps({
    apiUrl: API,
    projectId: DEMO_PROJECT_ID,
    chains: DEFAULT_DEVNET_ENDPOINTS,
    relayUrl: RELAY,
    secureSite: SECURE_SITE,
  })
})
// The apps' folder (installed dependencies included) goes with the run.
test.afterAll(async () => {
  // Five apps' node_modules: more than a test's 30 s on two loaded cores.
  test.setTimeout(3 * 60_000)
  if (apps[0]) await rm(dirname(apps[0].dir), { recursive: true, force: true })
})

for (const kind of ['vite-react-18', 'vite-react-19', 'next'] as const) {
  test(`${kind}: the README's app connects an injected wallet and shows its address`, async ({ browser }) => {
    const app = apps.find((a) => a.kind === kind)!
    const { url, stop } = await serveApp(app)
    try {
      if (kind === 'next') {
        // Server-rendered: the button is in the HTML (streamed in the same response: the README's layout
        // reads the request inside <Suspense>, as Cache Components ask).
        expect(await (await fetch(url)).text()).toContain('>Connect Wallet</button>')
      }
      const context = await browser.newContext()
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text())
      })
      page.on('pageerror', (e) => errors.push(e.message))
      await connectInjectedWallet(page, url)
      await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
      await expect(page.getByText(`Connected as ${ACCOUNT_0}`)).toBeVisible()
      if (kind === 'next') {
        // Server rendering from the packed `@latch/react/server`: a reload's first HTML has the address.
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().resourceType() === 'document'),
          page.reload(),
        ])
        expect(await response.text()).toContain(`>${shortenAddress(ACCOUNT_0)}</button>`)
        await expect(page.getByText(`Connected as ${ACCOUNT_0}`)).toBeVisible()
      }
      // No hydration mismatch, no failed request, nothing else the console would show a developer.
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await stop()
    }
  })
}

test('on an origin the project does not list, the visitor sees "Invalid App Configuration" once and the console says where to add it', async ({
  page,
}) => {
  const app = apps.find((a) => a.kind === 'vite-react-19')!
  const { url, stop } = await serveApp(app, '4179')
  const origin = url.replace(/\/$/, '')
  try {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await connectInjectedWallet(page, url)
    await expect(page.getByText('Invalid App Configuration')).toBeVisible()
    // The alert says what to fix (set by the alert's own flag, not by comparing its words).
    await expect(page.getByText(/not on the project’s allowlist/)).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss alert' }).click()
    // Further refused calls (the activity list here) leave it closed: it is shown once.
    const refused = page.waitForResponse((r) => r.url().startsWith(API) && r.status() === 403)
    await page.getByRole('tab', { name: 'Activity' }).click()
    await refused
    await expect(page.getByText('Invalid App Configuration')).toBeHidden()
    // The connection itself works (the wallet is the visitor's); only the server's services are refused.
    await expect(page.getByText(`Connected as ${ACCOUNT_0}`)).toBeVisible()
    await expect
      .poll(() => errors.filter((e) => e.startsWith('[latch] Invalid App Configuration')))
      .toEqual([
        `[latch] Invalid App Configuration: Origin ${origin} is not allowed for project "${DEMO_PROJECT_ID}": add it to that project's "origins" in the server's configuration (LATCH_CONFIG)`,
      ])
  } finally {
    await stop()
  }
})

/** Connects the Dev Wallet from Latch's button and closes the modal on the Account view. */
async function connectFromLatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
}

// The same page on wagmi 2 and on wagmi 3 (two installs), each with a devnet test account of its own
// for the Dev Wallet (high mnemonic indexes: no other spec spends from them), and the wagmi major each
// must have installed; the first test runs on the app that had wagmi 3 before adding Latch too.
const WAGMI_APPS = [
  ['vite-wagmi-2', 30, 2],
  ['vite-wagmi-3', 31, 3],
] as const

for (const [kind, index, major] of [...WAGMI_APPS, ['vite-wagmi-3-existing', 32, 3] as const]) {
  test(`${kind}: wagmi's hooks read, sign, send, write and switch through the wallet connected in Latch, and either side's disconnect ends both`, async ({
    browser,
  }) => {
    const app = apps.find((a) => a.kind === kind)!
    const installed = JSON.parse(await readFile(join(app.dir, 'node_modules/wagmi/package.json'), 'utf8'))
    expect(`wagmi ${installed.version}`).toMatch(new RegExp(`^wagmi ${major}\\.`))
    const { address } = testAccount(index)
    await rpcA('anvil_setBalance', [address, `0x${parseEther('5').toString(16)}`])
    const { url, stop } = await serveApp(app)
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      // The Dev Wallet knows devnet A only, so wagmi's switch to B goes through wallet_addEthereumChain.
      await page.addInitScript(await devWalletScript(DEFAULT_DEVNET_ENDPOINTS.slice(0, 1), index))
      await page.goto(url)
      const status = page.getByTestId('wagmi-status')
      await expect(status).toHaveText('disconnected')

      // Connected from Latch's button, seen by wagmi's useAccount and useBalance.
      await connectFromLatch(page)
      await expect(status).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(address)
      await expect(page.getByTestId('wagmi-chain')).toHaveText('Latch Devnet A')
      await expect(page.getByTestId('wagmi-balance')).toHaveText('5 ETH')

      // useSignMessage: a signature by the account.
      await page.getByRole('button', { name: 'Sign with wagmi' }).click()
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
      expect(await verifyMessage({ address, message: 'Signed through wagmi', signature })).toBe(true)

      // useSendTransaction: the chain holds exactly the amount sent.
      const to = freshAddress()
      await page.getByLabel('Send to').fill(to)
      await page.getByRole('button', { name: 'Send 0.0123 ETH with wagmi' }).click()
      await expect(page.getByTestId('wagmi-outcome')).toHaveText('Sent: success')
      expect(formatEther(await chainA().getBalance({ address: to }))).toBe('0.0123')

      // useWriteContract: the token contract holds the allowance written.
      await page.getByLabel('Token').fill(LUSD)
      await page.getByRole('button', { name: 'Approve 777 with wagmi' }).click()
      await expect(page.getByTestId('wagmi-outcome')).toHaveText('Sent: success Approved: success')
      const allowance = {
        address: LUSD,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, to],
      } as const
      expect(await chainA().readContract(allowance)).toBe(777n)

      // useSwitchChain goes through Latch to the wallet; Latch's modal says the same network.
      await page.getByRole('button', { name: 'Switch to Latch Devnet B with wagmi' }).click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('Latch Devnet B')
      await page.getByRole('button', { name: new RegExp(`^${shortenAddress(address)}`) }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await expect(account.getByRole('button', { name: 'Latch Devnet B, switch network' })).toBeVisible()
      await page.keyboard.press('Escape')

      // A reload restores one connection both report.
      await page.reload()
      await expect(status).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(address)
      await expect(
        page.getByRole('button', { name: new RegExp(`^${shortenAddress(address)}`) }),
      ).toBeVisible()

      // wagmi's disconnect ends Latch's connection; Latch's Disconnect ends wagmi's.
      await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
      await expect(status).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await connectFromLatch(page)
      await expect(status).toHaveText('connected')
      await page.getByRole('button', { name: new RegExp(`^${shortenAddress(address)}`) }).click()
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await expect(status).toHaveText('disconnected')
      await expect(page.getByTestId('wagmi-address')).toHaveText('—')
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await stop()
    }
  })
}

for (const [kind] of WAGMI_APPS) {
  test(`${kind}: an email wallet sends through wagmi's hooks after its own Approve, and wagmi's disconnect ends Latch's`, async ({
    page,
  }) => {
    const { url, stop } = await serveApp(apps.find((a) => a.kind === kind)!)
    try {
      await page.goto(url)
      const { address } = await logIn(
        page,
        freshEmail(),
        (created) => rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
        { demo: false },
      )
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(getAddress(address))
      const to = freshAddress()
      await page.getByLabel('Send to').fill(to)
      await page.getByRole('button', { name: 'Send 0.0123 ETH with wagmi' }).click()
      await approveInFrame(page)
      await expect(page.getByTestId('wagmi-outcome')).toHaveText('Sent: success')
      expect(formatEther(await chainA().getBalance({ address: to }))).toBe('0.0123')
      await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    } finally {
      await stop()
    }
  })

  test(`${kind}: a phone wallet paired over WalletConnect in Latch signs through wagmi's hooks, and wagmi's disconnect ends the session`, async ({
    page,
    context,
  }) => {
    // Devnet test account #8 signs in the phone wallet; this test moves no money.
    const wallet = await startTestWallet({
      relayUrl: RELAY,
      chains: DEFAULT_DEVNET_ENDPOINTS,
      accountIndex: 8,
    })
    const { url, stop } = await serveApp(apps.find((a) => a.kind === kind)!)
    try {
      await prepareForWalletConnect(context)
      await page.goto(url)
      await pickOnConnect(page, 'WalletConnect')
      await pairAndApprove(page, wallet)
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(wallet.address)
      await page.getByRole('button', { name: 'Sign with wagmi' }).click()
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
      expect((await wallet.waitForRequest('personal_sign')).method).toBe('personal_sign')
      expect(
        await verifyMessage({ address: wallet.address, message: 'Signed through wagmi', signature }),
      ).toBe(true)
      await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect.poll(() => wallet.sessions()).toEqual([])
    } finally {
      await stop()
      await wallet.stop()
    }
  })
}
