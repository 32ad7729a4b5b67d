import { beforeEach, describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderLatch } from './test/render.tsx'
import { requested } from './test/requested.ts'

/** The modal's code among the page's requests. */
const modalCode = () => requested().filter((url) => url.includes('/modal/ModalRoot'))
const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }))

/**
 * The pointer is put away from where the button renders: the previous test file left it there, and
 * Chromium sends pointerenter to an element that appears under a resting pointer (interest: a preload).
 */
beforeEach(async () => {
  const far = document.createElement('div')
  far.style.cssText = 'position:fixed;right:0;bottom:0;width:8px;height:8px'
  document.body.append(far)
  await userEvent.hover(page.elementLocator(far))
  far.remove()
})

// In this order: once the modal's code is in the page, it stays.
describe("when the modal's code is fetched", () => {
  it('by default, not before the visitor shows interest in the button', async () => {
    renderLatch()
    await expect.element(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await idle()
    await new Promise((r) => setTimeout(r, 300))
    expect(modalCode()).toEqual([])
  })

  it("with preload='idle', once the page is idle, from the page's own origin, with no request to the API server; the first click finds it ready", async () => {
    const before = requested().length
    renderLatch({}, { preload: 'idle' })
    await expect.poll(modalCode).toHaveLength(1)
    const since = requested().slice(before)
    expect(since.every((url) => new URL(url).origin === location.origin)).toBe(true)
    expect(since.filter((url) => url.startsWith(inject('apiUrl')))).toEqual([])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect
      .element(
        page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Dev Wallet' }),
      )
      .toBeVisible()
  })
})
