/**
 * Every view in every locale and both themes, in the demo against the real stack: each view is opened
 * once and the page's own Language control then cycles through the 21 locales while it stays open. In
 * each, the spec fails on a missing message (empty or "undefined" text, an unnamed control), on text
 * that overflows the 360 px modal or is cut short, and on English left in a translated locale. Then
 * axe-core checks the view in the dark and the light theme (and right to left), failing on any
 * violation of any impact.
 */

import { ERRORS, LOCALE_CODES, type LocaleCode } from '@latch/core'
import { SEND_NOTICES } from '@latch/core/internal/account/send'
import { WALLET_NOTICES } from '@latch/core/internal/connect/wallet-events'
import { EMAIL_NOTICES } from '@latch/core/internal/embedded-wallet/failures'
import { ONRAMP_NOTICES } from '@latch/core/internal/onramp/notices'
import { SWAP_NOTICES } from '@latch/core/internal/swap/notices'
import { testAccount } from '@latch/devnet/chains'
import { en, loadMessages, type Messages, SAME_AS_ENGLISH } from '@latch/react/locales'
import { expect, type Page, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { addAuthenticator } from '../authenticator.ts'
import { accessible } from './axe.ts'
import { freshEmail, logIn, pressInFrame, walletFrame } from './email-helpers.ts'
import { API, chainA, connectAs, freshAddress, RPC_A, rpcA } from './helpers.ts'
import { inspect, type Seen } from './inspect.ts'

/** Devnet test account #5: no other spec connects it. */
const ACCOUNT = 5

/** The fixed parts of a message with parameters (its words around them), long enough to tell. */
function fragments(message: (...a: never[]) => string): string[] {
  const marker = '\u0001'
  return message(...(Array(message.length).fill(marker) as never[]))
    .split(marker)
    .map((f) => f.trim())
    .filter((f) => f.length >= 6 && /\p{L}{3}/u.test(f))
}

const englishOf = new Map<LocaleCode, { whole: Set<string>; parts: RegExp }>()

/**
 * English a locale must not show: every message it translates, whole or as the words around its
 * parameters (one pattern of them all, matched as words: Portuguese "Remover" is not English "Remove").
 */
function englishFor(locale: LocaleCode): { whole: Set<string>; parts: RegExp } {
  const known = englishOf.get(locale)
  if (known) return known
  const whole = new Set<string>()
  const parts: string[] = []
  const add = (value: unknown) => {
    if (typeof value === 'string') whole.add(value)
    else if (typeof value === 'function') parts.push(...fragments(value as (...a: never[]) => string))
  }
  for (const key of Object.keys(en) as (keyof Messages)[]) {
    if (SAME_AS_ENGLISH[key]?.includes(locale)) continue
    add(en[key])
  }
  // Core's words a visitor can meet: every one is translated in every locale.
  for (const value of [
    ...Object.values(ERRORS),
    ...Object.values({
      ...WALLET_NOTICES,
      ...SEND_NOTICES,
      ...EMAIL_NOTICES,
      ...SWAP_NOTICES,
      ...ONRAMP_NOTICES,
    }),
  ])
    add(value)
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const found = { whole, parts: new RegExp(`(?<!\\p{L})(?:${escaped.join('|')})(?!\\p{L})`, 'u') }
  englishOf.set(locale, found)
  return found
}

/** What is wrong with a view in a locale. */
function problems(locale: LocaleCode, seen: Seen): string[] {
  const out = [
    ...seen.unnamed.map((u) => `unnamed: ${u}`),
    ...seen.outside.map((o) => `outside the modal: ${o}`),
    ...seen.cut.map((c) => `cut short: ${c}`),
    ...seen.texts.filter((x) => /\bundefined\b|\bNaN\b|\[object /.test(x)).map((x) => `missing: ${x}`),
  ]
  if (locale === 'en') return out
  const english = englishFor(locale)
  for (const text of seen.texts) {
    if (english.whole.has(text)) out.push(`English: ${text}`)
    else {
      const part = english.parts.exec(text)?.[0]
      if (part) out.push(`English "${part}" in: ${text}`)
    }
  }
  return out
}

/**
 * What the open view shows in each locale: the demo's Language control switches it (as a person picks
 * an option: the option selected, then input and change), and once the modal's `lang` and `dir` say
 * the locale, the view is read in the page. One evaluation for all 21: a round trip per step cost more
 * than the reading. A locale the modal does not switch to within 8 s is reported as such.
 */
async function seenInEveryLocale(page: Page): Promise<{ locale: LocaleCode; seen: Seen | string }[]> {
  await page.evaluate(`window.__latchInspect = ${inspect.toString()}`)
  return page.evaluate(async (locales) => {
    const read = (window as unknown as { __latchInspect: () => Seen }).__latchInspect
    const select = document.querySelector<HTMLSelectElement>('#locale-select')
    if (!select) throw new Error('the demo has no Language control')
    const out: { locale: LocaleCode; seen: Seen | string }[] = []
    for (const locale of locales) {
      const dir = locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr'
      for (const option of select.options) option.selected = option.value === locale
      select.dispatchEvent(new Event('input', { bubbles: true }))
      select.dispatchEvent(new Event('change', { bubbles: true }))
      const shown = () => {
        const root = document.querySelector('.latch-root')
        return root?.getAttribute('lang') === locale && root.getAttribute('dir') === dir
      }
      const until = performance.now() + 8_000
      while (!shown() && performance.now() < until) await new Promise((r) => requestAnimationFrame(r))
      const root = document.querySelector('.latch-root')
      out.push({
        locale,
        seen: shown()
          ? read()
          : `the modal did not switch (lang=${root?.getAttribute('lang')}, dir=${root?.getAttribute('dir')})`,
      })
    }
    return out
  }, LOCALE_CODES)
}

/** Cycles the open view through every locale and collects what is wrong in each; fails listing them all. */
async function sweep(page: Page, view: string): Promise<void> {
  const found = (await seenInEveryLocale(page)).flatMap(({ locale, seen }) =>
    (typeof seen === 'string' ? [seen] : problems(locale, seen)).map((p) => `${view} [${locale}] ${p}`),
  )
  await page.getByLabel('Language', { exact: true }).selectOption('en')
  expect(found).toEqual([])
  await accessible(page, view)
}

const dialog = (page: Page) => page.getByRole('dialog')

/** A platform authenticator with the PRF extension, as the browser's own. */
const withAuthenticator = async (page: Page) => addAuthenticator(await page.context().newCDPSession(page))

// Under reduced motion the modal changes height and fades at once: each locale is measured as soon as
// it shows, with nothing mid-move (the animations themselves are other specs' concern).
test.use({ reducedMotion: 'reduce' })

test('the views before connecting, in every locale', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1000, height: 900 })
  await page.goto(`/?account=${ACCOUNT}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
  await sweep(page, 'Connect')

  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await expect(dialog(page).getByRole('searchbox')).toBeVisible()
  await expect(dialog(page).getByText(/\d wallets/)).toBeVisible()
  await sweep(page, 'AllWallets')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await dialog(page).getByRole('button', { name: 'WalletConnect' }).click()
  await expect(dialog(page).getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible({
    timeout: 15_000,
  })
  await sweep(page, 'WalletConnect')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await dialog(page).getByRole('button', { name: 'Dev Wallet' }).click()
  await expect(dialog(page).getByText('Connection rejected')).toBeVisible()
  await sweep(page, 'ConnectingExternal (rejected)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
})

test('the logins of the embedded wallet before connecting, in every locale', async ({ page }) => {
  test.setTimeout(120_000)
  // A platform authenticator with no passkey of this site: a passkey login fails, and says so.
  await withAuthenticator(page)
  await page.setViewportSize({ width: 1000, height: 900 })
  await page.goto(`/?account=${ACCOUNT}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Continue with a passkey' })).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Other social logins' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
  await sweep(page, 'Connect (every social login)')
  const popup = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  const window = await popup
  await expect(dialog(page).getByText('Continue in the Google window that opened')).toBeVisible()
  await sweep(page, 'ConnectingSocial')
  await window.close()
  await expect(dialog(page).getByText('Popup closed')).toBeVisible()
  await sweep(page, 'ConnectingSocial (popup closed)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await dialog(page).getByRole('button', { name: 'Other social logins' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog(page).getByRole('link', { name: 'Open in Farcaster' })).toBeVisible()
  await sweep(page, 'ConnectingFarcaster')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  await expect(dialog(page).getByText('The passkey request was cancelled or timed out')).toBeVisible({
    timeout: 20_000,
  })
  await sweep(page, 'ConnectingPasskey (failed)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await dialog(page).getByLabel('Email').fill(freshEmail())
  await dialog(page).getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog(page).getByText(/We mailed a 6-digit code/)).toBeVisible({ timeout: 15_000 })
  await sweep(page, 'EmailLogin')
})

test('the views of a connected account, in every locale', async ({ page }) => {
  test.setTimeout(240_000)
  // One transfer out, so Activity has a row with an amount, a counterparty and a relative time.
  const account = testAccount(ACCOUNT)
  const hash = await createWalletClient({ account, chain: foundry, transport: http(RPC_A) }).sendTransaction({
    to: freshAddress(),
    value: parseEther('0.0001'),
  })
  await chainA().waitForTransactionReceipt({ hash })
  await expect
    .poll(async () => {
      const r = await fetch(
        `${API}/v1/account/${account.address}/history?projectId=latch-demo&chainId=eip155:31337`,
      )
      return ((await r.json()) as { data: { id: string }[] }).data.some((x) => x.id === hash)
    })
    .toBe(true)

  await page.setViewportSize({ width: 1000, height: 900 })
  await connectAs(page, ACCOUNT)
  const account_ = page.getByRole('dialog', { name: 'Account' })
  await expect(account_.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await sweep(page, 'Account (Tokens)')
  await account_.getByRole('tab', { name: 'NFTs' }).click()
  await sweep(page, 'Account (NFTs)')
  await account_.getByRole('tab', { name: 'Activity' }).click()
  await expect(account_.getByText('Sent', { exact: true }).first()).toBeVisible()
  await sweep(page, 'Account (Activity)')
  await account_.getByRole('tab', { name: 'Tokens' }).click()

  await account_.getByRole('button', { name: /switch network$/ }).click()
  await expect(page.getByRole('dialog', { name: 'Networks' })).toBeVisible()
  await sweep(page, 'Networks')
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await dialog(page)
    .getByRole('option', { name: /Latch Devnet B/ })
    .click()
  await expect(dialog(page).getByText('Switch declined')).toBeVisible()
  await sweep(page, 'SwitchNetwork (declined)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await account_.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Receiver').fill(freshAddress())
  await send.getByLabel('Amount').fill('-1')
  await expect(send.getByText('The amount must be positive')).toBeVisible()
  await sweep(page, 'Send (negative amount)')
  await send.getByLabel('Amount').fill('1.1234567890123456789')
  await sweep(page, 'Send (too many decimals)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await account_.getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByRole('dialog', { name: 'Receive' })).toBeVisible()
  await sweep(page, 'Receive')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await account_.getByRole('button', { name: 'Buy' }).click()
  const buy = page.getByRole('dialog', { name: 'Buy' })
  await buy.getByLabel('Amount').fill('50')
  await expect(buy.getByRole('term').filter({ hasText: 'You get' })).toBeVisible()
  await sweep(page, 'OnRamp (quoted)')
  await buy.getByLabel('Amount').fill('5')
  await expect(buy.getByText('Enter between 10.00 and 7500.00 USD')).toBeVisible()
  await sweep(page, 'OnRamp (below the limit)')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await account_.getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
  await expect(swap.getByRole('term').filter({ hasText: 'Minimum received' })).toBeVisible()
  await sweep(page, 'Swap (quoted)')
  await swap.getByRole('textbox', { name: 'You pay' }).fill('150')
  await expect(swap.getByText('Not enough liquidity in the pool for this amount')).toBeVisible()
  await sweep(page, 'Swap (too large)')
  await swap.getByRole('button', { name: /Choose the token to receive$/ }).click()
  await expect(swap.getByRole('group', { name: 'Your tokens' })).toBeVisible()
  await sweep(page, 'Swap (token picker)')
  await swap.getByRole('button', { name: 'Cancel' }).click()
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  await account_.getByRole('button', { name: 'Choose a name' }).click()
  const names = page.getByRole('dialog', { name: 'Choose a name' })
  await names.getByLabel('Name').fill(`sweep-${Date.now().toString(36)}`)
  await expect(names.getByText(/is available$/)).toBeVisible()
  await sweep(page, 'RegisterAccountName')
  await names.getByRole('button', { name: 'Register' }).click()
  const registered = page.getByRole('dialog', { name: 'Name registered' })
  await expect(registered).toBeVisible({ timeout: 15_000 })
  await sweep(page, 'RegisterAccountNameSuccess')
  await registered.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('button', { name: 'Move the wallet to an unsupported network' }).dispatchEvent('click')
  await expect(page.getByRole('dialog', { name: 'Unsupported Chain' })).toBeVisible()
  await sweep(page, 'UnsupportedChain')
})

test("the email wallet's views in every locale; its frame speaks the modal's language and follows it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await withAuthenticator(page)
  await page.goto('/')
  await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )
  const account = page.getByRole('dialog', { name: 'Account' })
  // Its account type, once read from the chain, is swept with the rest.
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()
  await sweep(page, 'Account (email wallet)')
  await account.getByRole('button', { name: /^Change email/ }).click()
  await expect(page.getByRole('dialog', { name: 'Change email' })).toBeVisible()
  await sweep(page, 'UpdateEmailWallet')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await account.getByRole('button', { name: 'Login methods' }).click()
  const methods = page
    .getByRole('dialog', { name: 'Login methods' })
    .getByRole('list', { name: 'Login methods' })
  await expect(methods.getByRole('listitem')).toHaveCount(1)
  // With a passkey added, its row (and the date it was added) is swept too.
  await page
    .getByRole('dialog', { name: 'Login methods' })
    .getByRole('button', { name: 'Add a passkey' })
    .click()
  await pressInFrame(page, 'Create passkey')
  await expect(methods.getByRole('listitem')).toHaveCount(2)
  await sweep(page, 'ProfileWallets')
  await dialog(page).getByRole('button', { name: 'Back' }).click()

  // In German, the approval the frame draws is German too.
  const de = await loadMessages('de')
  await page.getByLabel('Language', { exact: true }).selectOption('de')
  const frame = walletFrame(page)
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de')
  await page.getByRole('dialog', { name: de.account }).getByRole('button', { name: de.send }).click()
  const send = page.getByRole('dialog', { name: de.send })
  await send.getByLabel(de.amount).fill('0.0001')
  await send.getByLabel(de.receiver).fill(freshAddress())
  await send.getByRole('button', { name: de.send, exact: true }).click()
  await expect(page.getByRole('dialog', { name: de.approveTransaction })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Transaktion senden' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Ablehnen' })).toBeVisible()
  await sweep(page, 'ApproveTransaction')
  // A change of language reaches the frame, right to left included.
  await page.getByLabel('Language', { exact: true }).selectOption('he')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await pressInFrame(page, 'Ablehnen')
})
