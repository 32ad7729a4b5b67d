/**
 * The email wallet's views against the test server's secure site and the real wallet frame, the codes
 * read from the local inbox. One file, its tests one after another: the frame keeps one session per
 * browser on its origin, as a cookie would, so two logins at once in one browser would take turns.
 */
import { createMemoryStorage, STORAGE_PREFIX } from '@latch/core'
import { STEADY_MS } from '@latch/frame/guard'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { page, server } from 'vitest/browser'
import type {} from '../../test/commands.ts'
import {
  askForCode,
  connectDialog,
  freshEmail,
  logInWithEmail,
  loginDialog,
  mailedCode,
  renderEmailLatch,
  walletFrame,
} from '../../test/email.ts'
import { dialogSettled } from '../../test/render.tsx'

/**
 * Email login from the Connect view's field to Account, against the test server's secure site and the
 * real wallet frame, the codes read from the local inbox. (A second browser, its approval link and the
 * recovery code are e2e/specs/email-devices.spec.ts.)
 */
/**
 * Each test is a whole flow (a login, one or two mailed codes, the frame): 10 to 17 s alone on two
 * cores, more beside the rest of the suite, so each has 45 s rather than the default 20.
 */
const FLOW = { timeout: 45_000 }

describe('email login', FLOW, () => {
  it('takes digits only, says a wrong code and keeps the field, and the mailed one sets up the wallet', async () => {
    const { latch } = renderEmailLatch()
    const email = freshEmail()
    await askForCode(email)
    const code = loginDialog().getByLabelText('Code')
    const verify = loginDialog().getByRole('button', { name: 'Verify' })
    await code.fill('12ab3')
    await expect.element(code).toHaveValue('123')
    await expect.element(verify).toBeDisabled()

    const mailed = await mailedCode(email)
    const wrong = mailed === '000000' ? '111111' : '000000'
    await code.fill(wrong)
    await verify.click()
    await expect.element(loginDialog().getByRole('alert')).toHaveTextContent('Wrong code: 4 attempts left')
    await expect.element(code).toHaveAttribute('aria-invalid', 'true')

    await code.fill(mailed)
    await verify.click()
    // The new wallet's recovery code shows once, in the frame, over this view.
    await server.commands.waitInWalletFrame('heading', 'Save your recovery code')
    expect(await server.commands.walletFrameText()).toMatch(/\b[0-9A-Z]{4}(-[0-9A-Z]{4}){3,}\b/)
    expect(latch.getState().connections.eip155?.status).not.toBe('connected')
    await dialogSettled()
    await walletFrame().getByRole('button', { name: 'I saved my recovery code' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect.element(account).toBeVisible()
    expect(latch.getState().authUser?.email).toBe(email)
    expect(latch.getState().connections.eip155?.connectorId).toBe('auth')
  })

  it('refuses an address that is not one before anything is mailed, and goes back for another', async () => {
    renderEmailLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await connectDialog().getByLabelText('Email').fill('not-an-address')
    await connectDialog().getByRole('button', { name: 'Continue with email' }).click()
    await expect.element(loginDialog().getByRole('alert')).toHaveTextContent('Enter a valid email address')
    await loginDialog().getByRole('button', { name: 'Use another email' }).click()
    await expect.element(connectDialog().getByLabelText('Email')).toBeVisible()
  })

  it('a new code soon after the last is refused with when to ask again; the code mailed still works', async () => {
    renderEmailLatch()
    const email = freshEmail()
    await askForCode(email)
    const mailed = await mailedCode(email)
    await loginDialog().getByRole('button', { name: 'Mail a new code' }).click()
    await expect
      .element(loginDialog().getByRole('alert'))
      .toHaveTextContent(/^Please try again after \d+ seconds$/)
    await loginDialog().getByLabelText('Code').fill(mailed)
    await loginDialog().getByRole('button', { name: 'Verify' }).click()
    await server.commands.waitInWalletFrame('heading', 'Save your recovery code')
  })

  it('in a browser whose session is still valid, the same address connects again with no code', async () => {
    const first = renderEmailLatch()
    const { email } = await logInWithEmail()
    const address = first.latch.getState().connections.eip155?.address
    first.unmount()
    const again = renderEmailLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await connectDialog().getByLabelText('Email').fill(email)
    await connectDialog().getByRole('button', { name: 'Continue with email' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(again.latch.getState().connections.eip155?.address).toBe(address)
    expect(again.latch.getState().authUser?.email).toBe(email)
  })

  it('a sign-out the page left unfinished is finished when the frame next loads: the address needs a code', async () => {
    const storage = createMemoryStorage()
    const first = renderEmailLatch({ storage })
    const { email } = await logInWithEmail()
    first.unmount()
    // What Disconnect records before it tells the frame; a reload at once left the frame signed in.
    storage.setItem(`${STORAGE_PREFIX}disconnected_connector_ids`, JSON.stringify(['auth']))
    const again = renderEmailLatch({ storage })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await connectDialog().getByLabelText('Email').fill(email)
    await connectDialog().getByRole('button', { name: 'Continue with email' }).click()
    // A new code is asked for (and, this soon after the first, refused until the wait is over).
    await expect
      .element(loginDialog().getByRole('alert'))
      .toHaveTextContent(/^Please try again after \d+ seconds$/)
    expect(again.latch.getState().connections.eip155?.status).not.toBe('connected')
  })
})

/**
 * ApproveTransaction: what the email wallet is asked to sign shows in its frame over the modal, which
 * the app opens by itself; the frame's Approve signs, and closing the modal declines. (The host page
 * as the attacker of that frame is e2e/specs/clickjacking.spec.ts.)
 */
const approve = () => page.getByRole('dialog', { name: 'Approve' })

/** Logs in, closes the modal and asks the wallet to sign `message`, as an app does. */
async function askToSign(message: string) {
  const { latch } = renderEmailLatch()
  await logInWithEmail()
  await page.getByRole('button', { name: 'Close' }).click()
  const signing = latch.signMessage(message)
  await expect.element(approve().getByText('Review the request in your wallet below.')).toBeVisible()
  await server.commands.waitInWalletFrame('heading', 'Sign message')
  return { latch, signing }
}

describe('ApproveTransaction', FLOW, () => {
  it('shows the request in the frame; closing the modal declines it, and nothing is signed', async () => {
    const { signing } = await askToSign('Closing declines this')
    expect(await server.commands.walletFrameText()).toContain('Closing declines this')
    const outcome = signing.then(
      () => 'signed',
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    )
    await approve().getByRole('button', { name: 'Close' }).click()
    expect(await outcome).toMatch(/rejected/i)
    await expect.element(approve()).not.toBeInTheDocument()
  })

  it('the frame’s Approve, pressed once it has been seen, signs with the wallet’s key', async () => {
    // Unscaled by the runner: the browser reports a scaled frame as not fully seen (IntersectionObserver v2).
    await page.viewport(600, 600)
    const { latch, signing } = await askToSign('Approved in the frame')
    const button = walletFrame().getByRole('button', { name: 'Approve' })
    await dialogSettled()
    await server.commands.waitInWalletFrame('button', 'Approve')
    // A person's press: the pointer rests on it first (the guard ignores a press that arrives with the frame).
    await button.hover()
    await new Promise((r) => setTimeout(r, STEADY_MS + 600))
    await button.click()
    const signature = (await signing) as `0x${string}`
    const address = latch.getState().connections.eip155?.address as `0x${string}`
    expect(await verifyMessage({ address, message: 'Approved in the frame', signature })).toBe(true)
    await expect.element(approve()).not.toBeInTheDocument()
  })
})

/**
 * UpdateEmailWallet: the new address, the code mailed to the current one, then the code mailed to the
 * new one; the account moves only after both. Against the test server's secure site and the real frame.
 */
const PRIMARY = /is your code to change your email$/
const SECONDARY = /confirms your new email$/
const view = () => page.getByRole('dialog', { name: 'Change email' })

/** Logs in and opens Change email from Account. */
async function openChangeEmail() {
  const rendered = renderEmailLatch()
  const { email } = await logInWithEmail()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: `Change email (${email})` })
    .click()
  await expect.element(view().getByText(email)).toBeVisible()
  return { ...rendered, email }
}

describe('Change email', FLOW, () => {
  it('moves the account only after a code from each address, each in a fresh field', async () => {
    const { latch, email } = await openChangeEmail()
    const next = freshEmail()
    await view().getByLabelText('New email').fill(next)
    await view().getByRole('button', { name: 'Continue with email' }).click()
    await expect
      .element(view().getByText(`To confirm it is you, we mailed a 6-digit code to ${email}.`))
      .toBeVisible()
    await view()
      .getByLabelText('Code')
      .fill(await mailedCode(email, PRIMARY))
    await view().getByRole('button', { name: 'Verify' }).click()
    await expect
      .element(view().getByText(`Now the code we mailed to ${next}, to confirm the address is yours.`))
      .toBeVisible()
    await expect.element(view().getByLabelText('Code')).toHaveValue('')
    expect(latch.getState().authUser?.email).toBe(email)

    // A wrong code for the new address is said, and moves nothing.
    const code = await mailedCode(next, SECONDARY)
    await view()
      .getByLabelText('Code')
      .fill(code === '000000' ? '111111' : '000000')
    await view().getByRole('button', { name: 'Verify' }).click()
    await expect.element(view().getByRole('alert')).toHaveTextContent(/^Wrong code: \d attempts? left$/)
    expect(latch.getState().authUser?.email).toBe(email)

    await view().getByLabelText('Code').fill(code)
    await view().getByRole('button', { name: 'Verify' }).click()
    await expect
      .element(
        page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: `Change email (${next})` }),
      )
      .toBeVisible()
    expect(latch.getState().authUser?.email).toBe(next)
  })

  it('refuses the address it already has, and one that is not an address, before mailing anything', async () => {
    const { email } = await openChangeEmail()
    await view().getByLabelText('New email').fill('nope')
    await view().getByRole('button', { name: 'Continue with email' }).click()
    await expect.element(view().getByRole('alert')).toHaveTextContent('Enter a valid email address')
    await view().getByLabelText('New email').fill(email)
    await view().getByRole('button', { name: 'Continue with email' }).click()
    await expect.element(view().getByRole('alert')).toHaveTextContent('This is already your email')
    await expect.element(view().getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true')
  })
})

/**
 * WalletBrowsers: the email wallet's approved browsers, read through the frame from the test server.
 * (A second browser, its approval and its removal are e2e/specs/email-devices.spec.ts.)
 */
describe('WalletBrowsers', FLOW, () => {
  it('lists this browser, added today in the modal’s language, with nothing to remove', async () => {
    const { latch } = renderEmailLatch()
    await logInWithEmail()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Browsers' }).click()
    const view = page.getByRole('dialog', { name: 'Browsers' })
    const rows = view.getByRole('listitem')
    await expect.element(rows.first()).toBeVisible()
    expect(rows.elements()).toHaveLength(1)
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date())
    await expect.element(rows.first()).toHaveTextContent('this browser')
    await expect.element(rows.first()).toHaveTextContent(`Added ${today}`)
    expect(view.getByRole('button', { name: /^Remove/ }).elements()).toEqual([])
    expect(view.getByRole('button', { name: 'Sign out everywhere else' }).elements()).toEqual([])

    await latch.setLocale('de')
    const browser = page.getByRole('dialog', { name: 'Browser' })
    const heute = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date())
    await expect.element(browser.getByRole('listitem').first()).toHaveTextContent('dieser Browser')
    await expect.element(browser.getByRole('listitem').first()).toHaveTextContent(`Hinzugefügt am ${heute}`)
  })
})
