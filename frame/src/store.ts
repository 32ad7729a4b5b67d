/**
 * What the frame keeps in its own origin's IndexedDB: this browser's device id, the device share
 * encrypted under a non-extractable AES-GCM key (which no script can read out, only use), the session
 * token and the signed-in account. Nothing here ever reaches the host page.
 */

import { base64url, type ConnectedSocial } from '@latch/core/frame'
import { t } from './i18n/index.ts'

const DB = 'latch-wallet'
const STORE = 'kv'

/**
 * The session the frame holds: its token and the private half of its session key (non-extractable: it
 * signs each call's proof, and no script can read it out).
 */
export type StoredSession = {
  token: string
  /** Null for an account a provider without a verified email reached. */
  email: string | null
  address: string | null
  key: CryptoKey
  /** The social login the session came by (SPEC §3 connected social and username). */
  social?: ConnectedSocial
}

/**
 * The frame's storage refused to open. Inside another site that is a browser that gives third-party
 * frames no storage at all (Chromium with storage partitioning turned off: an enterprise policy, before
 * 115, or Playwright's launch; every engine's default partitions it, see docs/deploy.md): said in the
 * visitor's language, with what to do, never as the browser's raw error.
 */
function unavailable(cause: unknown): Error {
  if (window.top !== window) return new Error(t().storageBlocked(location.host), { cause })
  return cause instanceof Error ? cause : new Error(String(cause))
}

/** The database, opened once for the frame's life (a returning visitor's load reads it several times). */
let opened: Promise<IDBDatabase> | undefined

function db(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    let req: IDBOpenDBRequest
    try {
      req = indexedDB.open(DB, 1)
    } catch (e) {
      // Some browsers refuse synchronously (a SecurityError) rather than through the request.
      return reject(unavailable(e))
    }
    req.onupgradeneeded = () => req.result.createObjectStore(STORE)
    req.onsuccess = () => {
      const d = req.result
      // Another page deleting or upgrading the database closes this connection; the next call reopens.
      d.onversionchange = () => {
        d.close()
        opened = undefined
      }
      d.onclose = () => {
        opened = undefined
      }
      resolve(d)
    }
    req.onerror = () => reject(unavailable(req.error))
  }).catch((e: unknown) => {
    opened = undefined
    throw e
  })
  return opened
}

async function tx<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const d = await db()
  return new Promise<T>((resolve, reject) => {
    const req = run(d.transaction(STORE, mode).objectStore(STORE))
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

const get = <T>(key: string) => tx<T | undefined>('readonly', (s) => s.get(key) as IDBRequest<T | undefined>)
const put = (key: string, value: unknown) => tx('readwrite', (s) => s.put(value, key))
const del = (key: string) => tx('readwrite', (s) => s.delete(key))

/** This browser's device id (32 random bytes, base64url), created once. */
export async function deviceId(): Promise<string> {
  const known = await get<string>('deviceId')
  if (known) return known
  const id = base64url.encode(crypto.getRandomValues(new Uint8Array(32)))
  await put('deviceId', id)
  return id
}

async function wrappingKey(): Promise<CryptoKey> {
  const known = await get<CryptoKey>('wrappingKey')
  if (known) return known
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await put('wrappingKey', key)
  return key
}

/** Bytes encrypted under the wrapping key, with their IV. */
type Sealed = { iv: Uint8Array; body: ArrayBuffer }

async function seal(bytes: Uint8Array): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const body = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await wrappingKey(),
    bytes as BufferSource,
  )
  return { iv, body }
}

async function open(sealed: Sealed): Promise<Uint8Array> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv as BufferSource },
    await wrappingKey(),
    sealed.body,
  )
  return new Uint8Array(plain)
}

/** A wallet's device share on this browser, and the check of the seed it rebuilds into (keys.ts `seedCheck`). */
export type DeviceShare = { share: Uint8Array; check?: Uint8Array }

/**
 * Keeps the device share of a wallet and its seed's check, each encrypted under the non-extractable
 * wrapping key (so neither can be forged without it).
 */
export async function saveDeviceShare(address: string, share: Uint8Array, check: Uint8Array): Promise<void> {
  await put(`device:${address.toLowerCase()}`, { ...(await seal(share)), check: await seal(check) })
}

/** The device share of a wallet on this browser, if it has one (with its check, once one was kept). */
export async function loadDeviceShare(address: string): Promise<DeviceShare | undefined> {
  const found = await get<Sealed & { check?: Sealed }>(`device:${address.toLowerCase()}`)
  if (!found) return undefined
  const [share, check] = await Promise.all([open(found), found.check && open(found.check)])
  return check ? { share, check } : { share }
}

/** The session, if one is kept (one kept before sessions had keys is dropped: it opens nothing). */
export const loadSession = async (): Promise<StoredSession | undefined> => {
  const s = await get<StoredSession>('session')
  return s?.key instanceof CryptoKey ? s : undefined
}
/** Keeps the session. */
export const saveSession = (s: StoredSession): Promise<unknown> => put('session', s)
/** Forgets the session (the device share stays: this browser logs back in to the same wallet). */
export const clearSession = (): Promise<unknown> => del('session')

/**
 * This browser's ECDH key pair (P-256), created once; its private half is non-extractable. Another
 * browser of the same wallet hands its device share over encrypted to the public half.
 */
export async function deviceKeyPair(): Promise<CryptoKeyPair> {
  const known = await get<CryptoKeyPair>('deviceKeyPair')
  if (known) return known
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
  await put('deviceKeyPair', pair)
  return pair
}

/** The public half of {@link deviceKeyPair}, raw (65 bytes), base64url. */
export async function devicePublicKey(): Promise<string> {
  const { publicKey } = await deviceKeyPair()
  return base64url.encode(new Uint8Array(await crypto.subtle.exportKey('raw', publicKey)))
}
