import type {
  AccountSnapshot,
  CaipNetworkId,
  ChainNamespace,
  LatchEvent,
  LatchState,
  LocaleCode,
  NetworkSnapshot,
  SiwxState,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from '@latch/core'
import { WALLETCONNECT_CONNECTOR_ID } from '@latch/core/internal/connection/connectors'
import { LOCALE_CODES } from '@latch/core/internal/i18n/locales'
import { useCallback, useMemo } from 'react'
import { useLatchInstance } from './context.ts'
import { useLatchSelectorOf, useLatchSnapshotOf } from './useLatchSelectorOf.ts'
import { safeImageUrl } from './views/safe-url.ts'

/**
 * Subscribes to a slice of the instance's state; server rendering and hydration read the pristine
 * state, so markup always matches. The selector must return a stable value (a primitive or a state part).
 */
export function useLatchSelector<T>(select: (s: LatchState) => T): T {
  return useLatchSelectorOf(useLatchInstance(), select)
}

/** What {@link useLatch} returns. */
export type UseLatchReturn = {
  open: (params?: { view?: ViewName; namespace?: ChainNamespace }) => void
  close: () => void
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useLatch()
 * return <button onClick={() => open()}>Sign in</button>
 */
export function useLatch(): UseLatchReturn {
  const latch = useLatchInstance()
  return useMemo(() => ({ open: latch.open, close: latch.close }), [latch])
}

/** What {@link useLatchAccount} returns: core's {@link AccountSnapshot}. */
export type UseLatchAccountReturn = AccountSnapshot

/**
 * The account of the active namespace (or of `namespace`): `latch.getAccount()`, kept current.
 *
 * @example
 * const { address, isConnected } = useLatchAccount()
 */
export function useLatchAccount(namespace?: ChainNamespace): UseLatchAccountReturn {
  const latch = useLatchInstance()
  return useLatchSnapshotOf(latch, () => latch.getAccount(namespace))
}

/** What {@link useLatchNetwork} returns: core's {@link NetworkSnapshot}. */
export type UseLatchNetworkReturn = NetworkSnapshot

/**
 * The network of the active namespace (or of `namespace`): `latch.getNetworkState()`, kept current;
 * the wallet's network when connected, else the one the modal has selected.
 *
 * @example
 * const { caipNetwork } = useLatchNetwork()
 * return <span>{caipNetwork?.name}</span>
 */
export function useLatchNetwork(namespace?: ChainNamespace): UseLatchNetworkReturn {
  const latch = useLatchInstance()
  return useLatchSnapshotOf(latch, () => latch.getNetworkState(namespace))
}

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturn = { disconnect: (namespace?: ChainNamespace) => Promise<void> }

/**
 * Disconnects the wallet of the active namespace (or of `namespace`).
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Sign out</button>
 */
export function useDisconnect(): UseDisconnectReturn {
  const latch = useLatchInstance()
  const disconnect = useCallback((namespace?: ChainNamespace) => latch.disconnect(namespace), [latch])
  return useMemo(() => ({ disconnect }), [disconnect])
}

/** What {@link useLatchState} returns. */
export type UseLatchStateReturn = {
  open: boolean
  loading: boolean
  activeNamespace: ChainNamespace
  selectedNetworkId: CaipNetworkId
}

/**
 * The modal's state and the active network.
 *
 * @example
 * const { open, selectedNetworkId } = useLatchState()
 */
export function useLatchState(): UseLatchStateReturn {
  const open = useLatchSelector((s) => s.modal.open)
  const loading = useLatchSelector((s) => s.modal.loading)
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  const selectedNetworkId = useLatchSelector((s) => s.activeCaipNetworkId)
  return useMemo(
    () => ({ open, loading, activeNamespace, selectedNetworkId }),
    [open, loading, activeNamespace, selectedNetworkId],
  )
}

/** What {@link useLatchTheme} returns. */
export type UseLatchThemeReturn = {
  themeMode: ThemeMode
  themeVariables: Readonly<ThemeVariables>
  setThemeMode: (mode: ThemeMode) => void
  /** Merges theme variables; an unknown name or a bad value throws `INVALID_THEME`. */
  setThemeVariables: (vars: ThemeVariables) => void
}

/**
 * Reads and changes the modal's theme.
 *
 * @example
 * const { themeMode, setThemeMode } = useLatchTheme()
 * return <button onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Toggle</button>
 */
export function useLatchTheme(): UseLatchThemeReturn {
  const latch = useLatchInstance()
  const theme = useLatchSelector((s) => s.theme)
  return useMemo(
    () => ({ ...theme, setThemeMode: latch.theme.setMode, setThemeVariables: latch.theme.setVariables }),
    [theme, latch],
  )
}

/** What {@link useLatchLocale} returns. */
export type UseLatchLocaleReturn = {
  /** The language the modal speaks now (English until another locale's words have loaded). */
  locale: LocaleCode
  /** Every locale Latch ships (their names: `Intl.DisplayNames`). */
  locales: readonly LocaleCode[]
  /** Changes the language; resolves once its words have loaded. */
  setLocale: (locale: string) => Promise<void>
}

/**
 * Reads and changes the modal's language.
 *
 * @example
 * const { locale, locales, setLocale } = useLatchLocale()
 * return <select value={locale} onChange={(e) => void setLocale(e.target.value)}>…</select>
 */
export function useLatchLocale(): UseLatchLocaleReturn {
  const latch = useLatchInstance()
  const locale = useLatchSelector((s) => s.locale)
  return useMemo(() => ({ locale, locales: LOCALE_CODES, setLocale: latch.setLocale }), [locale, latch])
}

/** What {@link useLatchSiwx} returns: core's {@link SiwxState}, or undefined without a connected account (or `siwx`). */
export type UseLatchSiwxReturn = SiwxState | undefined

/**
 * The visitor's sign-in (the `siwx` option), kept current: its `status`, and once signed in its
 * `session` (with `latchSiwx()`, `session.token` is what your backend checks).
 *
 * @example
 * const siwx = useLatchSiwx()
 * if (siwx?.status === 'signed-in') await fetch('/api/me', { headers: { authorization: `Bearer ${siwx.session?.token}` } })
 */
export function useLatchSiwx(): UseLatchSiwxReturn {
  return useLatchSelector((s) => s.siwx)
}

/** What {@link useWalletInfo} returns. */
export type UseWalletInfoReturn = { walletInfo: { name: string; icon?: string; rdns?: string } | undefined }

/**
 * The connected wallet's name and icon.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * return walletInfo ? <span>{walletInfo.name}</span> : null
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturn {
  const { connectorId: id } = useLatchAccount(namespace)
  const connector = useLatchSelector((s) => s.connectors.find((c) => c.id === id))
  const peer = useLatchSelector((s) => (id === WALLETCONNECT_CONNECTOR_ID ? s.walletConnectPeer : undefined))
  return useMemo(
    () => ({
      walletInfo: peer
        ? { name: peer.name, ...(safeImageUrl(peer.icon) ? { icon: safeImageUrl(peer.icon) } : {}) }
        : connector
          ? {
              name: connector.name,
              ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
              ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
            }
          : undefined,
    }),
    [connector, peer],
  )
}

/**
 * The most recent event record (modal opened, wallet connected, …).
 *
 * @example
 * const event = useLatchEvents()
 * useEffect(() => { if (event?.data.event === 'CONNECT_SUCCESS') celebrate() }, [event])
 */
export function useLatchEvents(): LatchEvent | undefined {
  return useLatchSelector((s) => s.lastEvent)
}

/** What {@link useLatchProvider} returns. */
export type UseLatchProviderReturn<T> = {
  walletProvider: T | undefined
  walletProviderType: string | undefined
}

/**
 * The connected wallet's provider (EIP-1193 for eip155), for calls Latch does not wrap.
 *
 * @example
 * const { walletProvider } = useLatchProvider<Eip1193Provider>('eip155')
 * await walletProvider?.request({ method: 'personal_sign', params: [message, address] })
 */
export function useLatchProvider<T = unknown>(namespace: ChainNamespace): UseLatchProviderReturn<T> {
  const latch = useLatchInstance()
  const { connectorId } = useLatchAccount(namespace)
  const type = useLatchSelector((s) => s.connectors.find((x) => x.id === connectorId)?.type)
  return useMemo(
    () => ({
      walletProvider: connectorId ? (latch.getProvider(namespace) as T | undefined) : undefined,
      walletProviderType: connectorId ? type : undefined,
    }),
    [connectorId, latch, namespace, type],
  )
}
