import { SOLANA_ADDRESS } from '@latch/protocol/api/wire'
import { base58, base64 } from '@scure/base'
import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { askWallet, rpcError } from './session-request.ts'

type Client = InstanceType<typeof SignClient>
type Change = { accounts: readonly { address: string }[] }

/** The methods proposed for solana sessions (WalletConnect's Solana RPC). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

/** A Wallet Standard wallet over a session's solana namespace, what `@latch/solana` drives like any wallet. */
export type SolanaSessionWallet = {
  version: '1.0.0'
  name: string
  icon: string
  chains: string[]
  accounts: { address: string; chains: string[]; features: string[]; publicKey: Uint8Array }[]
  features: Record<string, unknown>
  /** Stops listening to the client (the session ended). */
  detach: () => void
}

/** The solana accounts a session grants: address and chain, in the wallet's order. */
const accountsOf = (session: SessionTypes.Struct) =>
  (session.namespaces.solana?.accounts ?? []).flatMap((a) => {
    const [ns, ref, address] = a.split(':')
    return ns === 'solana' && ref && address && SOLANA_ADDRESS.test(address)
      ? [{ address, chain: `solana:${ref}` }]
      : []
  })

/** Decodes a signature the wallet returned (base58, 64 bytes). */
const signatureOf = (result: unknown): Uint8Array => {
  const text = (result as { signature?: unknown } | null)?.signature
  if (typeof text !== 'string') throw new Error('The wallet returned no signature')
  const bytes = base58.decode(text)
  if (bytes.length !== 64) throw new Error('The wallet returned no signature')
  return bytes
}

/**
 * Wraps a session's solana namespace as a Wallet Standard wallet: its accounts come from the session;
 * signing a message and signing (and sending) a transaction go to the wallet through the relay, with a
 * time limit; the session's end is the wallet's `change` to no accounts.
 *
 * @example
 * const wallet = solanaSessionWallet(client, session, { requestTimeoutMs: 120_000, name: 'Phantom', icon: '' })
 */
export function solanaSessionWallet(
  client: Client,
  session: SessionTypes.Struct,
  opts: { requestTimeoutMs: number; name: string; icon: string },
): SolanaSessionWallet {
  const topic = session.topic
  const granted = accountsOf(session)
  const methods = session.namespaces.solana?.methods ?? []
  let ended = false
  const listeners = new Set<(change: Change) => void>()
  const accounts = () =>
    ended
      ? []
      : [...new Map(granted.map((a) => [a.address, a])).values()].map((a) => ({
          address: a.address,
          publicKey: base58.decode(a.address),
          chains: granted.filter((g) => g.address === a.address).map((g) => g.chain),
          features: ['solana:signMessage', 'solana:signAndSendTransaction', 'solana:signTransaction'],
        }))
  const ask = (method: string, chain: string, params: unknown) => {
    if (ended) throw rpcError(4900, 'The WalletConnect session has ended')
    if (!methods.includes(method)) throw rpcError(4200, `The wallet did not grant ${method}`)
    return askWallet(client, topic, chain, method, params, opts.requestTimeoutMs)
  }
  const chainOf = (requested?: string) =>
    requested && granted.some((g) => g.chain === requested) ? requested : (granted[0]?.chain ?? '')
  const onEnd = (e: { topic: string }) => {
    if (e.topic !== topic || ended) return
    ended = true
    detach()
    for (const l of listeners) l({ accounts: [] })
  }
  client.on('session_delete', onEnd)
  client.on('session_expire', onEnd)
  const detach = () => {
    client.off('session_delete', onEnd)
    client.off('session_expire', onEnd)
  }
  type Input = { account: { address: string }; chain?: string; transaction: Uint8Array; options?: object }

  return {
    version: '1.0.0',
    name: opts.name,
    icon: opts.icon,
    chains: [...new Set(granted.map((g) => g.chain))],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: accounts() }) },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (ended) return
          ended = true
          detach()
          await client
            .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
            .catch(() => {})
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (change: Change) => void) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(input: { account: { address: string }; message: Uint8Array }) {
          const result = await ask('solana_signMessage', chainOf(), {
            message: base58.encode(input.message),
            pubkey: input.account.address,
          })
          return [{ signedMessage: input.message, signature: signatureOf(result) }]
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(input: Input) {
          const result = await ask('solana_signAndSendTransaction', chainOf(input.chain), {
            transaction: base64.encode(input.transaction),
            ...(input.options ? { sendOptions: input.options } : {}),
          })
          return [{ signature: signatureOf(result) }]
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(input: Input) {
          const result = (await ask('solana_signTransaction', chainOf(input.chain), {
            transaction: base64.encode(input.transaction),
          })) as { transaction?: unknown } | null
          if (typeof result?.transaction !== 'string')
            throw new Error('The wallet returned no signed transaction')
          return [{ signedTransaction: base64.decode(result.transaction) }]
        },
      },
    },
    detach,
  }
}
