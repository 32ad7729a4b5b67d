/**
 * Passkeys in the frame (WebAuthn with the PRF extension, the browser's API directly). Adding one gives
 * it a split of the wallet's seed: the server keeps one share, the other is sealed under a key only the
 * passkey's PRF gives, and the wallet's key signs both. Logging in with one opens a session, then the
 * PRF output of that same assertion opens the sealed share: with the server's share, the seed. A browser
 * new to the wallet then gets a device split of its own. The PRF output never leaves the frame. Loaded
 * only when a visitor adds a passkey or logs in with one.
 */
import {
  base64url,
  type MethodsResponse,
  newSessionKey,
  type PasskeyOptionsJSON,
  passkeyShareMessage,
  passkeySharesDigest,
} from '@latch/core/frame'
import { api, type SessionAuth } from './api.ts'
import { accountOf } from './derive.ts'
import { keepDeviceSplit } from './device-split.ts'
import { t } from './i18n/index.ts'
import { openPasskeyShare, rebuildSeed, sealPasskeyShare, splitForPasskey } from './keys.ts'
import { prfInput, prfOf, said, wire } from './passkey-credential.ts'
import { RpcError } from './rpc-error.ts'
import { saveSession } from './store.ts'
import { el, hideSurface, show } from './surface.ts'

/**
 * Runs a WebAuthn ceremony with the PRF asked for: the credential, or the refusal in the visitor's words
 * (4001) when the visitor cancels, the browser times out or nothing comes back.
 */
async function ceremony<O extends { extensions?: AuthenticationExtensionsClientInputs }>(
  publicKey: O,
  run: (publicKey: O) => Promise<Credential | null>,
): Promise<PublicKeyCredential> {
  publicKey.extensions = { ...publicKey.extensions, prf: { eval: { first: prfInput() } } }
  const credential = await run(publicKey).catch((e: unknown) => {
    throw said(e)
  })
  if (!(credential instanceof PublicKeyCredential)) throw new RpcError(t().passkeyCancelled, 4001)
  return credential
}

/** An assertion of a passkey of this site, with the PRF asked for; `allow` limits it to one credential. */
function assert(options: PasskeyOptionsJSON, allow?: string): Promise<PublicKeyCredential> {
  const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON({
    ...(options as unknown as PublicKeyCredentialRequestOptionsJSON),
    ...(allow ? { allowCredentials: [{ type: 'public-key', id: allow }] } : {}),
  })
  return ceremony(publicKey, (o) => navigator.credentials.get({ publicKey: o }))
}

/**
 * Creates a passkey and gives it a split of the seed (`seed()` rebuilds it from this browser's share).
 * Runs from the visitor's press on the frame's own button: the browser creates a passkey in a frame only
 * then. Answers the account's login methods afterwards.
 */
async function create(
  session: SessionAuth,
  address: string,
  seed: () => Promise<Uint8Array>,
  appName: string | undefined,
): Promise<MethodsResponse> {
  const options = await api.passkeyRegisterOptions(session, appName ? { appName } : {})
  const credential = await ceremony(
    PublicKeyCredential.parseCreationOptionsFromJSON(
      options as unknown as PublicKeyCredentialCreationOptionsJSON,
    ),
    (o) => navigator.credentials.create({ publicKey: o }),
  )
  const results = credential.getClientExtensionResults().prf
  if (!results?.enabled && !results?.results) throw new Error(t().passkeyNoPrf)
  // Authenticators that give no PRF output while creating give it in an assertion.
  const prf =
    prfOf(credential) ??
    prfOf(
      await assert(
        { challenge: base64url.encode(crypto.getRandomValues(new Uint8Array(32))) },
        credential.id,
      ),
    )
  if (!prf) throw new Error(t().passkeyNoPrf)
  const wallet = await seed()
  const { server, passkey } = await splitForPasskey(wallet)
  const passkeyShare = base64url.encode(server)
  const sealedPasskeyShare = base64url.encode(await sealPasskeyShare(passkey, prf))
  const signature = await accountOf(wallet).signMessage({
    message: passkeyShareMessage(
      address,
      credential.id,
      await passkeySharesDigest(passkeyShare, sealedPasskeyShare),
    ),
  })
  return api.passkeyRegister(session, {
    credential: wire(credential),
    address,
    passkeyShare,
    sealedPasskeyShare,
    signature,
  })
}

/**
 * Shows the frame's "Add a passkey" screen and creates it on the visitor's press; resolves with the login
 * methods then, rejects when the visitor cancels. A failed try says why and may be tried again.
 *
 * @example
 * const { methods } = await addPasskey(session, address, () => seedOf(session, address), 'My app')
 */
export function addPasskey(
  session: SessionAuth,
  address: string,
  seed: () => Promise<Uint8Array>,
  appName: string | undefined,
): Promise<MethodsResponse> {
  return new Promise((resolve, reject) => {
    const heading = el('h1', { text: t().passkeyTitle })
    heading.tabIndex = -1
    const problem = el('p', { className: 'problem' })
    problem.setAttribute('role', 'alert')
    const cancel = el('button', { text: t().cancel, className: 'secondary' })
    const go = el('button', { text: t().passkeyCreate, className: 'primary' })
    cancel.type = 'button'
    go.type = 'button'
    cancel.addEventListener('click', () => {
      hideSurface()
      reject(new Error(t().passkeyCancelled))
    })
    go.addEventListener('click', () => {
      go.disabled = true
      problem.textContent = ''
      create(session, address, seed, appName).then(
        (methods) => {
          hideSurface()
          resolve(methods)
        },
        (e: unknown) => {
          go.disabled = false
          problem.textContent = said(e).message
          go.focus()
        },
      )
    })
    show([
      heading,
      el('p', { text: t().passkeyText }),
      problem,
      el('div', { className: 'actions' }, cancel, go),
    ])
    heading.focus({ preventScroll: true })
  })
}

/**
 * Logs in with a passkey of this site: the server checks the assertion and opens a session; the same
 * assertion's PRF output opens the passkey's share, which with the server's gives the seed (checked
 * against the wallet's address). A browser without a share of this wallet gets a device split of its own,
 * its auth share signed by the wallet's key. Returns the session kept and the seed.
 *
 * @example
 * const { seed } = await loginWithPasskey(projectId, deviceId)
 */
export async function loginWithPasskey(
  projectId: string,
  deviceId: string,
  hasDeviceShare: (address: string) => Promise<boolean>,
): Promise<{ seed: Uint8Array; address: string }> {
  const options = await api.passkeyLoginOptions({ projectId, deviceId })
  const credential = await assert(options)
  const prf = prfOf(credential)
  if (!prf) throw new Error(t().passkeyNoPrf)
  const { keyPair, publicKey } = await newSessionKey()
  const s = await api.passkeyLogin({
    projectId,
    deviceId,
    sessionPublicKey: publicKey,
    credential: wire(credential),
  })
  const mine = await openPasskeyShare(base64url.decode(s.sealedPasskeyShare), prf)
  const seed = await rebuildSeed(base64url.decode(s.passkeyShare), mine, s.address)
  const session = { token: s.token, email: s.email, address: s.address, key: keyPair.privateKey }
  await saveSession(session)
  if (!(await hasDeviceShare(s.address))) await keepDeviceSplit(session, s.address, seed)
  return { seed, address: s.address }
}

/**
 * Whether this browser can keep a wallet's share with a passkey: WebAuthn with its JSON helpers and the
 * PRF extension.
 *
 * @example
 * if (await passkeysSupported()) offerPasskeys()
 */
export async function passkeysSupported(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined' || !('parseCreationOptionsFromJSON' in PublicKeyCredential))
    return false
  const caps = await PublicKeyCredential.getClientCapabilities?.().catch(() => undefined)
  return caps?.['extension:prf'] === true
}
