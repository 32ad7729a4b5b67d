/**
 * The wagmi connector that is Latch: wagmi sees whatever the visitor connected in Latch's modal (a
 * browser wallet, WalletConnect, the email wallet) with its account, chain and EIP-1193 provider, and
 * what wagmi asks (connect, switch chain, disconnect) Latch does. Latch owns the connection: it restores
 * it on reload, and the connector tells wagmi, so there is one reconnect, not two racing.
 *
 * It imports nothing of wagmi at runtime, so one build serves wagmi 2 and wagmi 3.
 */
import type { Latch } from '@latch/core'
import { hasRememberedConnection } from '@latch/core/internal/connection/remembered'
import {
  type Address,
  type Chain,
  type EIP1193Provider,
  getAddress,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import type { CreateConnectorFn } from 'wagmi'

/** The connector's id and type in wagmi (`connector.id`, `connector.type`). */
export const LATCH_CONNECTOR_ID = 'latch'

/** What the connector adds to wagmi's connector object: the Latch instance behind it. */
export type LatchConnectorProperties = { latch: Latch }

/** Parameters of {@link latchConnector}. */
export type LatchConnectorParameters = {
  /** The Latch instance whose modal and connection wagmi uses. */
  latch: Latch
}

type WagmiConnectorFn = CreateConnectorFn<EIP1193Provider, LatchConnectorProperties>

/**
 * The type of {@link latchConnector}'s result: a wagmi `CreateConnectorFn` that needs only the config
 * fields wagmi 2 and 3 both pass (wagmi 3 adds `providers`), so it fits either major's `createConfig`.
 */
export type LatchConnectorReturnType = (
  config: Pick<Parameters<WagmiConnectorFn>[0], 'chains' | 'emitter'>,
) => ReturnType<WagmiConnectorFn>

/** The EVM side of Latch as wagmi needs it: connected or not, the account, the chain id. */
type Seen = { connected: boolean; accounts: readonly Address[]; chainId: number | undefined }

function seen(latch: Latch): Seen {
  const account = latch.getAccount('eip155')
  const chainId = latch.getNetworkState('eip155').chainId
  const connected = account.isConnected && !!account.address && typeof chainId === 'number'
  return {
    connected,
    accounts: connected && account.address ? [getAddress(account.address)] : [],
    chainId: typeof chainId === 'number' ? chainId : undefined,
  }
}

/** How long a remembered connection may wait for Latch to mount before wagmi is told there is none. */
const MOUNT_WAIT_MS = 10_000

/**
 * Resolves once Latch is neither restoring nor making an EVM connection. wagmi reconnects during its
 * first render, before Latch has mounted: a connection Latch remembers counts as being restored until
 * Latch has mounted and settled it (or {@link MOUNT_WAIT_MS} passes without a mount).
 */
function settled(latch: Latch): Promise<void> {
  const busy = () => {
    // No status yet: Latch has not mounted (or remembers nothing, which the storage tells).
    const status = latch.getState().connections.eip155?.status
    if (status === undefined) return hasRememberedConnection(latch, 'eip155')
    return status === 'reconnecting' || status === 'connecting'
  }
  if (!busy()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, MOUNT_WAIT_MS)
    const stop = latch.subscribe(() => {
      if (!busy()) done()
    })
  })
}

/**
 * Waits until the visitor has connected an EVM wallet in Latch's modal (resolves) or closed the modal
 * without one (rejects with viem's `UserRejectedRequestError`, as a declined wallet does).
 */
function connectedThroughModal(latch: Latch): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (seen(latch).connected) {
        stop()
        resolve()
      } else if (!latch.getState().modal.open) {
        stop()
        reject(new UserRejectedRequestError(new Error('The visitor closed the modal without connecting')))
      }
    }
    const stop = latch.subscribe(check)
  })
}

/**
 * A wagmi connector backed by a Latch instance. Give it to wagmi's `createConfig` (or use
 * `latchWagmiConfig`, which also derives wagmi's chains and transports from Latch's networks).
 * wagmi's `connect` opens Latch's modal and resolves once the visitor has connected there; a visitor
 * who closes the modal rejects it with `UserRejectedRequestError` (code 4001).
 *
 * @example
 * import { createConfig, http } from 'wagmi'
 * import { latchConnector } from '@latch/wagmi'
 * const config = createConfig({ chains: [mainnet], connectors: [latchConnector({ latch })], transports: { [mainnet.id]: http() } })
 */
export function latchConnector({ latch }: LatchConnectorParameters): LatchConnectorReturnType {
  return (config) => {
    let last: Seen = seen(latch)
    let unsubscribe: (() => void) | undefined

    /** Tells wagmi what changed in Latch since it last heard. */
    const follow = () => {
      const now = seen(latch)
      // While Latch reconnects the wallet, wagmi keeps what it had; the outcome is compared with that.
      if (!now.connected && latch.getAccount('eip155').status === 'reconnecting') return
      const was = last
      last = now
      if (now.connected && now.chainId !== undefined) {
        if (!was.connected) config.emitter.emit('connect', { accounts: now.accounts, chainId: now.chainId })
        else if (now.accounts[0] !== was.accounts[0] || now.chainId !== was.chainId)
          config.emitter.emit('change', { accounts: now.accounts, chainId: now.chainId })
      } else if (was.connected) config.emitter.emit('disconnect')
    }
    /** Asks Latch to switch to a chain both Latch and wagmi know; wagmi hears the change from Latch. */
    const switchTo = async (chainId: number): Promise<Chain> => {
      const chain = config.chains.find((c) => c.id === chainId)
      const network = latch.options.networks.find((n) => n.caipNetworkId === `eip155:${chainId}`)
      if (!chain || !network)
        throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in both Latch and wagmi`))
      try {
        await latch.switchNetwork(network)
      } catch (error) {
        const declined = (error as { code?: unknown }).code === 'USER_REJECTED'
        throw declined ? new UserRejectedRequestError(error as Error) : new SwitchChainError(error as Error)
      }
      return chain
    }

    return {
      id: LATCH_CONNECTOR_ID,
      name: 'Latch',
      type: LATCH_CONNECTOR_ID,
      latch,

      async setup() {
        unsubscribe?.()
        last = seen(latch)
        unsubscribe = latch.subscribe(follow)
      },

      async connect(parameters) {
        const { chainId, isReconnecting } = parameters ?? {}
        await settled(latch)
        if (!seen(latch).connected) {
          // wagmi's own reconnect: Latch restores the connection itself and tells wagmi when it has.
          if (isReconnecting) throw new Error('Latch has no EVM connection to restore')
          latch.open({ view: 'Connect', namespace: 'eip155' })
          await connectedThroughModal(latch)
        }
        if (chainId !== undefined && chainId !== seen(latch).chainId) await switchTo(chainId)
        const now = seen(latch)
        last = now
        // wagmi's type is generic over `withCapabilities`, which this connector does not offer: addresses only.
        return { accounts: now.accounts as never, chainId: now.chainId as number }
      },

      async disconnect() {
        if (latch.getAccount('eip155').isConnected) await latch.disconnect('eip155')
      },

      async getAccounts() {
        return seen(latch).accounts
      },

      async getChainId() {
        const { chainId } = seen(latch)
        if (chainId === undefined) throw new Error('Latch is not on an EVM network')
        return chainId
      },

      // The connected wallet's own provider (a browser wallet's, WalletConnect's, the email wallet's).
      // While Latch restores a connection it waits, so wagmi's reconnect finds the restored wallet.
      async getProvider() {
        await settled(latch)
        const provider = latch.getProvider('eip155') as EIP1193Provider | undefined
        if (!provider) throw new Error('Latch has no EVM wallet connected')
        return provider
      },

      async isAuthorized() {
        await settled(latch)
        return seen(latch).connected
      },

      switchChain: ({ chainId }) => switchTo(chainId),

      onAccountsChanged() {
        follow()
      },
      onChainChanged() {
        follow()
      },
      onDisconnect() {
        follow()
      },
    }
  }
}
