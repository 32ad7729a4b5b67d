import type { Latch } from '@latch/core'
import { socialsFor } from '@latch/core/internal/features-shown'
import { AUTH_PATHS } from '@latch/protocol/embedded/auth-paths'
import type { LoginProvider } from '@latch/protocol/embedded/social-wire'
import { useEffect, useMemo, useState } from 'react'
import { useLatchInstance } from '../../context.ts'

/** What a secure site offers: its social logins, and whether passkeys. */
type Offered = { providers: readonly string[]; passkeys: boolean }

/** What each instance's secure site offers, asked once per page (the answer is the same for every view). */
const offered = new WeakMap<object, Promise<Offered>>()

/**
 * What the instance's secure site offers, asked once per page; nothing when it cannot be asked.
 *
 * @example
 * const { passkeys } = await offeredBy(latch)
 */
export function offeredBy(latch: Latch): Promise<Offered> {
  let known = offered.get(latch)
  if (!known) {
    const site = latch.options.embeddedWallet?.origin
    const none: Offered = { providers: [], passkeys: false }
    known = site
      ? fetch(`${site}${AUTH_PATHS.socialProviders}?projectId=${encodeURIComponent(latch.options.projectId)}`)
          .then((r) => (r.ok ? (r.json() as Promise<{ providers?: unknown; passkeys?: unknown }>) : none))
          .then(({ providers, passkeys }: { providers?: unknown; passkeys?: unknown }) => ({
            providers: Array.isArray(providers)
              ? providers.filter((p): p is string => typeof p === 'string')
              : [],
            passkeys: passkeys === true,
          }))
          .catch(() => none)
      : Promise.resolve(none)
    offered.set(latch, known)
  }
  return known
}

/**
 * The social logins the Connect view offers: those the app enables for this environment (SPEC §5
 * order, Telegram's exceptions) that its Latch server also offers (Farcaster included, through its
 * relay), undefined while the server is asked.
 *
 * @example
 * const providers = useSocialProviders() // ['google', 'github'] | undefined
 */
export function useSocialProviders(): readonly LoginProvider[] | undefined {
  const latch = useLatchInstance()
  // Every social provider has a login on the secure site (one list: LOGIN_PROVIDERS is SOCIAL_PROVIDERS).
  const wanted: readonly LoginProvider[] = useMemo(
    () => socialsFor(latch.options.features.socials, latch.environment()),
    [latch],
  )
  const [server, setServer] = useState<readonly string[] | undefined>()
  useEffect(() => {
    if (wanted.length === 0) return
    let live = true
    void offeredBy(latch).then((o) => {
      if (live) setServer(o.providers)
    })
    return () => {
      live = false
    }
  }, [latch, wanted])
  if (wanted.length === 0) return []
  return server && wanted.filter((p) => server.includes(p))
}
