/**
 * The refusal the frame shows after the page tampered with an approval: the press the page steered at
 * Approve cannot dismiss it, a press once it has been seen does. (The whole attack, across origins, is
 * `e2e/specs/clickjacking.spec.ts`.)
 */
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { showRefusal } from './approval.ts'
import { VISIBLE_MS } from './guard.ts'
import { hideSurface, surfaceElement } from './surface.ts'

afterEach(() => {
  hideSurface()
  surfaceElement()?.remove()
})

describe('the refusal', () => {
  it('takes no press for its first VISIBLE_MS, then Close hides it and says so', async () => {
    const root = document.createElement('main')
    root.id = 'surface'
    document.body.append(root)
    let closed = 0
    showRefusal(() => closed++)
    // A press right away (the one the page aimed at Approve) does nothing. Checked in the same task as
    // the refusal appears: a slow machine's click could come after VISIBLE_MS.
    const button = root.querySelector('button')!
    expect(button.disabled).toBe(true)
    button.click()
    expect(closed).toBe(0)
    const close = page.getByRole('button', { name: 'Close' })
    await expect.element(page.getByRole('heading', { name: 'Approval refused' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent(/refused to keep your wallet safe/)
    await new Promise((r) => setTimeout(r, VISIBLE_MS))
    await expect.element(close).toBeEnabled()
    await close.click()
    expect(closed).toBe(1)
    expect(root.hidden).toBe(true)
  })
})
