import { describe, expect, it } from 'vitest'
import { createFrameProvider, type FrameCall } from './provider.ts'

/** The provider over a frame that records what it is sent and answers each RPC with its chain. */
function providerOnChain(chainId: number) {
  const sent: { type: string; payload: unknown }[] = []
  const call = (async (type, payload) => {
    sent.push({ type, payload })
    return type === 'RPC_REQUEST' ? { value: (payload as { chainId: number }).chainId } : { ok: true }
  }) as FrameCall
  const provider = createFrameProvider(call, chainId, new Set())
  provider.setAccount('0x00000000000000000000000000000000000000aa', chainId)
  return { provider, sent }
}

describe('the embedded wallet provider', () => {
  it('keeps the only chain id: a switch is answered here, and every later request carries it', async () => {
    const { provider, sent } = providerOnChain(31337)
    const changed: unknown[] = []
    provider.on('chainChanged', (id: unknown) => changed.push(id))
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).toBe(null)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(changed).toEqual(['0x7a6a'])
    // The frame hears of the chain only with a request, which runs on the chain it names.
    expect(sent).toEqual([])
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(31338)
    expect(sent).toEqual([
      { type: 'RPC_REQUEST', payload: { method: 'eth_blockNumber', params: [], chainId: 31338 } },
    ])
  })

  it('refuses a switch to something that is not a chain id, and stays where it was', async () => {
    const { provider } = providerOnChain(31337)
    for (const chainId of ['0x0', 'mainnet', undefined])
      await expect(
        provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
      ).rejects.toMatchObject({ code: -32602 })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})
