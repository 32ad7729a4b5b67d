import type { ChainAdapter } from './connection/adapter.ts'
import type { PairingConnector } from './connection/pairing-types.ts'
import type { EmbeddedWalletConnector } from './embedded-wallet/frame-types.ts'
import {
  type ConnectMethod,
  type ConnectorTypeOrder,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  type Features,
  type FeaturesOption,
  type RemoteFeatures,
  resolveFeatures,
  SOCIAL_PROVIDERS,
  type WalletFeature,
} from './features.ts'
import { LOCALE_CODES, type LocaleCode, matchLocale } from './i18n/locales.ts'
import type { AccountType } from './latch-storage.ts'
import type { Network } from './networks/types.ts'
import { type ChainNamespace, isChainNamespace, parseCaipNetworkId } from './plumbing/caip.ts'
import type { Environment } from './plumbing/environment.ts'
import { LatchError, loadError } from './plumbing/latch-error.ts'
import { DEFAULT_LOG_LEVEL, type LogLevel } from './plumbing/logger.ts'
import type { LatchStorage } from './plumbing/storage.ts'
import type { SiweConfig, SiwxConfig } from './siwx/types.ts'
import type { LatchSsr } from './ssr/cookie.ts'
import { checkThemeMode, type ThemeMode } from './theme/theme.ts'
import { checkThemeVariables, type ThemeVariables } from './theme/variables.ts'
import type { CustomWallet } from './wallets/order.ts'

/** The app as wallets show it. */
export type LatchMetadata = { name: string; description?: string; url?: string; icons?: string[] }

/** Options of {@link createLatch}. */
export type LatchOptions = {
  /** The networks the app works on; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly [Network, ...Network[]] | readonly Network[]
  /** One adapter per chain namespace, e.g. `[evmAdapter()]`. */
  adapters: readonly ChainAdapter[]
  /** Your project's id on the Latch server (the demo's is `latch-demo`). */
  projectId: string
  /** Base URL of a Latch-compatible API server, e.g. `http://127.0.0.1:8787` (kept without a trailing slash). */
  apiUrl?: string
  /** The zone names are registered under, as the server configures it (default `latch.id`). */
  nameZone?: string
  metadata?: LatchMetadata
  /**
   * The modal's language, one of `LOCALE_CODES` or a tag that maps to one (`de-AT` → `de`); unset, it
   * follows the browser's languages. English is built in; another locale loads its words on mount.
   */
  locale?: string
  /** Default `dark`. */
  themeMode?: ThemeMode
  /** Theme variables for the modal and the connect button, e.g. `{ '--latch-accent': '#0af' }`; each is checked. */
  themeVariables?: ThemeVariables
  defaultNetwork?: Network
  /** Where to persist the connection; defaults to `localStorage`, or memory where there is none. */
  storage?: LatchStorage
  /** Feature flags (SPEC §9 defaults). */
  features?: FeaturesOption
  /** The project's remote configuration; it wins over local `features` for the keys it sets. */
  remoteFeatures?: Partial<RemoteFeatures>
  /**
   * The preferred account type per namespace (defaults bip122 payment, eip155 smartAccount, polkadot and
   * solana eoa): a Bitcoin wallet's accounts list it first; on EVM the email wallet may become a smart
   * account in an all-or-nothing batch's approval with `smartAccount`, never with `eoa` (the visitor's
   * own switch, `latch.email.setAccountType`, then decides).
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Let visitors switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean
  /** Only these wallet ids are listed from the registry. */
  includeWalletIds?: readonly string[]
  /** These wallet ids are never listed. */
  excludeWalletIds?: readonly string[]
  /** These wallet ids come first. */
  featuredWalletIds?: readonly string[]
  /** Wallets not in the registry. */
  customWallets?: readonly CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /**
   * Sign in with X: after connecting, the visitor signs a message and gets a session (`latchSiwx()`, or
   * an AppKit SIWX config); mutually exclusive with `siweConfig`.
   */
  siwx?: SiwxConfig
  /**
   * AppKit's older Sign In With Ethereum config, run through the same sign-in as `siwx`; mutually
   * exclusive with `siwx`.
   */
  siweConfig?: SiweConfig
  /**
   * WalletConnect pairing, e.g. `walletConnect({ projectId })` from `@latch/walletconnect`. Its client
   * loads only when a visitor opens the QR code or a saved session is restored.
   */
  walletConnect?: PairingConnector
  /**
   * The embedded wallet (email login), e.g. `embeddedWallet({ url: 'http://127.0.0.1:8788' })` from
   * `@latch/embedded`. Its frame loads only when a visitor picks email, or at once when email login was
   * used on this browser before. `features.email: false` turns it off.
   */
  embeddedWallet?: EmbeddedWalletConnector
  /** The host controls WalletConnect pairing itself (SPEC §2). */
  manualWCControl?: boolean
  /** The modal is embedded in the page rather than shown over it. */
  enableEmbedded?: boolean
  /**
   * Turns on the logger (console and a 1,024,000-byte buffer, `latch.log`) at level `error`, or at the
   * level given, and the debug-only alerts of SPEC §8 (Invalid Project ID, Server Error, …).
   */
  debug?: boolean | { level?: LogLevel }
  /** Watch for pending transactions of the connected account (off by default; 30 s interval). */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number }
  /** Reported as `st` / `sv` on API calls. */
  sdkType?: string
  sdkVersion?: string
  /** Overrides what Latch detects about the browser (tests, embedded webviews). */
  environment?: Partial<Environment>
  /**
   * Server rendering that shows a returning visitor's wallet in the first HTML: `latchCookie()`. The
   * instance keeps a small cookie; the server passes what it holds to `<LatchProvider initialState>`.
   */
  ssr?: LatchSsr
}

type Optional =
  | 'locale'
  | 'apiUrl'
  | 'walletConnect'
  | 'embeddedWallet'
  | 'metadata'
  | 'storage'
  | 'remoteFeatures'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'siwx'
  | 'siweConfig'
  | 'environment'
  | 'ssr'
/** Options after validation and defaults. */
export type ResolvedOptions = Required<
  Omit<LatchOptions, Optional | 'features' | 'defaultAccountTypes' | 'pendingTransactionsFilter' | 'debug'>
> &
  Pick<LatchOptions, Exclude<Optional, 'locale'>> & {
    /** The shipped locale the option names; undefined: follow the browser. */
    locale?: LocaleCode
    debug: { enabled: boolean; level: LogLevel }
    features: Features
    defaultAccountTypes: Record<ChainNamespace, AccountType>
    pendingTransactionsFilter: { enable: boolean; pollingInterval: number }
  }

const isStringList = (v: unknown): v is readonly string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string')
const quoted = (allowed: readonly string[]) => allowed.map((a) => JSON.stringify(a)).join(', ')
/** Fails unless `value`, when given, is a list of `allowed` values, naming them. */
function checkList<T extends string>(name: string, value: unknown, allowed: readonly T[]): void {
  if (value === undefined) return
  if (!isStringList(value) || value.some((x) => !allowed.includes(x as T))) {
    fail(name, `must be a list of ${quoted(allowed)}`)
  }
}
/** Fails unless `value` is one of `allowed`, naming them. */
function checkOne(name: string, value: unknown, allowed: readonly string[]): void {
  if (!allowed.includes(value as string)) fail(name, `must be one of ${quoted(allowed)}`)
}
const httpUrl = /^https?:\/\/[^\s]+$/

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
    throw loadError('PROJECT_ID_REQUIRED', {
      detail:
        'createLatch: options.projectId is required: your project on the Latch server (e.g. "latch-demo")',
    })
  }
  if (options.apiUrl !== undefined && !httpUrl.test(options.apiUrl)) {
    fail('apiUrl', `must be an http(s) URL, got ${JSON.stringify(options.apiUrl)}`)
  }
  const nameZone = options.nameZone ?? 'latch.id'
  if (typeof nameZone !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(nameZone)) {
    fail('nameZone', `must be a domain like "latch.id", got ${JSON.stringify(nameZone)}`)
  }
  const locale = options.locale === undefined ? undefined : matchLocale(String(options.locale))
  if (options.locale !== undefined && !locale) {
    fail(
      'locale',
      `must be one of ${LOCALE_CODES.join(', ')} (or a tag such as "de-AT"), got ${JSON.stringify(options.locale)}`,
    )
  }
  const themeMode = options.themeMode ?? 'dark'
  checkThemeMode(themeMode, 'createLatch: options.themeMode')
  const themeVariables = options.themeVariables ?? {}
  checkThemeVariables(themeVariables, 'createLatch: options.themeVariables')
  const defaultNetwork = options.defaultNetwork ?? networks[0]!
  if (!ids.has(defaultNetwork.caipNetworkId)) fail('defaultNetwork', 'must be one of options.networks')
  // The message says it all: "Set either siweConfig or siwx, not both".
  if (options.siwx !== undefined && options.siweConfig !== undefined) throw loadError('SIWE_AND_SIWX')
  for (const key of ['includeWalletIds', 'excludeWalletIds', 'featuredWalletIds'] as const) {
    if (options[key] !== undefined && !isStringList(options[key])) fail(key, 'must be a list of wallet ids')
  }
  for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    if (options[key] !== undefined && !httpUrl.test(options[key])) fail(key, 'must be an http(s) URL')
  }
  // Options made by a Latch package's factory: an object with the factory's methods (and its kind).
  const made = (
    key: 'walletConnect' | 'embeddedWallet' | 'ssr',
    methods: string[],
    hint: string,
    kind?: string,
  ) => {
    const value = options[key] as Record<string, unknown> | undefined
    if (
      value !== undefined &&
      (typeof value !== 'object' ||
        methods.some((m) => typeof value?.[m] !== 'function') ||
        (kind !== undefined && value?.kind !== kind))
    )
      fail(key, `must be ${hint}`)
  }
  made('walletConnect', ['pair', 'restore'], 'walletConnect({ projectId }) from @latch/walletconnect')
  made('embeddedWallet', ['load'], 'embeddedWallet({ url }) from @latch/embedded', 'embedded')
  made('ssr', ['seed', 'keep'], 'latchCookie() from @latch/core')
  const custom = options.customWallets ?? []
  if (
    !Array.isArray(custom) ||
    custom.some((w) => typeof w?.id !== 'string' || typeof w?.name !== 'string')
  ) {
    fail('customWallets', 'must be a list of { id, name } wallets')
  }
  const f = options.features ?? {}
  if (typeof f !== 'object' || f === null) fail('features', 'must be an object')
  checkList('features.socials', f.socials === false ? undefined : f.socials, SOCIAL_PROVIDERS)
  checkList<ConnectMethod>('features.connectMethodsOrder', f.connectMethodsOrder, [
    'email',
    'social',
    'wallet',
  ])
  checkList<WalletFeature>(
    'features.walletFeaturesOrder',
    f.walletFeaturesOrder,
    DEFAULT_WALLET_FEATURES_ORDER,
  )
  checkList<ConnectorTypeOrder>(
    'features.connectorTypeOrder',
    f.connectorTypeOrder,
    DEFAULT_CONNECTOR_TYPE_ORDER,
  )
  const accountTypes = options.defaultAccountTypes ?? {}
  for (const [ns, type] of Object.entries(accountTypes)) {
    if (!isChainNamespace(ns)) fail('defaultAccountTypes', `has an unknown namespace ${JSON.stringify(ns)}`)
    checkOne(`defaultAccountTypes.${ns}`, type, ['eoa', 'smartAccount', 'payment', 'ordinal'])
  }
  const debug = options.debug ?? false
  if (typeof debug !== 'boolean' && (typeof debug !== 'object' || debug === null)) {
    fail('debug', 'must be true, false or { level }')
  }
  const level = typeof debug === 'object' ? (debug.level ?? DEFAULT_LOG_LEVEL) : DEFAULT_LOG_LEVEL
  checkOne('debug.level', level, ['error', 'warn', 'info', 'debug'])
  const pending = options.pendingTransactionsFilter ?? { enable: false }
  const pollingInterval = pending.pollingInterval ?? 30_000
  if (!Number.isFinite(pollingInterval) || pollingInterval < 1_000) {
    fail('pendingTransactionsFilter.pollingInterval', 'must be at least 1000 ms')
  }
  return {
    ...options,
    // One form for every caller that joins a path to it: no trailing slash.
    ...(options.apiUrl !== undefined && { apiUrl: options.apiUrl.replace(/\/+$/, '') }),
    networks,
    adapters,
    projectId,
    nameZone,
    locale,
    themeMode,
    themeVariables,
    defaultNetwork,
    features: resolveFeatures(f, options.remoteFeatures),
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...accountTypes },
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    featuredWalletIds: options.featuredWalletIds ?? [],
    customWallets: custom,
    manualWCControl: options.manualWCControl ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    debug: { enabled: debug !== false, level },
    pendingTransactionsFilter: { enable: pending.enable === true, pollingInterval },
    sdkType: options.sdkType ?? 'latch',
    sdkVersion: options.sdkVersion ?? 'react-0.1.0',
  }
}
