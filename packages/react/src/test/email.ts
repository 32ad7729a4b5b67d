/**
 * Component-test support for the email wallet (never exported): an instance with the embedded wallet
 * on the test server's secure site, the codes it mails read from the local inbox, and a login as a
 * person does it, through the Connect view, the code form and the wallet frame.
 */

import type { LatchOptions } from '@latch/core'
import { mailedCodeIn } from '@latch/devnet/inbox'
import { embeddedWallet } from '@latch/embedded'
import { expect, inject } from 'vitest'
import { type FrameLocator, type Locator, page, server } from 'vitest/browser'
import type {} from './api-setup.ts'
import type {} from './commands.ts'
import { dialogSettled, type Rendered, renderLatch } from './render.tsx'

let n = 0
/** An address no test has used. */
export const freshEmail = (): string => `visitor-${Date.now()}-${n++}@example.com`

/**
 * Renders the button with the embedded wallet on (email login), with `over` for other options, as
 * {@link renderLatch} does.
 *
 * @example
 * const { latch } = renderEmailLatch()
 */
export function renderEmailLatch(over: Partial<LatchOptions> = {}): Rendered {
  return renderLatch({ embeddedWallet: embeddedWallet({ url: inject('secureSite') }), ...over })
}

/**
 * The newest code mailed to `to` whose subject matches (a login code unless said), once it arrives.
 *
 * @example
 * const code = await mailedCode('ada@example.com')
 */
export async function mailedCode(to: string, subject?: RegExp, other?: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = await mailedCodeIn(inject('inboxUrl'), to, subject)
        return code !== undefined && code !== other
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return code!
}

/**
 * The wallet frame, on the secure site's origin: the newest instance's (an instance's frame stays in the
 * page after its test).
 */
export const walletFrame = (): FrameLocator => page.frameLocator(page.getByTitle('Latch wallet').last())

/** The Connect view's dialog. */
export const connectDialog = (): Locator => page.getByRole('dialog', { name: 'Connect Wallet' })
/** EmailLogin's dialog. */
export const loginDialog = (): Locator => page.getByRole('dialog', { name: 'Log in with email' })

/**
 * Opens the modal and asks for a code for `email` from the Connect view; resolves once EmailLogin says
 * where it was mailed.
 *
 * @example
 * await askForCode('ada@example.com')
 */
export async function askForCode(email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectDialog().getByLabelText('Email').fill(email)
  await connectDialog().getByRole('button', { name: 'Continue with email' }).click()
  await expect.element(loginDialog().getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible()
}

/**
 * Logs a fresh address in from the Connect view and saves the new wallet's recovery code in the frame;
 * resolves with the email once Account shows.
 *
 * @example
 * const { email } = await logInWithEmail()
 */
export async function logInWithEmail(email = freshEmail()): Promise<{ email: string }> {
  await askForCode(email)
  const login = loginDialog()
  await login.getByLabelText('Code').fill(await mailedCode(email))
  await login.getByRole('button', { name: 'Verify' }).click()
  await server.commands.waitInWalletFrame('heading', 'Save your recovery code')
  // The frame follows its place in the dialog, which moves while its height animates.
  await dialogSettled()
  await walletFrame().getByRole('button', { name: 'I saved my recovery code' }).click()
  await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  return { email }
}
