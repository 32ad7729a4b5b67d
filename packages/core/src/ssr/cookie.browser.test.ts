import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { latchCookie } from './cookie.ts'
import { LATCH_COOKIE, type LatchSnapshot, readLatchCookie } from './snapshot.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const snapshot: LatchSnapshot = { caipAddress: `eip155:31338:${address}`, connectorId: 'dev.wallet' }
const remembered = (connectorId: string) => {
  const storage = createMemoryStorage()
  storage.setItem('@latch/connections', JSON.stringify({ eip155: connectorId }))
  return storage
}

afterEach(() => cookieStore.delete(LATCH_COOKIE))

describe('ssr: latchCookie() in the browser', () => {
  it('starts this instance and its server state from the snapshot, never once mounted', () => {
    const latch = createLatch(baseOptions({ ssr: latchCookie(), storage: remembered('dev.wallet') }))
    expect(latch.fromSnapshot(snapshot)).toBe(latch)
    expect(latch.getServerState()).toEqual(latch.getState())
    expect(latch.getAccount().status).toBe('reconnecting')
    const unmount = latch.mount()
    latch.fromSnapshot({ caipAddress: `eip155:31337:${address}`, connectorId: 'other' })
    expect(latch.getState().connections.eip155?.connectorId).toBe('dev.wallet')
    unmount()
  })

  it('the restore keeps the rendered address until the wallet answers, then connects it', async () => {
    const wallet = scripted({ 'dev.wallet': { address, chainId: 31338 } })
    const latch = createLatch(
      baseOptions({ ssr: latchCookie(), adapters: [wallet.adapter], storage: remembered('dev.wallet') }),
    )
    latch.fromSnapshot(snapshot)
    const seen: (string | undefined)[] = []
    latch.subscribe(() => seen.push(latch.getState().connections.eip155?.address))
    latch.mount()
    await expect.poll(() => latch.getAccount().status).toBe('connected')
    expect(latch.getAccount().address).toBe(address)
    // Never without the address on the way: the button never falls back to "Connecting…".
    expect(seen.every((a) => a === address)).toBe(true)
  })

  it('a snapshot this browser does not remember (storage cleared) ends disconnected once mounted', async () => {
    const latch = createLatch(baseOptions({ ssr: latchCookie(), storage: createMemoryStorage() }))
    latch.fromSnapshot(snapshot)
    latch.mount()
    await expect.poll(() => latch.getAccount().status).toBe('disconnected')
    expect(latch.getState().connections.eip155?.address).toBeUndefined()
  })

  it('a different remembered wallet restores as itself, not under the rendered address', () => {
    const latch = createLatch(baseOptions({ ssr: latchCookie(), storage: remembered('io.other') }))
    latch.fromSnapshot(snapshot)
    latch.mount()
    expect(latch.getState().connections.eip155).toMatchObject({
      status: 'reconnecting',
      connectorId: 'io.other',
    })
    expect(latch.getState().connections.eip155?.address).toBeUndefined()
  })

  it('keeps the cookie: the wallet once connected, the locale, nothing once disconnected', async () => {
    const wallet = scripted({ 'dev.wallet': { address, chainId: 31338 } })
    const latch = createLatch(baseOptions({ ssr: latchCookie(), adapters: [wallet.adapter] }))
    const unmount = latch.mount()
    expect(readLatchCookie(document.cookie)).toBeUndefined()
    await latch.connect('dev.wallet')
    expect(readLatchCookie(document.cookie)).toEqual(snapshot)
    await latch.setLocale('ja')
    expect(readLatchCookie(document.cookie)).toEqual({ ...snapshot, locale: 'ja' })
    expect(document.cookie).toContain(`${LATCH_COOKIE}=`)
    await latch.disconnect()
    expect(readLatchCookie(document.cookie)).toEqual({ locale: 'ja' })
    await latch.setLocale('en')
    expect(document.cookie).not.toContain(`${LATCH_COOKIE}=`)
    unmount()
  })
})
