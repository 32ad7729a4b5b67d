/**
 * Sign In With Farcaster on the secure site (`@farcaster/auth-client`): a channel on the relay with the
 * server's own nonce, whose `farcaster://connect` URL the visitor opens in their Farcaster app (a QR code
 * on a computer); the relay then holds the app's EIP-4361 message and signature, which the server
 * verifies itself (the nonce, the secure site's domain, and the signer holding the Farcaster id in the
 * IdRegistry on Optimism, a smart-contract custody through its ERC-1271 check) before it becomes an
 * identity, as a provider's callback's does.
 */
import { randomBytes } from 'node:crypto'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import type { SocialConfig } from '../settings.ts'
import type { SocialIdentity } from './providers.ts'

/** A channel the relay opened: the URL to show and the attempt's checks (its token is the state). */
type Started = { url: string; checks: { state: string; nonce: string } }
/** What the relay says of a channel: still waiting, or the app's signed answer. */
type Status =
  | { state: 'pending' }
  | { state: 'completed'; message: string; signature: `0x${string}`; fid: number; username?: string }

/** The Farcaster login of a server, when its configuration has one. */
export type FarcasterLogin = {
  start: (origin: string) => Promise<Started>
  status: (channelToken: string) => Promise<Status>
  /** The identity a completed answer proves for this attempt; throws when it does not verify. */
  verify: (
    answer: Extract<Status, { state: 'completed' }>,
    checks: { nonce: string; origin: string },
  ) => Promise<SocialIdentity>
}

/**
 * The Farcaster login the configuration describes, or undefined.
 *
 * @example
 * const farcaster = farcasterLogin(config.embeddedWallet.social)
 */
export function farcasterLogin(config: SocialConfig): FarcasterLogin | undefined {
  const conf = config.farcaster
  if (!conf) return undefined
  const client = createAppClient({ relay: conf.relay, ethereum: viemConnector({ rpcUrl: conf.rpcUrl }) })
  return {
    async start(origin) {
      const created = await client.createChannel({
        siweUri: origin,
        domain: new URL(origin).host,
        nonce: randomBytes(16).toString('hex'),
      })
      if (created.isError || !created.data)
        throw new Error(`the Farcaster relay refused a channel: ${created.error}`)
      return {
        url: created.data.url,
        checks: { state: created.data.channelToken, nonce: created.data.nonce },
      }
    },
    async status(channelToken) {
      const answer = await client.status({ channelToken })
      if (answer.isError || !answer.data)
        throw new Error(`the Farcaster relay did not answer: ${answer.error}`)
      const d = answer.data
      if (d.state !== 'completed') return { state: 'pending' }
      if (!d.message || !d.signature || !d.fid)
        throw new Error('the Farcaster relay gave an incomplete answer')
      return {
        state: 'completed',
        message: d.message,
        signature: d.signature,
        fid: d.fid,
        ...(d.username ? { username: d.username } : {}),
      }
    },
    async verify(answer, checks) {
      const verified = await client.verifySignInMessage({
        nonce: checks.nonce,
        domain: new URL(checks.origin).host,
        message: answer.message,
        signature: answer.signature,
        // Only the id's custody signs for it here (not an app key it authorised).
        acceptAuthAddress: false,
      })
      if (verified.isError || !verified.success || verified.fid !== answer.fid)
        throw new Error(`the Farcaster sign-in did not verify: ${verified.error ?? 'another fid'}`)
      return {
        provider: 'farcaster',
        subject: String(verified.fid),
        emailVerified: false,
        ...(answer.username ? { username: answer.username } : {}),
      }
    },
  }
}
