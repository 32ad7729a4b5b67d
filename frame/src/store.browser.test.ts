/**
 * The frame's IndexedDB store, in Chromium: what it keeps, that the device share is stored encrypted
 * under a key no script can read out, and that a session without its key opens nothing.
 */
import { describe, expect, it } from 'vitest'
import {
  clearSession,
  deviceId,
  deviceKeyPair,
  devicePublicKey,
  loadDeviceShare,
  loadSession,
  saveDeviceShare,
  saveSession,
} from './store.ts'

/** The store's object store, read or written directly, as a script of the frame's origin could. */
function raw<T>(key: string, value?: unknown): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('latch-wallet', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('kv')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const store = db.transaction('kv', value === undefined ? 'readonly' : 'readwrite').objectStore('kv')
      const req = value === undefined ? store.get(key) : store.put(value, key)
      req.onsuccess = () => {
        db.close()
        resolve(value === undefined ? (req.result as T | undefined) : undefined)
      }
      req.onerror = () => reject(req.error)
    }
  })
}

describe('the frame store', () => {
  it('keeps one device id for this browser: 32 random bytes, base64url', async () => {
    const id = await deviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await deviceId()).toBe(id)
  })

  it('keeps a device share and its seed check encrypted under a wrapping key that cannot be exported', async () => {
    const share = crypto.getRandomValues(new Uint8Array(33))
    const check = crypto.getRandomValues(new Uint8Array(32))
    await saveDeviceShare('0xAbC', share, check)
    expect(await loadDeviceShare('0xabc')).toEqual({ share, check })
    const stored = await raw<{ iv: Uint8Array; body: ArrayBuffer; check: { body: ArrayBuffer } }>(
      'device:0xabc',
    )
    // AES-GCM: the ciphertext is the share's length plus a 16-byte tag, and is not the share.
    expect(stored?.body.byteLength).toBe(share.length + 16)
    expect(new Uint8Array(stored!.body).subarray(0, share.length)).not.toEqual(share)
    expect(stored?.check.body.byteLength).toBe(check.length + 16)
    expect(new Uint8Array(stored!.check.body).subarray(0, check.length)).not.toEqual(check)
    const key = await raw<CryptoKey>('wrappingKey')
    expect(key?.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow()
    expect(await loadDeviceShare('0xdef')).toBeUndefined()
  })

  it('a share or a check whose stored bytes were changed does not decrypt', async () => {
    for (const field of ['share', 'check'] as const) {
      await saveDeviceShare('0x111', new Uint8Array([1, 2, 3]), new Uint8Array([4, 5, 6]))
      const stored = await raw<{
        iv: Uint8Array
        body: ArrayBuffer
        check: { iv: Uint8Array; body: ArrayBuffer }
      }>('device:0x111')
      const sealed = field === 'share' ? stored! : stored!.check
      const body = new Uint8Array(sealed.body)
      body[0] = body[0]! ^ 1
      const changed = { iv: sealed.iv, body: body.buffer }
      await raw('device:0x111', field === 'share' ? { ...stored, ...changed } : { ...stored, check: changed })
      await expect(loadDeviceShare('0x111')).rejects.toThrow()
    }
  })

  it('a share kept before checks were reads back without one', async () => {
    await saveDeviceShare('0x222', new Uint8Array([9]), new Uint8Array([8]))
    const { iv, body } = (await raw<{ iv: Uint8Array; body: ArrayBuffer }>('device:0x222'))!
    await raw('device:0x222', { iv, body })
    expect(await loadDeviceShare('0x222')).toEqual({ share: new Uint8Array([9]) })
  })

  it('a session opens only with its key; clearing it keeps the device share', async () => {
    const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ])
    await saveDeviceShare('0xabc', new Uint8Array([7]), new Uint8Array([6]))
    await saveSession({ token: 'token', email: 'ada@example.com', address: '0xabc', key: privateKey })
    expect(await loadSession()).toMatchObject({ token: 'token', email: 'ada@example.com' })
    await clearSession()
    expect(await loadSession()).toBeUndefined()
    expect(await loadDeviceShare('0xabc')).toEqual({ share: new Uint8Array([7]), check: new Uint8Array([6]) })
    // A session kept before sessions had keys opens nothing.
    await raw('session', { token: 'old', email: 'ada@example.com', address: '0xabc' })
    expect(await loadSession()).toBeUndefined()
  })

  it("this browser's ECDH key pair is created once; its private half cannot be exported", async () => {
    const pair = await deviceKeyPair()
    expect(await deviceKeyPair()).toMatchObject({ publicKey: { type: 'public' } })
    expect(pair.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow()
    const pub = await devicePublicKey()
    expect(pub).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(await devicePublicKey()).toBe(pub)
  })

  it('keeps one connection open, and reopens after another page deletes the database', async () => {
    const id = await deviceId()
    await saveDeviceShare('0x333', new Uint8Array([3]), new Uint8Array([4]))
    // The deletion waits for open connections: the store closes its own when told, so it goes through.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase('latch-wallet')
      req.onsuccess = () => resolve()
      req.onerror = () => reject(req.error)
    })
    expect(await loadDeviceShare('0x333')).toBeUndefined()
    expect(await deviceId()).not.toBe(id)
  })
})
