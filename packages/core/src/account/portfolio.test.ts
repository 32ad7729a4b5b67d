import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { TOKEN_BALANCE_RETRY_MS } from './portfolio.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// Port 9 (discard) is closed on loopback: every call fails for real, as a down server does.
const unreachable = 'http://127.0.0.1:9'

describe('token balances when the server cannot be reached', () => {
  it('toasts "Token Balance Unavailable" and does not retry within 30 s', async () => {
    const s = scripted({ a: { address: A, chainId: 31337 } })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], apiUrl: unreachable }))
    latch.mount()
    await latch.connect('a')
    await latch.account.fetchTokenBalances()
    const first = latch.getState().tokens
    expect(first.status).toBe('error')
    expect(latch.getState().notification).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    latch.notifications.closeNotification()
    await latch.account.fetchTokenBalances({ force: true })
    expect(latch.getState().tokens.lastRetry).toBe(first.lastRetry)
    expect(latch.getState().notification.open).toBe(false)
    expect(TOKEN_BALANCE_RETRY_MS).toBe(30_000)
  })

  it('activity: "Failed to fetch transactions", the list marked empty and the cursor cleared', async () => {
    const s = scripted({ a: { address: A, chainId: 31337 } })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], apiUrl: unreachable }))
    latch.mount()
    await latch.connect('a')
    await latch.account.fetchActivity()
    expect(latch.getState().activity).toMatchObject({ empty: true, failed: true, loading: false })
    expect(latch.getState().activity.next).toBeUndefined()
    expect(latch.getState().notification.message).toBe('Failed to fetch transactions')
  })

  it('without a connected account nothing is fetched', async () => {
    const latch = createLatch(baseOptions({ apiUrl: unreachable }))
    await latch.account.fetchTokenBalances()
    await latch.account.fetchActivity()
    expect(latch.getState().tokens.status).toBe('idle')
    expect(latch.getState().activity.failed).toBe(false)
  })
})
