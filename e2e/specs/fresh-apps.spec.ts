import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { shortenAddress } from '@latch/core'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { DEMO_PROJECT_ID } from '@latch/devnet/server-config'
import { expect, test } from '@playwright/test'
import { type FreshApp, prepareFreshApps, serveApp } from '../fresh-apps/scaffold.ts'
import { ACCOUNT_0, API, connectInjectedWallet } from './helpers.ts'

// The packed packages in new Vite (React 18, React 19) and Next.js apps outside the workspace, running
// the README's "Use it" code against the devnet stack.
test.describe.configure({ mode: 'serial' })

let apps: FreshApp[] = []
test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  apps = await prepareFreshApps({ apiUrl: API, projectId: DEMO_PROJECT_ID, chains: DEFAULT_DEVNET_ENDPOINTS })
})
// The apps' folder (installed dependencies included) goes with the run.
test.afterAll(async () => {
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
