import type { Latch } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { useLatchInstance } from './context.ts'
import { useLatchAccount, useLatchNetwork } from './hooks.ts'
import { connectDevWallet, renderLatch } from './test/render.tsx'

/** What the hooks say, beside what the instance's getters say, in one line a test can read. */
function Probe() {
  const latch = useLatchInstance()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  return (
    <output aria-label="probe">
      {JSON.stringify({
        hook: { address: account.address ?? null, network: network.caipNetwork?.name ?? null },
        getters: { address: latch.getAccount().address ?? null, network: latch.getNetwork()?.name ?? null },
      })}
    </output>
  )
}

const probe = async () => JSON.parse((await page.getByLabelText('probe').element()).textContent ?? '{}')

describe('useLatchAccount and useLatchNetwork', () => {
  it("agree with latch.getAccount() and latch.getNetwork(): the selected network before a wallet, the wallet's after", async () => {
    const { latch, wallet }: { latch: Latch; wallet: { address: string } } = renderLatch(
      {},
      { children: <Probe /> },
    )
    await expect.element(page.getByLabelText('probe')).toBeInTheDocument()
    const first = latch.options.networks[0]!.name
    expect(await probe()).toEqual({
      hook: { address: null, network: first },
      getters: { address: null, network: first },
    })
    await connectDevWallet()
    await expect.element(page.getByLabelText('probe')).toHaveTextContent(wallet.address)
    const connected = await probe()
    expect(connected.hook).toEqual(connected.getters)
    expect(connected.hook).toEqual({ address: wallet.address, network: first })
  })
})
