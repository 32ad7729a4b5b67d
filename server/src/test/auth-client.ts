/**
 * The auth API as the frame calls it, for the server's tests: login steps, and wallets made with the
 * frame's own key code. Not part of the server.
 */

import { evmAccountOf } from '@latch/frame/derive'
import { createSeed, newRecoveryCode, sealUserShare, splitSeed } from '@latch/frame/keys'
import {
  AUTH_PATHS,
  type AuthShareNonceResponse,
  authShareMessage,
  newSessionKey,
  shareDigest,
} from '@latch/protocol/embedded'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import type { startTestSecureSite } from './harness.ts'

/** A frame's device id. */
export const newDeviceId = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
export const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url')
export const unb64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64url'))

/** A browser's ECDH public key, as the frame sends it. */
export async function newPublicKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  return b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
}

/** A wallet as the frame makes it: its seed, both splits, the recovery code and the sealed user share. */
export async function makeWallet() {
  const seed = createSeed()
  const { device, auth, recovery, user } = await splitSeed(seed)
  const recoveryCode = newRecoveryCode()
  const userRecovery = await sealUserShare(user, recoveryCode)
  return { seed, device, auth, recovery, userRecovery, recoveryCode, address: evmAccountOf(seed).address }
}
/** One test wallet. */
export type TestWallet = Awaited<ReturnType<typeof makeWallet>>

/** The test secure site. */
export type TestSite = Awaited<ReturnType<typeof startTestSecureSite>>

/** Calls as the frame makes them against a test secure site (given once it has started). */
export function authClient(siteOf: () => TestSite) {
  let n = 0
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const client = {
    bearer,
    fresh: () => `visitor-${Date.now()}-${n++}@example.com`,
    start: async (email: string, device = newDeviceId(), mail?: unknown) =>
      siteOf().call('POST', AUTH_PATHS.startEmail, {
        projectId: 'latch-demo',
        email,
        deviceId: device,
        devicePublicKey: await newPublicKey(),
        ...(mail === undefined ? {} : { mail }),
      }),
    /** Verifies a code as the frame does, with a session key of its own that later calls prove. */
    verify: async (email: string, otp: string, device = newDeviceId()) => {
      const { keyPair, publicKey } = await newSessionKey()
      const res = await siteOf().call('POST', AUTH_PATHS.verifyEmail, {
        projectId: 'latch-demo',
        email,
        otp,
        deviceId: device,
        sessionPublicKey: publicKey,
      })
      if (res.ok)
        siteOf().sessionKeys.set(((await res.clone().json()) as { token: string }).token, keyPair.privateKey)
      return res
    },
    /** Logs in with the mailed code; the device must be approved already when the account has a wallet. */
    login: async (
      email = `visitor-${Date.now()}-${n++}@example.com`,
      device = newDeviceId(),
    ): Promise<{ email: string; device: string; token: string; address: string | null }> => {
      expect((await client.start(email, device)).status).toBe(200)
      const res = await client.verify(email, await siteOf().code(email), device)
      expect(res.status).toBe(200)
      return { email, device, ...((await res.json()) as { token: string; address: string | null }) }
    },
    /** What the frame sends to store a new wallet's server-held shares. */
    putWallet: (token: string, w: TestWallet) =>
      siteOf().call(
        'PUT',
        AUTH_PATHS.wallet,
        {
          address: w.address,
          authShare: b64(w.auth),
          recoveryShare: b64(w.recovery),
          sealedRecoveryShare: b64(w.userRecovery),
        },
        bearer(token),
      ),
    /** A fresh single-use nonce for replacing the session's browser's auth share. */
    shareNonce: async (token: string): Promise<AuthShareNonceResponse> => {
      const res = await siteOf().call('POST', AUTH_PATHS.authShareNonce, {}, bearer(token))
      expect(res.status).toBe(200)
      return (await res.json()) as AuthShareNonceResponse
    },
    /**
     * Replaces the session's browser's auth share as the frame does: a nonce, then the share signed by
     * `privateKey` over what the nonce names (`over` changes what is signed or sent, as an attacker would).
     */
    replaceShare: async (
      token: string,
      r: { address: string; authShare: string; privateKey: `0x${string}`; nonce?: AuthShareNonceResponse },
      over: { signedShare?: string; sentAddress?: string } = {},
    ) => {
      const nonce = r.nonce ?? (await client.shareNonce(token))
      const digest = await shareDigest(over.signedShare ?? r.authShare)
      const signature = await privateKeyToAccount(r.privateKey).signMessage({
        message: authShareMessage({ ...nonce, address: r.address, digest }),
      })
      const body = {
        address: over.sentAddress ?? r.address,
        authShare: r.authShare,
        nonce: nonce.nonce,
        signature,
      }
      return { res: await siteOf().call('PUT', AUTH_PATHS.authShare, body, bearer(token)), body, nonce }
    },
    get: async <T>(path: string, token: string): Promise<T> => {
      const res = await siteOf().call('GET', path, undefined, bearer(token))
      expect(res.status).toBe(200)
      return (await res.json()) as T
    },
  }
  return client
}
