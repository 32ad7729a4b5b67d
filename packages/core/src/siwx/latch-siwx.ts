/**
 * `latchSiwx()`: the `siwx` option backed by the Latch server. Only this shell is on an app's page-load
 * path; what it does loads with the first sign-in.
 */
import { loadError } from '../plumbing/latch-error.ts'
import type { BindableSiwxConfig, LatchSiwxBinding, LatchSiwxOptions, SiwxConfig } from './types.ts'

/**
 * Sign in with X through the Latch server: the server makes each nonce, verifies the signed message
 * (domain, URI, chain, nonce, times, and the signature through the chain) and keeps the session; this
 * browser keeps its bearer token, which `session.token` hands the app for its own backend.
 *
 * @example
 * const latch = createLatch({ networks, adapters, projectId, apiUrl, siwx: latchSiwx({ statement: 'Sign in to My app' }) })
 */
export function latchSiwx(opts: LatchSiwxOptions = {}): SiwxConfig {
  const { statement, expiresInMinutes, required } = opts
  if (statement !== undefined && (typeof statement !== 'string' || !/^[^\n]{1,200}$/.test(statement)))
    throw loadError('INVALID_OPTION', {
      detail: 'latchSiwx: statement must be one line of 1 to 200 characters',
    })
  if (
    expiresInMinutes !== undefined &&
    !(Number.isInteger(expiresInMinutes) && expiresInMinutes >= 1 && expiresInMinutes <= 525_600)
  )
    throw loadError('INVALID_OPTION', {
      detail: 'latchSiwx: expiresInMinutes must be a whole number from 1 to 525600',
    })
  if (required !== undefined && typeof required !== 'boolean')
    throw loadError('INVALID_OPTION', { detail: 'latchSiwx: required must be true or false' })
  let bound: LatchSiwxBinding | undefined
  let impl: Promise<SiwxConfig> | undefined
  const load = () => {
    if (!bound)
      throw loadError('INVALID_OPTION', {
        detail: 'latchSiwx() works once given to createLatch({ siwx }) and a wallet has connected',
      })
    const b = bound
    impl ??= import('./latch-siwx-impl.ts').then((m) => m.createLatchSiwx(b, opts))
    return impl
  }
  const config: BindableSiwxConfig = {
    createMessage: async (input) => (await load()).createMessage(input),
    createMessageParams: async (chainId) => (await load()).createMessageParams!(chainId),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    getRequired: () => required ?? true,
    signOutOnDisconnect: true,
    bindLatch: (b: LatchSiwxBinding) => {
      bound = b
    },
  }
  return config
}
