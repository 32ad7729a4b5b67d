/**
 * The pairing protocol (WalletConnect) as core drives it: the connector a package supplies, what one
 * pairing attempt is given, and the session it yields.
 */

import type { SignInWithEthereum } from '@latch/protocol/api/siwx-message'
import type { Network } from '../networks/types.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import type { ConnectSignIn } from './adapter.ts'

/** A WalletConnect session as core sees it. */
export type PairingSession = {
  /** The accounts the wallet granted, as CAIP-10 ids; the first of a namespace is its active one. */
  accounts: readonly string[]
  /** The wallet as it describes itself; its name is shown as text, never as markup. */
  peer: { name: string; url?: string; icon?: string }
  /** The session's provider for a namespace (EIP-1193 for eip155); undefined when none was granted. */
  provider: (namespace: ChainNamespace) => unknown
  /**
   * What the wallet signed as it paired, when asked to sign in (WalletConnect's one-click auth, CAIP-222):
   * the message as its CACAO reads, and the signature; absent when it paired without signing.
   */
  signIn?: ConnectSignIn
}

/** What one pairing attempt is given. */
export type PairingRequest = {
  /** The app's networks: proposed as optional namespaces (SPEC §5). */
  networks: readonly Network[]
  metadata?: { name: string; description?: string; url?: string; icons?: string[] }
  /** Called once the pairing URI exists, with the time after which it must not be shown. */
  onUri: (uri: string, expiresAt: number) => void
  /** Aborting ends the attempt: the pairing is dropped and `pair` rejects. */
  signal: AbortSignal
  /**
   * Called when the connection to the relay drops. The attempt goes on listening, so a wallet that
   * scanned its URI before the drop can still approve it once the connection is back; the flow shows a
   * fresh URI beside it (a relay that restarted has forgotten the first), and aborts whichever loses.
   * A connector that cannot keep listening rejects with a `PAIRING_INTERRUPTED` error instead.
   */
  onInterrupted: () => void
  /**
   * With sign-in on, the message's fields: a wallet that has one-click auth pairs and signs in with one
   * approval (EVM only); one without it pairs as ever.
   */
  signIn?: SignInWithEthereum
}

/** A pairing-protocol connector, such as `walletConnect()` from `@latch/walletconnect`. */
export type PairingConnector = {
  readonly kind: 'walletconnect'
  /** Proposes a session over a fresh pairing; resolves when the wallet approves, rejects when it declines. */
  pair: (request: PairingRequest) => Promise<PairingSession>
  /** The session saved before a reload, if it is still live; loads nothing when none was saved. */
  restore: (params: Pick<PairingRequest, 'networks' | 'metadata'>) => Promise<PairingSession | null>
}
