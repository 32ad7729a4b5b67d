import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

/** Announces a wallet over EIP-6963 with the given detail, now and whenever a dapp asks. */
function announce(detail: () => unknown) {
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail() }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
}

describe('hostile wallets', () => {
  it('are ignored, or contained, without an error escaping to the page', async () => {
    const escaped: unknown[] = []
    const onError = (e: ErrorEvent | PromiseRejectionEvent) =>
      escaped.push('reason' in e ? e.reason : e.error)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    // A provider whose getter throws; a blank name; a wallet whose on() throws and whose error is 1 MB.
    announce(() => ({
      info: { uuid: 'getter', name: 'Getter Wallet', icon: ICON, rdns: 'com.getter' },
      get provider(): never {
        throw new Error('boom from a getter')
      },
    }))
    announce(() => ({
      info: { uuid: 'blank', name: '   ', icon: ICON, rdns: 'com.blank' },
      provider: { request: async () => null },
    }))
    announce(() => ({
      info: { uuid: 'huge', name: 'Huge Error Wallet', icon: ICON, rdns: 'com.huge' },
      provider: {
        request: async () => {
          throw new Error(`x${'y'.repeat(1_000_000)}`)
        },
        on: () => {
          throw new Error('boom from on()')
        },
      },
    }))
    renderLatch()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
    await expect.element(list.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    // Every listed wallet has a name; the two malformed announcements are not listed.
    const names = list
      .getByRole('button')
      .elements()
      .map((b) => b.textContent?.trim())
    expect(names).not.toContain('')
    expect(names.some((n) => n?.includes('Getter'))).toBe(false)
    await list.getByRole('button', { name: 'Huge Error Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Huge Error Wallet' })
    await expect.element(dialog.getByText('Failed to connect')).toBeVisible()
    const message = dialog.getByText(/^xyyy/)
    await expect.element(message).toBeVisible()
    expect(message.element().textContent!.length).toBeLessThanOrEqual(301)
    // Nothing overflows the dialog sideways (the page is phone-wide here: the dialog takes its width).
    const box = dialog.element() as HTMLElement
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(Math.max(360, window.innerWidth))
    await expect.element(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled()
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onError)
    expect(escaped).toEqual([])
  })
})
