/**
 * The account's type on a network, and the switch between the two (SPEC §6). The type is read from the
 * chain, never stored: an account whose code is an EIP-7702 delegation designator is a smart account (the
 * same address running the implementation's code); one without code is a plain account (EOA). A switch is
 * one transaction of the account to itself carrying an authorization: to the network's smart-account
 * implementation, or to the zero address, which clears the delegation.
 */
import { delegateOf, type FrameAccountInfo, type FrameAccountType } from '@latch/core/frame'
import { type Client, type Hex, zeroAddress } from 'viem'
import { getCode, waitForTransactionReceipt } from 'viem/actions'
import { RpcError } from './rpc-error.ts'

/**
 * The account's type per network and its switch. `approve` asks the visitor (rejecting when they
 * decline); `delegate` sends the account's transaction to itself with an authorization to `target`.
 *
 * @example
 * const types = createAccountTypes({ reads, address, implementation, networks, approve, delegate })
 * await types.set('smartAccount', 31337) // { type: 'smartAccount', smartAccountNetworks: [31337, 31338] }
 */
export function createAccountTypes(deps: {
  reads: (chainId: number) => Client
  address: () => Hex
  /** The smart-account implementation the server enables on a network, if any. */
  implementation: (chainId: number) => Promise<Hex | undefined>
  /** The networks where the server enables smart accounts. */
  networks: () => Promise<readonly number[]>
  approve: (type: FrameAccountType, chainId: number, implementation: Hex | undefined) => Promise<void>
  delegate: (chainId: number, target: Hex) => Promise<Hex>
}) {
  const delegation = async (chainId: number) =>
    delegateOf(await getCode(deps.reads(chainId), { address: deps.address() }))
  const read = async (chainId: number): Promise<FrameAccountInfo> => {
    const [delegate, networks] = await Promise.all([delegation(chainId), deps.networks()])
    return { type: delegate ? 'smartAccount' : 'eoa', smartAccountNetworks: networks }
  }

  return {
    /** The account's type on a network, and where it may become a smart account. */
    read,
    /** Switches the account on a network to `type` once the visitor approves; resolves once mined. */
    async set(type: FrameAccountType, chainId: number): Promise<FrameAccountInfo> {
      const current = await delegation(chainId)
      if ((type === 'smartAccount') === (current !== undefined)) return read(chainId)
      const implementation = type === 'smartAccount' ? await deps.implementation(chainId) : undefined
      if (type === 'smartAccount' && !implementation)
        throw new RpcError('Smart accounts are not enabled on this network', 4200)
      await deps.approve(type, chainId, implementation)
      const hash = await deps.delegate(chainId, implementation ?? zeroAddress)
      const receipt = await waitForTransactionReceipt(deps.reads(chainId), {
        hash,
        pollingInterval: 250,
        timeout: 60_000,
      })
      if (receipt.status !== 'success') throw new RpcError('The account switch was reverted', -32603)
      return read(chainId)
    },
  }
}

/** One frame's account types. */
export type AccountTypes = ReturnType<typeof createAccountTypes>
