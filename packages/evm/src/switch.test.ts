/** Network switching through the EVM adapter with the Dev Wallet on the devnet. */
import { afterEach, describe, expect, it } from 'vitest'
import { connectedDevWallet, devnetNetworks } from './test-support.ts'

const { chains, networks } = devnetNetworks()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

const setup = (walletChains = chains) => connectedDevWallet(cleanups, { walletChains })

describe('network switching', () => {
  it('switches the wallet with wallet_switchEthereumChain', async () => {
    const { latch, wallet } = await setup()
    await latch.switchNetwork(networks[1]!)
    expect(wallet.chainId()).toBe(31338)
    expect(latch.getState().connections.eip155?.caipNetworkId).toBe('eip155:31338')
    expect(latch.getState().switchAttempt).toBeUndefined()
  })

  it('"Code 4902 makes the wallet add the chain and retry"', async () => {
    const { latch, wallet } = await setup([chains[0]!])
    await latch.switchNetwork('eip155:31338')
    expect(wallet.chainId()).toBe(31338)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('a declined switch shows "rejected" and can be retried', async () => {
    const { latch, wallet } = await setup()
    wallet.rejectNext()
    await expect(latch.switchNetwork(networks[1]!)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(latch.getState().switchAttempt).toMatchObject({
      caipNetworkId: 'eip155:31338',
      status: 'rejected',
    })
    expect(wallet.chainId()).toBe(31337)
    await latch.switchNetwork(networks[1]!)
    expect(wallet.chainId()).toBe(31338)
  })

  it('"Switching to a chain not configured fails"', async () => {
    const { latch } = await setup()
    await expect(latch.switchNetwork('eip155:1')).rejects.toThrowError(
      "Network not found: eip155:1 is not one of the app's networks",
    )
  })

  it('a wallet on an unconfigured chain opens UnsupportedChain; switching back returns to Account', async () => {
    const { latch, wallet } = await setup()
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'Elsewhere', rpcUrls: [chains[0]!.rpcUrl] }],
    })
    expect(latch.getState().modal).toMatchObject({ open: true, history: [{ view: 'UnsupportedChain' }] })
    expect(latch.getNetwork()).toBeUndefined()
    await latch.switchNetwork(networks[0]!)
    expect(latch.getState().modal.history).toEqual([{ view: 'Account' }])
    expect(latch.getNetwork()?.caipNetworkId).toBe('eip155:31337')
  })
})
