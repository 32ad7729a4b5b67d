import { type ChainNamespace, isChainNamespace, parseCaipNetworkId } from './caip.ts'
import { LatchError } from './errors.ts'
import type { Network } from './networks/types.ts'
import type { LatchStorage } from './storage.ts'
import type { ChainAdapter } from './types.ts'

/** The app as wallets show it. */
export type LatchMetadata = { name: string; description?: string; url?: string; icons?: string[] }

/** Theme of the modal: `system` follows the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** Options of {@link createLatch}. */
export type LatchOptions = {
  /** The networks the app works on; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly [Network, ...Network[]] | readonly Network[]
  /** One adapter per chain namespace, e.g. `[evmAdapter()]`. */
  adapters: readonly ChainAdapter[]
  /** Your project's id on the Latch server (the demo's is `latch-demo`). */
  projectId: string
  /** Base URL of a Latch-compatible API server, e.g. `http://127.0.0.1:8787`. */
  apiUrl?: string
  metadata?: LatchMetadata
  /** Default `dark`. */
  themeMode?: ThemeMode
  /** CSS custom properties for the modal, e.g. `{ '--latch-accent': '#0af' }`. */
  themeVariables?: Record<`--latch-${string}`, string>
  defaultNetwork?: Network
  /** Where to persist the connection; defaults to `localStorage`, or memory where there is none. */
  storage?: LatchStorage
}

/** Options after validation and defaults. */
export type ResolvedOptions = Required<Omit<LatchOptions, 'apiUrl' | 'metadata' | 'storage'>> &
  Pick<LatchOptions, 'apiUrl' | 'metadata' | 'storage'>

const fail = (option: string, problem: string): never => {
  throw new LatchError('INVALID_OPTION', `createLatch: options.${option} ${problem}`)
}

function checkNetwork(n: unknown, at: string): asserts n is Network {
  if (typeof n !== 'object' || n === null) fail(at, 'must be a network object (see @latch/core/networks)')
  const net = n as Partial<Network>
  try {
    const { namespace } = parseCaipNetworkId(net.caipNetworkId)
    if (namespace !== net.chainNamespace) fail(`${at}.chainNamespace`, `must be "${namespace}"`)
  } catch (e) {
    if (e instanceof LatchError && e.code === 'INVALID_CAIP2') {
      throw new LatchError('INVALID_CAIP2', `createLatch: options.${at}.caipNetworkId: ${e.message}`)
    }
    throw e
  }
  if (typeof net.name !== 'string' || net.name === '') fail(`${at}.name`, 'must be a non-empty string')
  if (!net.nativeCurrency || typeof net.nativeCurrency.decimals !== 'number') {
    fail(`${at}.nativeCurrency`, 'must have name, symbol and decimals')
  }
  if (!Array.isArray(net.rpcUrls?.default?.http))
    fail(`${at}.rpcUrls.default.http`, 'must be an array of URLs')
}

/**
 * Validates {@link LatchOptions} and fills in defaults; throws a `LatchError` naming the option.
 *
 * @example
 * resolveOptions({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
 */
export function resolveOptions(options: LatchOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) fail('', 'must be an object') // message names the call
  const { networks, adapters, projectId } = options
  if (!Array.isArray(networks) || networks.length === 0) {
    fail('networks', 'must be a non-empty array of networks, e.g. [mainnet] from @latch/core/networks')
  }
  for (const [i, n] of networks.entries()) checkNetwork(n, `networks[${i}]`)
  const ids = new Set<string>()
  for (const n of networks) {
    if (ids.has(n.caipNetworkId)) fail('networks', `lists ${n.caipNetworkId} twice`)
    ids.add(n.caipNetworkId)
  }
  if (!Array.isArray(adapters)) fail('adapters', 'must be an array of chain adapters, e.g. [evmAdapter()]')
  const namespaces = new Set<ChainNamespace>()
  adapters.forEach((a, i) => {
    if (
      typeof a !== 'object' ||
      a === null ||
      !isChainNamespace(a.namespace) ||
      typeof a.connect !== 'function'
    ) {
      fail(`adapters[${i}]`, 'is not a chain adapter')
    }
    if (namespaces.has(a.namespace)) fail('adapters', `has two adapters for ${a.namespace}`)
    namespaces.add(a.namespace)
  })
  if (typeof projectId !== 'string' || projectId.trim() === '') {
    fail('projectId', 'is required: the id of your project on the Latch server (e.g. "latch-demo")')
  }
  if (options.apiUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(options.apiUrl)) {
    fail('apiUrl', `must be an http(s) URL, got ${JSON.stringify(options.apiUrl)}`)
  }
  const themeMode = options.themeMode ?? 'dark'
  if (!['light', 'dark', 'system'].includes(themeMode))
    fail('themeMode', 'must be "light", "dark" or "system"')
  const themeVariables = options.themeVariables ?? {}
  for (const [k, v] of Object.entries(themeVariables)) {
    if (!/^--latch-[a-z0-9-]+$/.test(k))
      fail('themeVariables', `key ${JSON.stringify(k)} must look like --latch-name`)
    if (typeof v !== 'string' || /[;{}<>]/.test(v))
      fail('themeVariables', `value of ${k} must be a plain CSS value`)
  }
  const defaultNetwork = options.defaultNetwork ?? networks[0]!
  if (!ids.has(defaultNetwork.caipNetworkId)) fail('defaultNetwork', 'must be one of options.networks')
  return {
    ...options,
    networks,
    adapters,
    projectId,
    themeMode,
    themeVariables,
    defaultNetwork,
  }
}
