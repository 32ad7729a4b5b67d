/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`): a signed-in visitor adds one, with a split of the
 * wallet's seed the passkey's PRF seals (frame/src/passkeys.ts); logging in with it opens a session on
 * any browser, approved by the passkey itself, and hands back that split, which only the passkey opens.
 * The relying party is the secure site's host name; challenges are single-use, bound to the browser
 * (and, to add one, the account); a passkey row carries an HMAC under the server's key. What is kept,
 * and how, is passkey-store.ts's: these routes hold no SQL.
 */
import {
  AUTH_PATHS,
  type MethodsResponse,
  methodsAnswer,
  type PasskeyLoginResponse,
  type PasskeyOptionsJSON,
  passkeyLoginAnswer,
  passkeyLoginBody,
  passkeyLoginOptionsBody,
  passkeyOptionsAnswer,
  passkeyRegisterBody,
  passkeyRegisterOptionsBody,
  passkeyShareMessage,
  passkeySharesDigest,
} from '@latch/protocol/embedded'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { type Hex, recoverMessageAddress } from 'viem'
import { HttpError, refusal } from '../http/errors.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { accountStore } from './account-store.ts'
import { sha256 } from './crypto.ts'
import { type AuthFeature, requireProject } from './fields.ts'
import { passkeyStore } from './passkey-store.ts'
import { hit } from './rate-limit.ts'
import { openBrowserSession } from './session.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { methodsOf } from './social/accounts.ts'

/** ES256 and RS256: what platform authenticators and password managers create. */
const ALGORITHMS = [-7, -257]

/**
 * The relying party a secure site's origin gives: its host name, when WebAuthn accepts it (a name, not
 * an IP address, served over HTTPS or on localhost); undefined otherwise, and passkeys are not offered.
 *
 * @example
 * passkeyRpId('https://wallet.example.com') // 'wallet.example.com'
 * passkeyRpId('http://127.0.0.1:8788') // undefined
 */
export function passkeyRpId(origin: string): string | undefined {
  const url = new URL(origin)
  const host = url.hostname
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return undefined
  const local = host === 'localhost' || host.endsWith('.localhost')
  return url.protocol === 'https:' || local ? host : undefined
}

/** The passkey routes of the secure site. */
export const passkeyRoutes: AuthFeature = async (app, deps) => {
  const { db, keys, config } = deps
  const rpId = () => {
    const id = passkeyRpId(deps.origin())
    if (!id)
      throw new HttpError(404, 'This secure site offers no passkeys: serve it on a host name over HTTPS')
    return id
  }
  const store = passkeyStore(db, keys)
  const accounts = accountStore(db)

  signedIn(app, deps, (app) => {
    app.post(
      AUTH_PATHS.passkeyRegisterOptions,
      { schema: { response: { 200: passkeyOptionsAnswer }, body: passkeyRegisterOptionsBody } },
      async (req): Promise<PasskeyOptionsJSON> => {
        const { userId, deviceHash } = sessionOf(req)
        const appName = req.body?.appName
        const account = await accounts.view(userId)
        if (!account?.address) throw refusal(404, {}, 'noWallet')
        const { address, email } = account
        const options = await generateRegistrationOptions({
          // What the visitor's passkey manager names it by: the app the frame serves.
          rpName: appName ?? 'Latch wallet',
          rpID: rpId(),
          // The account's random id: nothing about the visitor.
          userID: new TextEncoder().encode(userId),
          userName: email ?? `${address.slice(0, 6)}…${address.slice(-4)}`,
          attestationType: 'none',
          excludeCredentials: await store.credentialsOf(userId),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          supportedAlgorithmIDs: ALGORITHMS,
        })
        await store.rememberChallenge(options.challenge, 'register', deviceHash, userId)
        return options as unknown as PasskeyOptionsJSON
      },
    )

    app.post(
      AUTH_PATHS.passkeyRegister,
      { schema: { response: { 200: methodsAnswer }, body: passkeyRegisterBody } },
      async (req): Promise<MethodsResponse> => {
        const { userId, deviceHash } = sessionOf(req)
        const { body } = req
        const wallet = (await accounts.view(userId))?.address
        if (!wallet) throw refusal(404, {}, 'noWallet')
        if (wallet !== body.address.toLowerCase())
          throw new HttpError(409, "This is not the account's wallet", 'body.address')
        // Only the wallet's own key gives a passkey a split: a session alone cannot add shares that would
        // rebuild another key.
        const digest = await passkeySharesDigest(body.passkeyShare, body.sealedPasskeyShare)
        const signer = await recoverMessageAddress({
          message: passkeyShareMessage(wallet, body.credential.id, digest),
          signature: body.signature as Hex,
        }).catch(() => undefined)
        if (signer?.toLowerCase() !== wallet)
          throw new HttpError(
            403,
            "The passkey's shares are not signed by the wallet's key",
            'body.signature',
          )
        const verified = await verifyRegistrationResponse({
          response: body.credential as unknown as RegistrationResponseJSON,
          expectedChallenge: (challenge) => store.useChallenge(challenge, 'register', deviceHash, userId),
          expectedOrigin: deps.origin(),
          expectedRPID: rpId(),
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        }).catch((e: unknown) => {
          req.log.info({ err: e }, 'a passkey registration did not verify')
          throw refusal(400, { field: 'body.credential' }, 'passkeyFailed')
        })
        if (!verified.verified) throw refusal(400, { field: 'body.credential' }, 'passkeyFailed')
        const { credential } = verified.registrationInfo
        if (credential.id !== body.credential.id)
          throw refusal(400, { field: 'body.credential' }, 'passkeyFailed')
        const added = await store.add(
          {
            credentialId: credential.id,
            userId,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? null,
          },
          { passkeyShare: body.passkeyShare, sealedPasskeyShare: body.sealedPasskeyShare },
        )
        if (!added) throw refusal(409, {}, 'passkeyTaken')
        return { methods: await methodsOf(db, userId) }
      },
    )
  })
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    AUTH_PATHS.passkeyLoginOptions,
    { schema: { response: { 200: passkeyOptionsAnswer }, body: passkeyLoginOptionsBody } },
    async (req): Promise<PasskeyOptionsJSON> => {
      const { body } = req
      requireProject(config, body.projectId)
      // Passkey logins one IP may try an hour: as many as codes (`embeddedWallet.limits.codesPerIpHour`).
      await hit(db, `passkey:ip:${req.ip}`, { max: deps.embedded.limits.codesPerIpHour, windowMs: 3600_000 })
      // No credentials listed: the browser offers the visitor the passkeys it has for this site.
      const options = await generateAuthenticationOptions({ rpID: rpId(), userVerification: 'required' })
      await store.rememberChallenge(options.challenge, 'login', sha256(body.deviceId))
      return options as unknown as PasskeyOptionsJSON
    },
  )

  typed.post(
    AUTH_PATHS.passkeyLogin,
    { schema: { response: { 200: passkeyLoginAnswer }, body: passkeyLoginBody } },
    async (req): Promise<PasskeyLoginResponse> => {
      const { body } = req
      const project = requireProject(config, body.projectId)
      const deviceHash = sha256(body.deviceId)
      // A row the server did not write (no HMAC under its key) is no passkey.
      const passkey = await store.find(body.credential.id)
      if (!passkey) throw refusal(401, { field: 'body.credential' }, 'passkeyUnknown')
      const verified = await verifyAuthenticationResponse({
        response: body.credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: (challenge) => store.useChallenge(challenge, 'login', deviceHash),
        expectedOrigin: deps.origin(),
        // The frame runs inside the project's pages: the browser names the page around it.
        expectedTopOrigin: project.origins.map((o) => new URL(o).origin),
        expectedRPID: rpId(),
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: (passkey.transports ?? []) as never,
        },
      }).catch((e: unknown) => {
        req.log.info({ err: e }, 'a passkey login did not verify')
        throw refusal(401, { field: 'body.credential' }, 'passkeyFailed')
      })
      if (!verified.verified) throw refusal(401, { field: 'body.credential' }, 'passkeyFailed')
      const { userId } = passkey
      await store.recordUse(passkey.credentialId, verified.authenticationInfo.newCounter)
      const account = await accounts.view(userId)
      const shares = await store.sharesOf(passkey)
      if (!account?.address || !shares) throw refusal(404, {}, 'noWallet')
      // The passkey vouches for this browser as a mailed approval would: it opens the wallet itself.
      const token = await openBrowserSession(deps, req, {
        userId,
        deviceHash,
        publicKey: body.sessionPublicKey,
      })
      return { token, email: account.email, address: account.address, ...shares }
    },
  )
}
