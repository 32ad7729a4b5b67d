import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'

const focusedInside = (dialog: Element) => dialog.contains(document.activeElement)

describe('the modal dialog', () => {
  it('is a named modal dialog that takes focus, and Escape closes it and gives focus back', async () => {
    renderLatch()
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true')
    expect(focusedInside(dialog.element())).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(document.activeElement).toBe(button.element())
  })

  it('keeps Tab and Shift+Tab inside the dialog, from the title and from every control', async () => {
    renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    // Focus starts on the title: Shift+Tab from there must not reach the page behind.
    await userEvent.tab({ shift: true })
    expect(focusedInside(dialog.element())).toBe(true)
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      expect(focusedInside(dialog.element())).toBe(true)
    }
    for (let i = 0; i < 8; i++) {
      await userEvent.tab({ shift: true })
      expect(focusedInside(dialog.element())).toBe(true)
    }
  })

  it('closes from its Close button, and a click on the overlay closes it too', async () => {
    renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const overlay = document.querySelector<HTMLElement>('.latch-overlay')!
    overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps its top where it is as its content grows or shrinks, so the header never moves under the pointer', async () => {
    await page.viewport(800, 900)
    const { latch } = renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // Named by its view: Connect Wallet, then Networks.
    const dialog = page.getByRole('dialog')
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    const close = () => dialog.getByRole('button', { name: 'Close' }).element().getBoundingClientRect()
    // Once it has risen into place (its opening animation moves it; nothing after may).
    await Promise.all(
      dialog
        .element()
        .getAnimations()
        .map((a) => a.finished),
    )
    const before = close().top
    const height = dialog.element().getBoundingClientRect().height
    latch.modal.push('Networks')
    await expect.element(page.getByRole('dialog', { name: 'Networks' })).toBeVisible()
    await expect.poll(() => dialog.element().getBoundingClientRect().height).not.toBe(height)
    expect(close().top).toBe(before)
    latch.modal.goBack()
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(close().top).toBe(before)
  })

  it('animates its height from one view to the next (SPEC §2), starting from the height of its first view', async () => {
    const { latch } = renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    const sizer = dialog.element().querySelector<HTMLElement>('.latch-sizer')!
    const body = () => (sizer.firstElementChild as HTMLElement).offsetHeight
    // Measured once laid out (not while the dialog mounts), then held as a number a transition can run from.
    await expect.poll(() => sizer.style.height).toBe(`${body()}px`)
    latch.modal.push('Networks')
    await expect.element(page.getByRole('dialog', { name: 'Networks' })).toBeVisible()
    await expect
      .poll(() => sizer.getAnimations().some((a) => (a as CSSTransition).transitionProperty === 'height'))
      .toBe(true)
    await Promise.all(sizer.getAnimations().map((a) => a.finished))
    expect(sizer.getBoundingClientRect().height).toBe(body())
  })
})
