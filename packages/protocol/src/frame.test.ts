import { describe, expect, it } from 'vitest'
import { FRAME_PROTOCOL, readFrameMessage, readRequest } from './frame.ts'

const request = (type: string, payload: unknown, id: unknown = 'a1') => ({
  protocol: FRAME_PROTOCOL,
  id,
  type,
  payload,
})

describe('frame messages are read, never trusted (SPEC §5: invalid ones are warned and ignored)', () => {
  it('reads a well-formed request of each kind', () => {
    for (const [type, payload] of [
      ['CONNECT_EMAIL', { email: 'ada@example.com' }],
      ['CONNECT_DEVICE', {}],
      ['CONNECT_OTP', { otp: '123456' }],
      ['GET_USER', { chainId: 31337 }],
      ['GET_USER', { chainId: 31337, preferredAccountType: 'eoa' }],
      ['GET_ACCOUNT_TYPE', { chainId: 31337 }],
      ['SET_ACCOUNT_TYPE', { type: 'smartAccount', chainId: 31337 }],
      ['SET_ACCOUNT_TYPE', { type: 'eoa', chainId: 1 }],
      ['RPC_REQUEST', { method: 'personal_sign', params: ['0x68'], chainId: 1 }],
      ['UPDATE_EMAIL', { email: 'new@example.com' }],
      ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '000000' }],
      ['SYNC_THEME', { themeMode: 'light' }],
      ['SYNC_THEME', { themeMode: 'dark', accent: '#0f766e' }],
      ['SYNC_LOCALE', { locale: 'zh-TW' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'x', returnTo: 'https://app.example/shop' }],
      ['CONNECT_SOCIAL', { result: 'r'.repeat(43), state: 's'.repeat(43) }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github', link: true }],
      ['LINK_SOCIAL', { result: 'r'.repeat(43), state: 's'.repeat(43) }],
      ['LIST_METHODS', {}],
      ['REMOVE_METHOD', { kind: 'email' }],
      ['REMOVE_METHOD', { kind: 'social', provider: 'x' }],
      ['REMOVE_METHOD', { kind: 'social', provider: 'farcaster' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' }],
      ['AWAIT_FARCASTER', { state: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
      ['CANCEL_FARCASTER', {}],
      ['REMOVE_METHOD', { kind: 'passkey', id: 'AbCdEf0123456789_-AbCd' }],
      ['ADD_PASSKEY', {}],
      ['CONNECT_PASSKEY', {}],
    ] as const)
      expect(readRequest(request(type, payload)), type).toBeDefined()
  })

  it('drops other tags, unknown types, bad payloads and inherited names', () => {
    expect(readRequest({ ...request('CONNECT_DEVICE', {}), protocol: 'other/1' })).toBeUndefined()
    expect(readRequest(request('EXPORT_KEY', {}))).toBeUndefined()
    expect(readRequest(request('toString', {}))).toBeUndefined()
    expect(readRequest(request('CONNECT_OTP', { otp: '12345' }))).toBeUndefined()
    expect(readRequest(request('CONNECT_OTP', { otp: '1234567' }))).toBeUndefined()
    expect(readRequest(request('CONNECT_EMAIL', { email: 'not an email' }))).toBeUndefined()
    expect(readRequest(request('GET_USER', { chainId: -1 }))).toBeUndefined()
    expect(readRequest(request('GET_USER', { chainId: 1, preferredAccountType: 'payment' }))).toBeUndefined()
    // The switch names one of the two account types, on one network, and nothing else.
    for (const payload of [
      { type: 'payment', chainId: 1 },
      { type: 'smartAccount' },
      { type: 'smartAccount', chainId: 0 },
      { type: 'eoa', chainId: 1, implementation: '0x0000000000000000000000000000000000000001' },
    ])
      expect(readRequest(request('SET_ACCOUNT_TYPE', payload)), JSON.stringify(payload)).toBeUndefined()
    expect(readRequest(request('GET_ACCOUNT_TYPE', { chainId: 1, type: 'eoa' }))).toBeUndefined()
    expect(readRequest(request('CONNECT_DEVICE', { extra: 1 }))).toBeUndefined()
    // A social login names a provider with a login of its own, and redeems tokens of the server's shape.
    for (const provider of ['myspace', 'constructor', undefined])
      expect(readRequest(request('GET_SOCIAL_REDIRECT_URI', { provider })), String(provider)).toBeUndefined()
    for (const payload of [
      { result: 'r'.repeat(43) },
      { result: '<script>', state: 's'.repeat(43) },
      { result: 'r'.repeat(43), state: 's'.repeat(43), provider: 'google' },
    ])
      expect(readRequest(request('CONNECT_SOCIAL', payload)), JSON.stringify(payload)).toBeUndefined()
    for (const payload of [
      { kind: 'social' },
      { kind: 'social', provider: 'myspace' },
      { kind: 'email', provider: 'x' },
      { kind: 'passkey' },
      { kind: 'passkey', id: 'short' },
      { kind: 'passkey', id: 'not base64url at all!!' },
      { kind: 'passkey', id: 'AbCdEf0123456789_-AbCd', provider: 'x' },
    ])
      expect(readRequest(request('REMOVE_METHOD', payload)), JSON.stringify(payload)).toBeUndefined()
    expect(readRequest(request('GET_SOCIAL_REDIRECT_URI', { provider: 'x', link: 'yes' }))).toBeUndefined()
    expect(readRequest(request('SYNC_THEME', { themeMode: 'neon' }))).toBeUndefined()
    // The accent is a short text (the frame then takes only a hex colour that reads, frame/src/theme.ts).
    for (const accent of ['', 'x'.repeat(65), 7, ['#fff']])
      expect(readRequest(request('SYNC_THEME', { themeMode: 'dark', accent } as never))).toBeUndefined()
    expect(readRequest(request('ADD_PASSKEY', { appName: 'x' } as never))).toBeUndefined()
    expect(readRequest(request('CONNECT_PASSKEY', { credential: {} } as never))).toBeUndefined()
    // Only a locale Latch ships: the frame imports the chunk the code names, nothing else.
    for (const locale of ['xx', '../../evil', 'constructor', 'DE', ['de'], 1])
      expect(readRequest(request('SYNC_LOCALE', { locale })), String(locale)).toBeUndefined()
    expect(readRequest(request('CONNECT_DEVICE', {}, 'x'.repeat(65)))).toBeUndefined()
    expect(readRequest(request('CONNECT_DEVICE', []))).toBeUndefined()
    expect(readRequest('CONNECT_DEVICE')).toBeUndefined()
    expect(readRequest(null)).toBeUndefined()
  })

  it('reads what the frame posts, in its shapes only', () => {
    const m = (type: string, payload: unknown, extra = {}) => ({
      protocol: FRAME_PROTOCOL,
      type,
      payload,
      ...extra,
    })
    expect(readFrameMessage(m('READY', { version: '4' }))).toBeDefined()
    expect(readFrameMessage(m('SHOW', { surface: 'recover' }))).toBeDefined()
    expect(readFrameMessage(m('SHOW', { surface: 'approve', method: 'personal_sign' }))).toBeDefined()
    expect(readFrameMessage(m('SHOW', { surface: 'export-key' }))).toBeUndefined()
    expect(readFrameMessage(m('SESSION_UPDATE', { address: null }))).toBeDefined()
    expect(readFrameMessage(m('SESSION_UPDATE', { address: '0xabc' }))).toBeUndefined()
    expect(readFrameMessage(m('ERROR', { message: 'no' }, { id: 'a1' }))).toBeDefined()
    expect(readFrameMessage(m('ERROR', { message: 'no' }))).toBeUndefined()
    expect(readFrameMessage(m('hasOwnProperty', {}))).toBeUndefined()
  })

  it('reads a payload as its schema does: a loose one loses the keys it does not name', () => {
    const read = readRequest(
      request('SYNC_DAPP_DATA', { name: 'Shop', url: 'https://shop.example', icons: ['x'] }),
    )
    expect(read?.payload).toEqual({ name: 'Shop', url: 'https://shop.example' })
    // The envelope is rebuilt too: nothing posted beside the four fields travels on.
    const extra = readRequest({ ...request('IS_CONNECTED', {}), sneaky: true })
    expect(extra).toEqual({ protocol: FRAME_PROTOCOL, id: 'a1', type: 'IS_CONNECTED', payload: {} })
  })
})
