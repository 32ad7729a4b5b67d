/**
 * AppKit's older SIWE config (`siweConfig`) as a SIWX config, so an app moving from AppKit keeps its
 * sign-in as it is: its nonce, its message text, its server's verification and session. Loaded with the
 * sign-in flow.
 */
import type { SiweConfig, SiwxConfig, SiwxMessageData, SiwxSession } from './types.ts'

/** The page's host and origin (empty outside a browser, where the config's own params name them). */
const page = () => ({ host: globalThis.location?.host ?? '', origin: globalThis.location?.origin ?? '' })

const refused = () =>
  Object.assign(new Error('The app did not accept the signature'), { code: 'SIWE_REFUSED' })

/**
 * The SIWX config a SIWE config stands for.
 *
 * @example
 * const siwx = siwxFromSiwe(options.siweConfig)
 */
export function siwxFromSiwe(siwe: SiweConfig): SiwxConfig {
  const signOut = async () => {
    if (await siwe.signOut()) siwe.onSignOut?.()
  }
  return {
    async createMessage(input) {
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await siwe.getNonce(input.accountAddress)
      const data: SiwxMessageData = {
        ...input,
        domain: params.domain ?? page().host,
        uri: params.uri ?? page().origin,
        version: '1',
        nonce,
        issuedAt: params.iat ?? new Date().toISOString(),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { expirationTime: params.exp } : {}),
        ...(params.nbf ? { notBefore: params.nbf } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      }
      // AppKit hands its config the account as CAIP-10 and the chain as a number.
      const text = siwe.createMessage({
        ...params,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce,
        iat: data.issuedAt,
        address: `${input.chainId}:${input.accountAddress}`,
        chainId: Number(input.chainId.split(':')[1]),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature })))
        throw refused()
      siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
    },
    async getSessions(chainId, address) {
      const s = await siwe.getSession()
      if (!s || s.address.toLowerCase() !== address.toLowerCase()) return []
      const session: SiwxSession = {
        data: {
          accountAddress: s.address,
          chainId: `eip155:${s.chainId}`,
          domain: page().host,
          uri: page().origin,
          version: '1',
          nonce: '',
        },
        message: '',
        signature: '',
      }
      return chainId.startsWith('eip155:') ? [session] : []
    },
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
    },
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
