/**
 * WalletConnect's one-click auth (CAIP-222 with ReCaps): a pairing that asks the wallet to sign in as
 * it connects. A wallet that has it answers one request with a CACAO (the message it signed, with the
 * methods it grants as a ReCap, and the signature); one without it approves the session proposal the
 * client sends beside it, and pairs only. EVM only, as the protocol is.
 */
import type { Network, PairingSession, SignInWithEthereum } from '@latch/core'
import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'

type Client = InstanceType<typeof SignClient>

/** A pairing the wallet approved, and what it signed as it paired (one-click auth) when it did. */
export type Approved = { session: SessionTypes.Struct; signedIn?: PairingSession['signIn'] }

/**
 * Starts a pairing that asks for a sign-in of `signIn`'s fields on its chain (the app's other EVM
 * networks offered after it), granting `methods`; `approval` resolves once the wallet answers.
 *
 * @example
 * const { uri, approval } = await authenticate(client, signIn, networks, ['personal_sign'])
 */
export async function authenticate(
  c: Client,
  signIn: SignInWithEthereum,
  networks: readonly Network[],
  methods: readonly string[],
): Promise<{ uri?: string; approval: () => Promise<Approved> }> {
  const first = `eip155:${Number(signIn.chainId)}`
  const others = networks
    .filter((n) => n.chainNamespace === 'eip155' && n.caipNetworkId !== first)
    .map((n) => n.caipNetworkId)
  const { uri, response } = await c.authenticate({
    chains: [first, ...others],
    domain: signIn.domain,
    uri: signIn.uri,
    nonce: signIn.nonce,
    ...(signIn.statement ? { statement: signIn.statement } : {}),
    ...(signIn.expirationTime ? { exp: signIn.expirationTime } : {}),
    methods: [...methods],
  })
  return {
    uri,
    async approval() {
      // The client rejects with the wallet's bare message: a refusal is made one (code 5000) again.
      const { session, auths } = await response().catch((e: unknown) => {
        if (typeof e !== 'string') throw e
        throw Object.assign(new Error(e), /reject/i.test(e) ? { code: 5000 } : {})
      })
      if (!session) throw new Error('The wallet signed in but granted no session')
      const cacao = auths?.[0]
      if (!cacao) return { session }
      const message = c.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      return { session, signedIn: { message, signature: cacao.s.s } }
    },
  }
}
