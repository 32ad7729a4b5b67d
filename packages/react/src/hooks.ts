import type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  LatchState,
  Network,
  ViewName,
} from '@latch/core'
import { useCallback, useMemo } from 'react'
import { useLatchInstance } from './context.ts'
import { useLatchSelectorOf } from './useLatchSelectorOf.ts'

/**
 * Subscribes to a slice of the instance's state; server rendering and hydration read the pristine
 * state, so markup always matches. The selector must return a stable value (a primitive or a state part).
 */
export function useLatchSelector<T>(select: (s: LatchState) => T): T {
  return useLatchSelectorOf(useLatchInstance(), select)
}

/** What {@link useLatch} returns. */
export type UseLatchReturn = {
  open: (params?: { view?: ViewName }) => void
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

/** What {@link useLatchAccount} returns. */
export type UseLatchAccountReturn = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
}

/**
 * The connected account of the active namespace (or of `namespace`).
 *
 * @example
 * const { address, isConnected } = useLatchAccount()
 */
export function useLatchAccount(namespace?: ChainNamespace): UseLatchAccountReturn {
  const active = useLatchSelector((s) => s.activeNamespace)
  const c = useLatchSelector((s) => s.connections[namespace ?? active])
  return useMemo(
    () => ({
      address: c?.status === 'connected' ? c.address : undefined,
      caipAddress: c?.status === 'connected' ? c.caipAddress : undefined,
      isConnected: c?.status === 'connected',
      status: c?.status ?? 'disconnected',
    }),
    [c],
  )
}

/** What {@link useLatchNetwork} returns. */
export type UseLatchNetworkReturn = {
  /** The configured network the wallet is on; undefined when disconnected or on an unconfigured chain. */
  caipNetwork: Network | undefined
  /** The wallet's network id, configured or not. */
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** True when a wallet is connected on a chain the app does not configure. */
  isUnsupported: boolean
}

/**
 * The network of the connected wallet.
 *
 * @example
 * const { caipNetwork } = useLatchNetwork()
 * return <span>{caipNetwork?.name}</span>
 */
export function useLatchNetwork(namespace?: ChainNamespace): UseLatchNetworkReturn {
  const latch = useLatchInstance()
  const active = useLatchSelector((s) => s.activeNamespace)
  const ns = namespace ?? active
  const c = useLatchSelector((s) => s.connections[ns])
  return useMemo(() => {
    const caipNetworkId = c?.status === 'connected' ? c.caipNetworkId : undefined
    const caipNetwork = latch.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
    return {
      caipNetwork,
      caipNetworkId,
      chainId: caipNetwork?.id ?? caipNetworkId?.split(':')[1],
      isUnsupported: caipNetworkId !== undefined && caipNetwork === undefined,
    }
  }, [c, latch])
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
