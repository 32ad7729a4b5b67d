/** The social logins' views without an embedded wallet: nothing offered, nothing stuck loading. */
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../../test/render.tsx'

describe('social login views', () => {
  it('the Connect view offers no social login when no embedded wallet is configured', async () => {
    const r = renderLatch()
    await r.latch.open()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(connect.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(connect.getByRole('list', { name: 'Social logins' }).elements()).toHaveLength(0)
    expect(connect.getByRole('button', { name: /^Continue with (Google|GitHub|X)/ }).elements()).toHaveLength(
      0,
    )
  })

  it('Login methods without the embedded wallet connected says why instead of loading forever', async () => {
    const r = renderLatch()
    await r.latch.open({ view: 'ProfileWallets' })
    const view = page.getByRole('dialog', { name: 'Login methods' })
    await expect.element(view.getByRole('alert')).toBeVisible()
    expect(view.getByRole('status', { name: 'Loading…' }).elements()).toHaveLength(0)
  })
})
