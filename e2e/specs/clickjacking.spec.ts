/**
 * The host page as the attacker: it controls the wallet frame's box, so it makes it transparent, covers
 * it with a decoy, moves it under the pointer or shrinks it while the visitor clicks what they think is
 * the page. None of it gets a signature; the refusals say why, in the page. Where the browser cannot
 * tell whether the frame is seen, the approval opens in a window of the secure origin's own.
 */
import { expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { approveInFrame, freshEmail, logIn, pressInFrame, SECURE_SITE, walletFrame } from './email-helpers.ts'

const REFUSED =
  'Signing failed: The page hid, covered, moved or resized this approval, so it was refused to keep your wallet safe. Nothing was signed.'

/** The attacker's stylesheet on the frame (it wins over the kit's own inline placement); resolves to its remover. */
async function styleFrame(page: Page, css: string): Promise<() => Promise<void>> {
  const tag = await page.addStyleTag({ content: `iframe[title="Latch wallet"]{${css}}` })
  return () => tag.evaluate((n) => (n as Element).remove())
}

/** Puts a decoy on the page; resolves to its remover. */
async function decoy(page: Page, css: string): Promise<() => Promise<void>> {
  const node = await page.evaluateHandle((style) => {
    const d = document.createElement('button')
    d.textContent = 'Claim your reward'
    d.style.cssText = `position:fixed;${style}`
    document.body.append(d)
    return d
  }, css)
  return () => node.evaluate((n) => n.remove())
}

/** Asks the embedded wallet to sign, as the demo's button does; resolves once the approval shows. */
async function askToSign(page: Page, message: string, armed = true): Promise<{ x: number; y: number }> {
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
  await expect(walletFrame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  if (armed) await expect(approve).toBeEnabled()
  const box = await approve.boundingBox()
  if (!box) throw new Error('Approve is not on the page')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A person's click: the pointer rests on the spot, then presses. */
async function clickAt(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y, { steps: 5 })
  await page.waitForTimeout(400)
  await page.mouse.down()
  await page.mouse.up()
}

/**
 * The refusal: the app hears 4001 with the reason, which the page shows; the frame says it too until
 * the visitor closes it. Its Close takes no press in its first 500 ms (frame/src/approval.browser.test.ts),
 * so the press the attacker aimed at Approve does not dismiss it, unless this machine took longer than
 * that to deliver the press.
 */
async function expectRefused(page: Page, undo: () => Promise<void>): Promise<void> {
  await expect(page.getByText(/^(Signature verified|Signing failed: .*)$/)).toHaveText(REFUSED)
  await undo()
  const refusal = walletFrame(page).getByRole('heading', { name: 'Approval refused' })
  const dialog = page.getByRole('dialog', { name: 'Approve' })
  // (One locator per frame: `or` does not join the wallet frame's with the page's.)
  await expect.poll(async () => (await refusal.isVisible()) || !(await dialog.isVisible())).toBe(true)
  if (await refusal.isVisible()) await pressInFrame(page, 'Close')
  await expect(page.getByRole('dialog')).toBeHidden()
}

test('a host page that hides, covers, moves or shrinks the approval gets no signature', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await logIn(page, freshEmail())
  await page.keyboard.press('Escape')
  // Every signature the app ever gets, whatever the page shows at the end.
  await page.evaluate(() => {
    const w = window as unknown as { signed: number }
    w.signed = 0
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Signature verified')) w.signed++
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })

  // Transparent: the frame at opacity 0.001 over a "Claim your reward" button, clicked.
  let at = await askToSign(page, 'transparent', false)
  const removeDecoy = await decoy(page, `left:${at.x - 80}px;top:${at.y - 20}px;width:160px;height:40px`)
  const removeOpacity = await styleFrame(page, 'opacity:0.001 !important')
  await page.waitForTimeout(300)
  await clickAt(page, at)
  await expectRefused(page, async () => {
    await removeOpacity()
    await removeDecoy()
  })

  // Covered: once the approval is armed, a decoy over it lets clicks through to Approve.
  at = await askToSign(page, 'covered')
  const removeCover = await decoy(
    page,
    `left:${at.x - 150}px;top:${at.y - 200}px;width:300px;height:260px;z-index:2147483647;pointer-events:none;background:gold`,
  )
  // Refused as soon as the browser reports the cover, before any click.
  await expect(walletFrame(page).getByRole('heading', { name: 'Approval refused' })).toBeVisible()
  await clickAt(page, at)
  await expectRefused(page, removeCover)

  // Moved while the pointer is over it: the approval slides so a press lands elsewhere on it.
  at = await askToSign(page, 'moved')
  await page.mouse.move(at.x, at.y, { steps: 5 })
  await page.waitForTimeout(400)
  const removeShift = await styleFrame(page, 'transform:translateY(120px) !important')
  await page.mouse.move(at.x, at.y + 120, { steps: 5 })
  await page.mouse.down()
  await page.mouse.up()
  await expectRefused(page, removeShift)

  // Shrunk: the armed approval made too small to read.
  at = await askToSign(page, 'shrunk')
  const removeShrink = await styleFrame(page, 'width:120px !important;height:60px !important')
  await expectRefused(page, removeShrink)

  expect(await page.evaluate(() => (window as unknown as { signed: number }).signed)).toBe(0)

  // The same approval, left alone and pressed by the visitor, signs.
  await askToSign(page, 'honest')
  await approveInFrame(page)
  await expect(page.getByText('Signature verified')).toBeVisible()
})

test('where the browser cannot tell the frame is seen, the approval opens in a window of its own, which signs', async ({
  page,
}) => {
  // A browser without IntersectionObserver v2 (Firefox, Safari), as the secure site's pages see it.
  await page.addInitScript((secure) => {
    if (location.origin === secure)
      delete (IntersectionObserverEntry.prototype as Partial<{ isVisible: boolean }>).isVisible
  }, SECURE_SITE)
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  await page.keyboard.press('Escape')

  // Closing the window rejects.
  await page.getByRole('textbox', { name: 'Message' }).fill('In a window of its own')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByText('This browser cannot confirm that the page shows this approval')).toBeVisible()
  await expect(frame.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  let popup = page.waitForEvent('popup')
  await pressInFrame(page, 'Review in a secure window')
  let review = await popup
  await expect(review.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await review.close()
  await expect(page.getByText(/^Signing failed: User rejected the request/)).toBeVisible()

  // Approve in the window: the frame signs, and the signature is the wallet's.
  await page.getByRole('button', { name: 'Sign message' }).click()
  popup = page.waitForEvent('popup')
  await pressInFrame(page, 'Review in a secure window')
  review = await popup
  expect(new URL(review.url()).origin).toBe(SECURE_SITE)
  await expect(review.getByText('In a window of its own')).toBeVisible()
  await expect(review.getByText('Latch demo (http://localhost:5173)')).toBeVisible()
  // Approve arms once the window has been seen and focused for a while; leaving the window disarms it,
  // but a late focus event for a window already focused does not (it used to, under the visitor's press).
  const approve = review.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  const afterFocus = await review.evaluate(() => {
    dispatchEvent(new FocusEvent('focus'))
    return (document.querySelector('button.primary') as HTMLButtonElement).disabled
  })
  expect(afterFocus).toBe(false)
  await review.evaluate(() => dispatchEvent(new FocusEvent('blur')))
  await expect(approve).toBeDisabled()
  // A window left (or never given focus, as one opened without a window manager is) says why Approve is
  // off, and a press anywhere in it (which no page can make) brings it in front: Approve arms again.
  const note = review.getByRole('status')
  await expect(note).toHaveText('This window is not in front yet: click or tap anywhere in it, then approve')
  await review.getByRole('heading', { name: 'Sign message' }).click()
  await expect(note).toBeHidden()
  await approve.click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  // The frame closes the window once it has the answer.
  await expect.poll(() => review.isClosed()).toBe(true)
  const signature = (await page.locator('code.wrap').textContent()) as `0x${string}`
  expect(
    await verifyMessage({ address: address as `0x${string}`, message: 'In a window of its own', signature }),
  ).toBe(true)
})
