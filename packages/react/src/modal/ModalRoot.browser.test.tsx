import { describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'
import { requested } from '../test/requested.ts'

describe('once the visitor shows interest', () => {
  it('renders the dialog ahead, hidden from everyone and asking nothing of the API server, and a click shows that same dialog; after a close it is gone', async () => {
    const before = requested().length
    renderLatch()
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await userEvent.hover(button)
    await expect.poll(() => document.querySelector('.latch-dialog')?.textContent).toContain('Dev Wallet')
    const early = document.querySelector<HTMLElement>('.latch-dialog')!
    // Not shown, not a dialog to assistive technology, and nothing the open dialog does yet: focus and
    // the page's scroll stay the page's.
    expect(early.checkVisibility()).toBe(false)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
    expect(early.contains(document.activeElement)).toBe(false)
    expect(
      requested()
        .slice(before)
        .filter((url) => url.startsWith(inject('apiUrl'))),
    ).toEqual([])

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(dialog.element()).toBe(early)
    expect(early.contains(document.activeElement)).toBe(true)

    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    // The closed dialog is gone, so the next opening starts fresh, as it always has; a new one is rendered
    // ahead in its place, hidden.
    await expect.poll(() => early.isConnected).toBe(false)
    await expect.poll(() => document.querySelector('.latch-dialog')?.checkVisibility()).toBe(false)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await button.click()
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
  })
})
