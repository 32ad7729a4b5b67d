/**
 * Social login, the frame's part: it starts each attempt with a secret of its own (the binding: 32
 * random bytes, of which the server keeps a hash), and redeems the result the provider's callback page
 * handed the app with that secret, so a result read or forged by anyone else opens nothing. The
 * attempts wait in this frame's session storage (its own origin, this tab), which a full-page login
 * (no pop-up) keeps across the round trip to the provider.
 */
import {
  base64url,
  type LoginProvider,
  type MailContext,
  type MethodsResponse,
  type SocialSessionResponse,
} from '@latch/core/frame'
import { api, type SessionAuth } from './api.ts'
import { t } from './i18n/index.ts'
import { deviceId, devicePublicKey } from './store.ts'

const KEY = 'latch-social-attempts'
/** As long as the server keeps a started attempt. */
const ATTEMPT_TTL_MS = 10 * 60_000
/** Attempts kept at once; older ones are dropped first. */
const MAX_ATTEMPTS = 5

type Attempts = Record<string, { binding: string; expiresAt: number }>

/** The attempts still in time (anything unreadable counts as none). */
function attempts(now = Date.now()): Attempts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(
      Object.entries(parsed as Attempts).filter(
        ([, a]) => typeof a?.binding === 'string' && typeof a.expiresAt === 'number' && a.expiresAt > now,
      ),
    )
  } catch {
    return {}
  }
}
const keep = (all: Attempts) => sessionStorage.setItem(KEY, JSON.stringify(all))

/**
 * Starts a login with `provider` for the app on `openerOrigin`: the provider's page and the state.
 *
 * @example
 * const { url, state } = await startSocial({ projectId, provider: 'google', openerOrigin })
 */
export async function startSocial(
  s: { projectId: string; provider: LoginProvider; openerOrigin: string; returnTo?: string },
  /** The signed-in visitor's session: the attempt adds the provider to their account. */
  link?: SessionAuth,
): Promise<{ url: string; state: string }> {
  const binding = base64url.encode(crypto.getRandomValues(new Uint8Array(32)))
  const answer = await api.startSocial({ ...s, deviceId: await deviceId(), binding }, link)
  const kept = Object.entries(attempts()).slice(-(MAX_ATTEMPTS - 1))
  keep({ ...Object.fromEntries(kept), [answer.state]: { binding, expiresAt: Date.now() + ATTEMPT_TTL_MS } })
  return answer
}

/** How often a Farcaster login asks whether the visitor approved (SPEC: polled). */
const FARCASTER_POLL_MS = 1_000

/**
 * Waits for the visitor to approve a Farcaster login in their Farcaster app (the server asked every
 * second, within the attempt's life, while `waiting()` holds): the result to redeem, once the server
 * verified the signature.
 *
 * @example
 * const result = await awaitFarcaster(projectId, state, () => current === state)
 */
export async function awaitFarcaster(
  projectId: string,
  state: string,
  waiting: () => boolean,
): Promise<string> {
  const attempt = attempts()[state]
  if (!attempt) throw new Error(t().socialGone)
  const device = await deviceId()
  while (waiting() && Date.now() < attempt.expiresAt) {
    const answer = await api.farcasterPoll({ projectId, state, binding: attempt.binding, deviceId: device })
    if (answer.status === 'done') return answer.result
    await new Promise((r) => setTimeout(r, FARCASTER_POLL_MS))
  }
  throw new Error(t().farcasterFailed)
}

/** The secret of an attempt this frame started, forgotten as it is taken (it works once). */
function takeAttempt(state: string): string {
  const all = attempts()
  const attempt = all[state]
  delete all[state]
  keep(all)
  if (!attempt) throw new Error(t().socialGone)
  return attempt.binding
}

/**
 * Adds the provider of a link attempt's result to the signed-in visitor's account: its login methods
 * then.
 *
 * @example
 * const { methods } = await linkSocial(session, { projectId, result, state })
 */
export async function linkSocial(
  session: SessionAuth,
  r: { projectId: string; result: string; state: string },
): Promise<MethodsResponse> {
  return api.linkSocial(session, {
    projectId: r.projectId,
    result: r.result,
    binding: takeAttempt(r.state),
    deviceId: await deviceId(),
  })
}

/**
 * Redeems a result of an attempt this frame started (once: the attempt is forgotten first), with the
 * public half of the session's new key.
 *
 * @example
 * const session = await redeemSocial({ projectId, result, state, sessionPublicKey, mail: {} })
 */
export async function redeemSocial(r: {
  projectId: string
  result: string
  state: string
  sessionPublicKey: string
  mail: MailContext
}): Promise<SocialSessionResponse> {
  return api.verifySocial({
    projectId: r.projectId,
    result: r.result,
    binding: takeAttempt(r.state),
    deviceId: await deviceId(),
    devicePublicKey: await devicePublicKey(),
    sessionPublicKey: r.sessionPublicKey,
    mail: r.mail,
  })
}
