import { DEFAULT_SOCIALS, type LoginProvider } from '@latch/protocol/lists'
import type { ChainNamespace } from './plumbing/caip.ts'
import { LOAD_ERRORS } from './plumbing/latch-error.ts'

/** Social login providers (SPEC §5.6); the secure site's wire names them `LOGIN_PROVIDERS`. */
export { LOGIN_PROVIDERS as SOCIAL_PROVIDERS } from '@latch/protocol/lists'
/** One of them. */
export type SocialProvider = LoginProvider
/** The default social list, in order (SPEC §9.10). */
export { DEFAULT_SOCIALS }

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** Connector order (SPEC §9). */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
/** Wallet features in order (SPEC §1). */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']
/** Account types (SPEC §3): `payment` and `ordinal` are Bitcoin's. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** Default account type per namespace (SPEC §9). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}

/** Features a project's remote configuration may set; local values for them are then ignored. */
export type RemoteFeatures = {
  swaps: boolean
  onramp: boolean
  email: boolean
  socials: readonly SocialProvider[] | false
  activity: boolean
  branding: boolean
  multiWallet: boolean
}
/** Remote feature defaults (SPEC §9). */
export const REMOTE_FEATURE_DEFAULTS: RemoteFeatures = {
  swaps: true,
  onramp: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  branding: true,
  multiWallet: false,
}

/** Local-only features. */
export type LocalFeatures = {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder: readonly WalletFeature[]
  connectorTypeOrder: readonly ConnectorTypeOrder[]
}
/** Feature defaults (SPEC §9). */
export const FEATURE_DEFAULTS: LocalFeatures = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
}

/** The `features` option: any local or remote feature. */
export type FeaturesOption = Partial<LocalFeatures & RemoteFeatures>
/** Every feature, resolved. */
export type Features = LocalFeatures & RemoteFeatures

const REMOTE_KEYS = Object.keys(REMOTE_FEATURE_DEFAULTS) as (keyof RemoteFeatures)[]

/**
 * Resolves features: defaults, then local options, then the project's remote configuration, which wins
 * (a local value it overrides is reported as "Local configuration ignored"). Pay on turns email and
 * social login off.
 *
 * @example
 * resolveFeatures({ email: false }).email // false
 */
export function resolveFeatures(
  local: FeaturesOption = {},
  remote?: Partial<RemoteFeatures>,
  warn: (message: string) => void = (m) => console.warn(`[latch] ${m}`),
): Features {
  const features: Features = { ...FEATURE_DEFAULTS, ...REMOTE_FEATURE_DEFAULTS, ...stripUndefined(local) }
  if (remote) {
    for (const key of REMOTE_KEYS) {
      if (remote[key] === undefined) continue
      if (local[key] !== undefined) {
        warn(
          `${LOAD_ERRORS.LOCAL_CONFIGURATION_IGNORED}: features.${key} is set by the project's remote configuration`,
        )
      }
      Object.assign(features, { [key]: remote[key] })
    }
  }
  if (features.pay) {
    features.email = false
    features.socials = false
  }
  return features
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>
}
