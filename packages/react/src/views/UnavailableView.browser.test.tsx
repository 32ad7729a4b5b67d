/** Unavailable: the view of a SPEC view this version does not build. */
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'

describe('Unavailable', () => {
  it('a SPEC view this version does not build says so plainly', async () => {
    const r = renderLatch()
    await r.latch.open({ view: 'ConnectingFarcaster' })
    const view = page.getByRole('dialog', { name: 'Not available' })
    await expect
      .element(view.getByText('This feature is not available in this version of Latch.'))
      .toBeVisible()
  })
})
