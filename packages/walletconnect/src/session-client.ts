import type { Network, PairingRequest, PairingSession } from '@latch/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { type Approved, authenticate } from './one-click-auth.ts'
import type { ResolvedWalletConnectOptions } from './options.ts'
import { type SessionProvider, sessionProvider } from './provider.ts'
import { SOLANA_METHODS, type SolanaSessionWallet, solanaSessionWallet } from './solana-wallet.ts'

type Client = InstanceType<typeof SignClient>

/** The event the WalletConnect relayer emits when its connection to the relay closes. */
const RELAYER_DISCONNECT = 'relayer_disconnect'

/** The methods and events proposed for eip155 sessions. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * The namespaces a pairing proposes, as optional ones (SPEC §5): eip155 and solana, for the app's
 * networks of each.
 */
export function proposedNamespaces(networks: readonly Network[]) {
  const of = (ns: string) => networks.filter((n) => n.chainNamespace === ns).map((n) => n.caipNetworkId)
  const eip155 = of('eip155')
  const solana = of('solana')
  return {
    ...(eip155.length ? { eip155: { chains: eip155, methods: EIP155_METHODS, events: EIP155_EVENTS } } : {}),
    ...(solana.length ? { solana: { chains: solana, methods: SOLANA_METHODS, events: [] } } : {}),
  }
}

/**
 * The WalletConnect sign client of one connector and the session it holds. This module (and the
 * official client with it) is loaded only when a visitor pairs or a saved session is restored.
 */
export function createSessionClient(opts: ResolvedWalletConnectOptions) {
  let client: Promise<Client> | undefined
  // The provider of the session held; a new session detaches it. The app ends a session through its
  // provider (`wallet_revokePermissions`), as it does any wallet.
  let current: SessionProvider | undefined
  let currentSolana: SolanaSessionWallet | undefined

  const clientFor = (metadata: PairingRequest['metadata']): Promise<Client> => {
    client ??= SignClient.init({
      projectId: opts.projectId,
      ...(opts.relayUrl ? { relayUrl: opts.relayUrl } : {}),
      customStoragePrefix: opts.storagePrefix,
      ...(opts.storage ? { storage: opts.storage } : {}),
      telemetryEnabled: false,
      metadata: {
        name: metadata?.name ?? 'Latch',
        description: metadata?.description ?? '',
        url: metadata?.url ?? globalThis.location?.origin ?? 'http://localhost',
        icons: metadata?.icons ?? [],
      },
    }).then((c) => {
      // The Verify API attests the page's domain through WalletConnect's cloud. A self-hosted relay
      // has no such service, so it is switched off rather than waited on (5 s per call).
      const verify = c.core.verify as unknown as { isDevEnv?: boolean }
      if (!opts.verify && typeof verify === 'object') verify.isDevEnv = true
      return c
    })
    client.catch(() => {
      client = undefined
    })
    return client
  }

  const toPairingSession = (
    c: Client,
    session: SessionTypes.Struct,
    networks: readonly Network[],
    signIn?: PairingSession['signIn'],
  ): PairingSession => {
    current?.detach()
    currentSolana?.detach()
    const provider = sessionProvider(c, session, { networks, requestTimeoutMs: opts.requestTimeoutMs })
    current = provider
    const peer = session.peer.metadata
    const name = typeof peer?.name === 'string' && peer.name.trim() ? peer.name.slice(0, 64) : 'WalletConnect'
    const solana = session.namespaces.solana
      ? solanaSessionWallet(c, session, {
          requestTimeoutMs: opts.requestTimeoutMs,
          name,
          icon: typeof peer?.icons?.[0] === 'string' ? peer.icons[0] : '',
        })
      : undefined
    currentSolana = solana
    return {
      accounts: Object.values(session.namespaces).flatMap((n) => n.accounts),
      peer: {
        name,
        ...(typeof peer?.url === 'string' ? { url: peer.url } : {}),
        ...(typeof peer?.icons?.[0] === 'string' ? { icon: peer.icons[0] } : {}),
      },
      provider: (ns) =>
        ns === 'eip155' && session.namespaces.eip155 ? provider : ns === 'solana' ? solana : undefined,
      ...(signIn ? { signIn } : {}),
    }
  }

  return {
    async pair({
      networks,
      metadata,
      onUri,
      onInterrupted,
      signal,
      signIn,
    }: PairingRequest): Promise<PairingSession> {
      const c = await clientFor(metadata)
      if (signal.aborted) throw signal.reason
      // With sign-in on and EVM networks, one-click auth; else (or a wallet without it) a session proposal.
      const { uri, approval }: { uri?: string; approval: () => Promise<Approved> } =
        signIn && networks.some((n) => n.chainNamespace === 'eip155')
          ? await authenticate(c, signIn, networks, EIP155_METHODS)
          : await c
              .connect({ optionalNamespaces: proposedNamespaces(networks) })
              .then(({ uri, approval }) => ({
                uri,
                approval: () => approval().then((session): Approved => ({ session })),
              }))
      if (!uri) throw new Error('The WalletConnect client gave no pairing URI')
      const pairingTopic = uri.slice(3, uri.indexOf('@'))
      const approved = approval()
      approved.catch(() => {})
      if (signal.aborted) throw signal.reason
      onUri(uri, Date.now() + opts.pairingExpiryMs)
      // A relay that restarts forgets the proposal this URI leads to, and nothing says so: once the
      // connection to the relay drops, the flow is told (it prepares a fresh pairing), while this one goes
      // on listening for a wallet that scanned it before the drop, until the flow stops it.
      const relayer = c.core.relayer
      relayer.once(RELAYER_DISCONNECT, onInterrupted)
      try {
        const { session, signedIn } = await new Promise<Approved>((resolve, reject) => {
          const onAbort = () => reject(signal.reason)
          signal.addEventListener('abort', onAbort, { once: true })
          approved.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
        })
        return toPairingSession(c, session, networks, signedIn)
      } catch (e) {
        // An abandoned pairing is dropped, so a wallet that scans its old URI later gets nowhere.
        if (signal.aborted) void c.core.pairing.disconnect({ topic: pairingTopic }).catch(() => {})
        throw e
      } finally {
        relayer.off(RELAYER_DISCONNECT, onInterrupted)
      }
    },

    async restore({
      networks,
      metadata,
    }: Pick<PairingRequest, 'networks' | 'metadata'>): Promise<PairingSession | null> {
      const c = await clientFor(metadata)
      const live = c.session
        .getAll()
        .filter((s) => s.expiry * 1000 > Date.now() && (s.namespaces.eip155 || s.namespaces.solana))
      const session = live.at(-1)
      return session ? toPairingSession(c, session, networks) : null
    },
  }
}
