/**
 * What the views show of the resolved features: the social providers offered here, the connect methods
 * in order and the Account view's wallet features. Apart from features.ts, which createLatch runs on
 * page load, since only the lazily loaded views call these.
 */

import type { ConnectMethod, Features, SocialProvider, WalletFeature } from './features.ts'
import type { Environment } from './plumbing/environment.ts'

/**
 * Social providers offered in this environment: on Telegram, iOS drops Google, Mac drops X, Android
 * drops Facebook and X (SPEC §5).
 *
 * @example
 * socialsFor(['google', 'x'], { isTelegram: true, os: 'ios' }) // ['x']
 */
export function socialsFor(
  socials: readonly SocialProvider[] | false,
  env: Pick<Environment, 'isTelegram' | 'os'>,
): SocialProvider[] {
  if (!socials) return []
  if (!env.isTelegram) return [...socials]
  const drop: Record<Environment['os'], SocialProvider[]> = {
    ios: ['google'],
    mac: ['x'],
    android: ['facebook', 'x'],
    other: [],
  }
  return socials.filter((s) => !drop[env.os].includes(s))
}

/**
 * The connect methods in order: the option if given, else email, social, wallet, or wallet first when
 * the browser has injected wallets. Disabled methods are left out.
 *
 * @example
 * connectMethodsOrder(resolveFeatures(), { hasInjected: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodsOrder(features: Features, opts: { hasInjected: boolean }): ConnectMethod[] {
  const order =
    features.connectMethodsOrder ??
    (opts.hasInjected ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter(
    (m) =>
      (m !== 'email' || features.email) &&
      (m !== 'social' || (features.socials && features.socials.length > 0)),
  )
}

/**
 * The wallet features shown in the Account view, in the configured order, enabled ones only.
 *
 * @example
 * walletFeatures(resolveFeatures({ swaps: false })) // ['onramp', 'receive', 'send']
 */
export function walletFeatures(features: Features): WalletFeature[] {
  return features.walletFeaturesOrder.filter((f) => features[f])
}
