import { createMemoryStorage, shortenAddress } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

describe('a corrupted browser cache', () => {
  it('is dropped on read: an identity whose name is an object, stamped in the future, leaves the page working', async () => {
    const storage = createMemoryStorage()
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
    const future = Date.now() + 365 * 24 * 3600_000
    storage.setItem(
      `@latch/cache/identity/${address}`,
      JSON.stringify({ value: { name: { toString: 'x' }, avatar: 42 }, at: future }),
    )
    storage.setItem(
      `@latch/cache/portfolio/eip155:31337:${address}`,
      JSON.stringify({ value: [{ name: [] }], at: future }),
    )
    const r = renderLatch({ storage })
    await connectDevWallet()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect
      .element(account.getByTestId('account-name'))
      .toHaveTextContent(shortenAddress(r.wallet.address))
    // The balances came from the server, not from the corrupt entry, which is gone.
    await expect
      .element(account.getByRole('list', { name: 'Tokens' }).getByText('1,000,000 LUSD'))
      .toBeVisible()
    expect(storage.getItem(`@latch/cache/identity/${address}`)).not.toContain('toString')
  })
})
