import { describe, expect, it } from 'vitest'
import { LATCH_COOKIE, parseLatchSnapshot, readLatchCookie, snapshotCookieValue } from './snapshot.ts'

const caipAddress = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the latch.state cookie', () => {
  it('reads back what was written, among the request’s other cookies', () => {
    const snapshot = { locale: 'de', caipAddress, connectorId: 'io.metamask' } as const
    const header = `theme=dark; ${LATCH_COOKIE}=${snapshotCookieValue(snapshot)}; session=abc=def`
    expect(readLatchCookie(header)).toEqual(snapshot)
    expect(readLatchCookie(`${LATCH_COOKIE}=${snapshotCookieValue({ locale: 'ar' })}`)).toEqual({
      locale: 'ar',
    })
  })

  it('is nothing without the cookie, or with one that holds nothing usable', () => {
    for (const header of [undefined, null, '', 'latch.stateX=1', `x${LATCH_COOKIE}=1`])
      expect(readLatchCookie(header), String(header)).toBeUndefined()
    for (const value of ['', '%7B', 'null', '42', '"de"', '[]', snapshotCookieValue({})])
      expect(parseLatchSnapshot(value), value).toBeUndefined()
  })

  it('drops each forged or malformed field and keeps the rest (the cookie is the visitor’s to change)', () => {
    const forged = (fields: Record<string, unknown>) =>
      parseLatchSnapshot(encodeURIComponent(JSON.stringify(fields)))
    // A locale Latch does not ship, or English (the default, never stored).
    expect(forged({ locale: 'xx', caipAddress, connectorId: 'a' })).toEqual({ caipAddress, connectorId: 'a' })
    expect(forged({ locale: 'en', caipAddress, connectorId: 'a' })).toEqual({ caipAddress, connectorId: 'a' })
    // Markup, spaces or an unknown namespace in the account; an account without its connector.
    for (const bad of [
      'eip155:1:<img src=x onerror=alert(1)>',
      'eip155:1:0xabc def',
      'evil:1:0xabc',
      'eip155:1',
      `eip155:1:${'a'.repeat(129)}`,
      42,
    ])
      expect(forged({ locale: 'de', caipAddress: bad, connectorId: 'a' }), String(bad)).toEqual({
        locale: 'de',
      })
    expect(forged({ locale: 'de', caipAddress })).toEqual({ locale: 'de' })
    for (const connectorId of ['"><script>', '', 'a b', 'x'.repeat(129), 7])
      expect(forged({ caipAddress, connectorId }), String(connectorId)).toBeUndefined()
    // Unknown fields are not carried along.
    expect(forged({ locale: 'ja', admin: true })).toEqual({ locale: 'ja' })
  })
})
