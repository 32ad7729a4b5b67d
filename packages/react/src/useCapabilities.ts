import type { GetCapabilitiesParameters, LatchError, WalletCapabilities } from '@latch/core'
import { getCapabilities } from '@latch/core/internal/calls/actions'
import { useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from './context.ts'
import { useLatchAccount } from './hooks.ts'

/** What {@link useCapabilities} returns. */
export type UseCapabilitiesReturn = {
  /** What the wallet can do on the chain; undefined while unknown, or when it has no ERC-5792. */
  capabilities: WalletCapabilities | undefined
  /** `idle` with no EVM wallet connected; `success` once the wallet answered (undefined: no ERC-5792). */
  status: 'idle' | 'loading' | 'success' | 'error'
  error: LatchError | undefined
  /** Asks the wallet again (after it upgraded the account, say). */
  refetch: () => void
}

type Read = Omit<UseCapabilitiesReturn, 'refetch'>
const IDLE: Read = { capabilities: undefined, status: 'idle', error: undefined }

/**
 * What the connected EVM wallet can do with calls (EIP-5792 `wallet_getCapabilities`) on its current
 * chain, or on `chainId`: read when a wallet connects and again when its account or chain changes.
 *
 * @example
 * const { capabilities } = useCapabilities()
 * const oneStep = capabilities?.atomic?.status === 'supported'
 */
export function useCapabilities(parameters: GetCapabilitiesParameters = {}): UseCapabilitiesReturn {
  const latch = useLatchInstance()
  const { isConnected, caipAddress } = useLatchAccount('eip155')
  const { chainId, connectorId } = parameters
  const [read, setRead] = useState<Read>(IDLE)
  const [asked, setAsked] = useState(0)
  const refetch = useCallback(() => setAsked((n) => n + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is what refetch changes, to ask again.
  useEffect(() => {
    if (!isConnected || !caipAddress) {
      setRead(IDLE)
      return
    }
    let current = true
    setRead((r) => ({ ...r, status: 'loading' }))
    getCapabilities(latch, {
      ...(chainId === undefined ? {} : { chainId }),
      ...(connectorId === undefined ? {} : { connectorId }),
    }).then(
      (capabilities) => current && setRead({ capabilities, status: 'success', error: undefined }),
      (error: LatchError) => current && setRead({ capabilities: undefined, status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [latch, isConnected, caipAddress, chainId, connectorId, asked])
  return { ...read, refetch }
}
