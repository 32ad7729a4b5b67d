import { EVM_COIN_TYPE_FLAG, NAME_LABEL, type NameMessage, profileAttributes } from '@latch/protocol/api/wire'
import type { ApiClient, ApiError } from '../api/client.ts'
import { requireApi } from '../api/require.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { AdapterFor } from '../connection/adapter.ts'
import { isStillActive } from '../connection/still-active.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { Network } from '../networks/types.ts'
import { errorMessage, isUserRejection, type LatchError, latchError } from '../plumbing/errors.ts'
import { storageCache } from '../plumbing/storage-cache.ts'
import type { NameRegistrationState, NamesSlice } from './types.ts'

/**
 * The label of a name as typed: `alice`, `Alice` or `alice.latch.id` all give `alice`. Returns undefined
 * when it breaks the SPEC §5 rules.
 *
 * @example
 * nameLabel('Alice.latch.id', 'latch.id') // 'alice'
 * nameLabel('bob', 'latch.id') // undefined (under 4 characters)
 */
export function nameLabel(text: string, zone: string): string | undefined {
  const t = text.trim().toLowerCase()
  const label = t.endsWith(`.${zone}`) ? t.slice(0, -zone.length - 1) : t
  return NAME_LABEL.test(label) ? label : undefined
}

/** The coin type of an EVM chain id, or undefined when the chain id is too large (SPEC §5). */
export function evmCoinType(chainId: number): number | undefined {
  return Number.isInteger(chainId) && chainId > 0 && chainId < EVM_COIN_TYPE_FLAG
    ? (chainId | EVM_COIN_TYPE_FLAG) >>> 0
    : undefined
}

/** Whether a name is free, and names like it with whether each is free. */
export type NameAvailability = {
  name: string
  available: boolean
  /** Registered to the connected address already (an earlier registration whose answer was lost). */
  yours: boolean
  suggestions: { name: string; available: boolean }[]
}

/** What the names read and write of their instance. */
export type NamesContext = Pick<
  Instance<NamesSlice & ConnectionSlice>,
  'store' | 'storage' | 't' | 'track'
> & {
  options: { networks: readonly Network[]; nameZone: string }
  adapterFor: AdapterFor
}

/** Identity of the connected address and name registration (SPEC §4, §7 name service). */
export function createNames(
  ctx: NamesContext,
  api: ApiClient | undefined,
  showRegistration: (success: boolean) => void,
) {
  const { store, options, storage } = ctx
  const cache = storageCache(storage)
  const zone = options.nameZone
  const setRegistration = (r: NameRegistrationState) => store.set({ nameRegistration: r })

  /**
   * Whether a registered name points at the connected address (any coin type). `fresh` reads past
   * the 5-minute name cache. A failed lookup answers false.
   */
  const ownsName = async (name: string, fresh = false): Promise<boolean> => {
    const a = activeAccount(ctx)
    if (!a || !api) return false
    if (fresh) cache.clear('name', name)
    try {
      const profile = await api.lookupName(name)
      return Object.values(profile.addresses).some((e) => e.address.toLowerCase() === a.address.toLowerCase())
    } catch {
      return false
    }
  }

  const names = {
    /** Loads the connected address's name and avatar (cached 5 min). */
    async fetchIdentity(): Promise<void> {
      const a = activeAccount(ctx)
      if (!a || !api || a.namespace !== 'eip155') return
      try {
        const { name, avatar } = await api.identity(a.address)
        if (isStillActive(ctx, a.key)) store.set({ identity: { address: a.address, name, avatar } })
      } catch {
        // Without an identity the address is shown; nothing else depends on it.
      }
    },

    /** Whether `label.zone` is free, with suggestions. Rejects with "Error fetching name suggestions". */
    async checkName(text: string): Promise<NameAvailability> {
      const label = nameLabel(text, zone)
      if (!label) throw latchError('NAME_INVALID')
      try {
        const r = await requireApi(api).nameSuggestions(label, zone)
        const name = `${label}.${zone}`
        const available = !r.suggestions.some((s) => s.name === name && s.registered)
        const yours = !available && (await ownsName(name))
        if (yours) void names.refreshIdentity()
        return {
          name,
          available,
          yours,
          suggestions: r.suggestions
            .filter((s) => s.name !== name)
            .map((s) => ({ name: s.name, available: !s.registered })),
        }
      } catch (cause) {
        throw latchError('NAME_SUGGESTIONS_FAILED', { cause })
      }
    },

    /** Loads the connected address's identity again, past its 5-minute cache. */
    async refreshIdentity(): Promise<void> {
      const a = activeAccount(ctx)
      if (a) cache.clear('identity', a.address.toLowerCase())
      await names.fetchIdentity()
    },

    /**
     * Registers `label.zone` for the connected address: the wallet signs the registration message (name,
     * attributes, timestamp in seconds), the server verifies and stores it, and the view becomes
     * RegisterAccountNameSuccess. Errors and a declined signature return to RegisterAccountName.
     */
    async registerName(text: string, attributes: Record<string, string> = {}): Promise<void> {
      const label = nameLabel(text, zone)
      const fail = (error: LatchError): never => {
        setRegistration({
          status: 'error',
          ...(label ? { name: `${label}.${zone}` } : {}),
          error: ctx.t.describe(error),
        })
        showRegistration(false)
        throw error
      }
      if (!label) return fail(latchError('NAME_INVALID'))
      const name = `${label}.${zone}`
      const a = activeAccount(ctx)
      if (!a) return fail(latchError('NOT_CONNECTED'))
      const adapter = ctx.adapterFor(a.namespace)
      const chainId = Number(a.chainId.split(':')[1])
      const coinType = a.namespace === 'eip155' ? evmCoinType(chainId) : undefined
      if (coinType === undefined) return fail(latchError('NAME_CHAIN_UNSUPPORTED'))
      if (!adapter.signMessage) return fail(latchError('SIGNING_MESSAGE_FAILED'))
      const signed: NameMessage = { name, attributes, timestamp: Math.floor(Date.now() / 1000) }
      const message = JSON.stringify(signed)
      setRegistration({ status: 'signing', name })
      let signature: string
      try {
        signature = await adapter.signMessage({ connectorId: a.connectorId, address: a.address, message })
      } catch (cause) {
        return fail(
          latchError('SIGNING_MESSAGE_FAILED', {
            cause,
            ...(isUserRejection(cause) ? { detail: 'the wallet declined' } : {}),
          }),
        )
      }
      setRegistration({ status: 'registering', name })
      try {
        await requireApi(api).registerName({ coin_type: coinType, address: a.address, message, signature })
      } catch (cause) {
        // The server may have recorded the name and the answer got lost: the truth decides.
        if (await ownsName(name, true)) return succeed()
        const reason = (cause as Partial<ApiError>).reason
        return fail(
          latchError('NAME_REGISTER_FAILED', {
            args: [name],
            cause,
            ...(reason
              ? { detail: reason.replace(`${errorMessage('NAME_REGISTER_FAILED', name)}: `, '') }
              : {}),
          }),
        )
      }
      return succeed()
      function succeed(): void {
        cache.clear('identity', a!.address.toLowerCase())
        cache.clear('name', name)
        store.set({ identity: { address: a!.address, name, avatar: attributes.avatar ?? null } })
        setRegistration({ status: 'success', name })
        ctx.track('REGISTER_NAME_SUCCESS', { name })
        showRegistration(true)
      }
    },

    /** The address a name points to on the given EVM chain (or its first address). */
    async resolveName(
      text: string,
      chainId: number,
    ): Promise<{ address: string; name: string; avatar?: string }> {
      const label = nameLabel(text, zone)
      if (!label) throw latchError('NAME_INVALID')
      const name = `${label}.${zone}`
      try {
        const profile = await requireApi(api).lookupName(name)
        const coin = evmCoinType(chainId)
        const entry =
          (coin !== undefined ? profile.addresses[String(coin)] : undefined) ??
          Object.values(profile.addresses)[0]
        if (!entry?.address) throw new Error('no address')
        const { avatar } = profileAttributes(profile)
        return { address: entry.address, name, ...(avatar ? { avatar } : {}) }
      } catch (cause) {
        // Say why: the name is not registered, or the server could not be asked.
        const code = (cause as { code?: string }).code
        const status = (cause as Partial<ApiError>).status
        const detail =
          status === 404
            ? `${name} is not registered`
            : code === 'NETWORK_REQUEST_FAILED' || code === 'NETWORK_REQUEST_TIMEOUT'
              ? `the name service cannot be reached (${errorMessage(code)})`
              : name
        throw latchError('NAME_RESOLVE_FAILED', { cause, detail })
      }
    },
  }
  return names
}
