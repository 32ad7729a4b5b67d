/**
 * axe-core on the modal's passing states, in both themes and right to left: loading (balances and
 * activity held back by the test), waiting (a transaction the chain has not answered yet), errors
 * (activity the server refuses) and toasts. The views at rest are checked by the locale sweep.
 */
import { expect, type Route, test } from '@playwright/test'
import { accessible } from './axe.ts'
import { connectAs, freshAddress, RPC_A } from './helpers.ts'

/** Devnet test account #1: it only reads, and sends nothing that lands. */
const ACCOUNT = 1

/** Holds matching requests until `release()`; they then go on to the real server. */
function holdBack() {
  const held: Route[] = []
  let open = false
  return {
    handler: async (route: Route) => {
      if (open) return route.continue()
      held.push(route)
    },
    release: async () => {
      open = true
      for (const r of held.splice(0)) await r.continue()
    },
  }
}

test('loading, error and toast states of the account pass axe', async ({ page }) => {
  test.setTimeout(90_000)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const balances = holdBack()
  await page.route('**/v1/account/*/balance**', balances.handler)
  await page.goto(`/?account=${ACCOUNT}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const loading = account.getByRole('tabpanel').getByRole('status').filter({ hasText: 'Loading…' })
  await expect(loading).toBeVisible()
  await accessible(page, 'Account (Tokens loading)')
  await balances.release()
  // Three axe runs can outlast the API's 10 s timeout on a busy machine: the list or "unavailable"
  // then ends the loading, and either is fine here.
  await expect(loading).toBeHidden()
  await expect(
    account
      .getByRole('list', { name: 'Tokens' })
      .or(account.getByText('Token balances are unavailable right now.')),
  ).toBeVisible()

  await page.route('**/v1/account/*/history**', (r) => r.fulfill({ status: 500, body: '{"error":"test"}' }))
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByText('Activity could not be loaded.')).toBeVisible()
  // Its toast follows (150 ms after an open one closes, SPEC §4): measured once it is in, at rest.
  await expect(page.getByRole('alert').getByText('Failed to fetch transactions')).toBeVisible()
  await accessible(page, 'Account (Activity failed)')
  // The server answers again; its error toast closes.
  await page.unroute('**/v1/account/*/history**')
  await page.getByRole('alert').getByRole('button', { name: 'Dismiss notification' }).click()
  await account.getByRole('tab', { name: 'Tokens' }).click()

  await account.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').getByText('Address copied')).toBeVisible()
  await accessible(page, 'toast (Address copied)')
})

test('a send waiting for the chain passes axe', async ({ page }) => {
  test.setTimeout(90_000)
  await connectAs(page, ACCOUNT)
  // The wallet's transaction reaches the chain only when the test lets it: the send waits meanwhile.
  const chain = holdBack()
  await page.route(RPC_A, async (route) => {
    const body = route.request().postData() ?? ''
    if (body.includes('eth_sendRawTransaction') || body.includes('eth_sendTransaction'))
      return chain.handler(route)
    return route.continue()
  })
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Receiver').fill(freshAddress())
  await send.getByLabel('Amount').fill('0.001')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(send.getByText(/Sending…|Confirm the transaction in your wallet/).first()).toBeVisible()
  await accessible(page, 'Send (waiting)')
  await chain.release()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
})
