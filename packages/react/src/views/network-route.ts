import type { CaipNetworkId, Network } from '@latch/core'
import { useLatchInstance } from '../context.ts'
import { useModalKit } from '../modal/kit-context.ts'

/** The props of a view about one network, which its route names by CAIP-2 id. */
export type NetworkRouteProps = { caipNetworkId: CaipNetworkId | undefined }

/**
 * The app's network a route names; undefined when the app does not configure it.
 *
 * @example
 * const network = useRoutedNetwork(caipNetworkId) // { name: 'Ethereum', … }
 */
export function useRoutedNetwork(caipNetworkId: CaipNetworkId | undefined): Network | undefined {
  const { networkById } = useModalKit()
  return networkById(useLatchInstance().options.networks, caipNetworkId)
}
