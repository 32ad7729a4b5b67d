/**
 * What `latchSiwx()` does, loaded with the first sign-in: nonces and sessions from the Latch server, and
 * this browser's record of each signed-in account's session token (in the instance's storage, checked
 * as it is read back: anything malformed is dropped).
 */

import { addressKey, linkedAccount } from '@latch/protocol/api/accounts'
import {
  siwxLinksAnswer,
  siwxNonceAnswer,
  siwxSessionAnswer,
  siwxSignInAnswer,
  successAnswer,
} from '@latch/protocol/api/answers'
import { siwxMessage } from '@latch/protocol/api/siwx-message'
import { API_PATHS } from '@latch/protocol/api/wire'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import { isCaip2 } from '../plumbing/page-storage.ts'
import { createStorageAccess } from '../plumbing/storage.ts'
import type { LatchSiwxBinding, LatchSiwxOptions, SiwxConfig, SiwxSession } from './types.ts'

/** The storage key of the signed-in sessions: address (EVM ones lowercased) → the session and its token. */
const STORED = 'siwx_sessions'

type Stored = Record<string, { token: string; session: SiwxSession }>

const isSession = (v: unknown): v is SiwxSession => {
  const s = v as SiwxSession | null
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.message === 'string' &&
    typeof s.signature === 'string' &&
    typeof s.data === 'object' &&
    s.data !== null &&
    typeof s.data.accountAddress === 'string' &&
    isCaip2(s.data.chainId)
  )
}
const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (e: { token?: unknown; session?: unknown }) =>
      typeof e?.token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(e.token) && isSession(e.session),
  )

const status = (e: unknown) => (e as { status?: unknown }).status

/**
 * The Latch server's sign-in, over an instance's API client and storage.
 *
 * @example
 * const siwx = createLatchSiwx({ api, storage }, { statement: 'Sign in to My app' })
 */
export function createLatchSiwx(b: LatchSiwxBinding, opts: LatchSiwxOptions): SiwxConfig {
  const storage = createStorageAccess(b.storage)
  const read = (): Stored => storage.read(STORED, isStored) ?? {}
  /** A session is stored under its account's address (EVM's in lower case: see addressKey). */
  const idOf = (chainId: CaipNetworkId, address: string) => addressKey(chainId.split(':')[0]!, address)
  const keep = (chainId: CaipNetworkId, address: string, entry: Stored[string] | undefined) => {
    const id = idOf(chainId, address)
    const { [id]: _, ...rest } = read()
    storage.write(STORED, entry ? { ...rest, [id]: entry } : rest)
  }

  /**
   * An account with no session of its own, linked (several wallets) to a profile this browser holds a
   * session of: that session, which the server confirms by listing the account among the profile's
   * links. Otherwise none.
   */
  const linkedSession = async (chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> => {
    const account = linkedAccount(`${chainId}:${address}`)
    for (const profile of Object.values(read())) {
      const linked = await b.api
        .request(API_PATHS.siwxLinks, { bearer: profile.token, answer: siwxLinksAnswer })
        .catch(() => undefined)
      if (linked?.links.some((l) => linkedAccount(l.address) === account))
        return [{ ...profile.session, token: profile.token }]
    }
    return []
  }

  const siwx: SiwxConfig = {
    async createMessage(input) {
      return siwxMessage({ ...(await siwx.createMessageParams!(input.chainId)), ...input })
    },

    /** A fresh nonce from the server, this page's domain and origin, and the options' statement and expiry. */
    async createMessageParams(chainId) {
      const { nonce } = await b.api.request(API_PATHS.siwxNonce, {
        method: 'POST',
        answer: siwxNonceAnswer,
        body: {},
      })
      const now = Date.now()
      return {
        chainId,
        domain: location.host,
        uri: location.origin,
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(opts.statement ? { statement: opts.statement } : {}),
        ...(opts.expiresInMinutes
          ? { expirationTime: new Date(now + opts.expiresInMinutes * 60_000).toISOString() }
          : {}),
      }
    },

    /** Verified by the server; the session object gains its `token`. */
    async addSession(session) {
      const { token } = await b.api.request(API_PATHS.siwxSessions, {
        method: 'POST',
        answer: siwxSignInAnswer,
        body: { message: session.message, signature: session.signature },
      })
      session.token = token
      keep(session.data.chainId, session.data.accountAddress, { token, session: { ...session } })
    },

    /**
     * The account's session when the server still holds it (an EVM account signs in once for every
     * chain). A session the server no longer knows is forgotten; when the server cannot be reached, the
     * session kept here stands (the app's backend checks it anyway).
     */
    async getSessions(chainId: CaipNetworkId, address: string) {
      const entry = read()[idOf(chainId, address)]
      if (!entry) return linkedSession(chainId, address)
      try {
        await b.api.request(API_PATHS.siwxSession, { bearer: entry.token, answer: siwxSessionAnswer })
      } catch (e) {
        if (status(e) === 401) {
          keep(chainId, address, undefined)
          return linkedSession(chainId, address)
        }
        if (status(e) !== undefined) throw e
      }
      return [{ ...entry.session, token: entry.token }]
    },

    async revokeSession(chainId, address) {
      const entry = read()[idOf(chainId, address)]
      keep(chainId, address, undefined)
      if (entry)
        await b.api
          .request(API_PATHS.siwxSession, { method: 'DELETE', bearer: entry.token, answer: successAnswer })
          .catch((e: unknown) => {
            // Already over on the server: signed out all the same.
            if (status(e) !== 401) throw e
          })
    },

    /** Keeps these sessions (those without a token are verified first); an empty list signs every account out. */
    async setSessions(sessions) {
      if (sessions.length === 0) {
        for (const e of Object.values(read()))
          await siwx.revokeSession(e.session.data.chainId, e.session.data.accountAddress)
        return
      }
      for (const s of sessions)
        if (s.token) keep(s.data.chainId, s.data.accountAddress, { token: s.token, session: s })
        else await siwx.addSession(s)
    },
  }
  return siwx
}
