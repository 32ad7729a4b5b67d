import { walletConnect } from '@latch/walletconnect'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from './test/render.tsx'
import { useLatchWallets } from './useLatchWallets.ts'

/** A wallet list of the app's own, from the hook alone. */
function MyPicker(): ReactNode {
  const { wallets, ready, connect, attempt } = useLatchWallets()
  if (!ready) return <p role="status">Looking for wallets…</p>
  return (
    <>
      <ul aria-label="My wallets">
        {wallets.map((w) => (
          <li key={w.id}>
            <button type="button" onClick={() => connect(w.id).catch(() => {})}>
              {w.name}
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="attempt">{attempt?.status ?? 'none'}</p>
    </>
  )
}

describe('useLatchWallets', () => {
  it("lists the browser's wallets only, and connects through Latch; a refusal shows as the attempt's state", async () => {
    const r = renderLatch(
      { walletConnect: walletConnect({ projectId: 'latch-demo', relayUrl: 'ws://127.0.0.1:1' }) },
      { children: <MyPicker /> },
    )
    const list = page.getByRole('list', { name: 'My wallets' })
    await expect.element(list.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    // WalletConnect needs Latch's own QR view: not in a list of browser wallets.
    expect(list.getByRole('button', { name: 'WalletConnect' }).elements()).toEqual([])

    r.wallet.rejectNext()
    await list.getByRole('button', { name: 'Dev Wallet' }).click()
    await expect.element(page.getByTestId('attempt')).toHaveTextContent('rejected')
    expect(r.latch.getAccount('eip155').isConnected).toBe(false)

    await list.getByRole('button', { name: 'Dev Wallet' }).click()
    await expect.poll(() => r.latch.getAccount('eip155').address).toBe(r.wallet.address)
    // The modal never opened: the app's own list did it all.
    expect(r.latch.getState().modal.open).toBe(false)
  })
})
