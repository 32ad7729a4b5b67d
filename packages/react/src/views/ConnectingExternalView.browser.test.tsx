/** ConnectingExternal: waiting for a browser wallet, its refusal and the retry, with the Dev Wallet. */
import { evmAdapter } from '@latch/evm'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { pickOnConnect, renderLatch } from '../test/render.tsx'

const connecting = () => page.getByRole('dialog', { name: 'Dev Wallet' })

describe('ConnectingExternal', () => {
  it('asks the visitor to continue in the wallet until it answers, then shows the account', async () => {
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const evm = evmAdapter()
    const r = renderLatch({ adapters: [{ ...evm, connect: (id) => answered.then(() => evm.connect(id)) }] })
    await pickOnConnect('Dev Wallet')
    await expect.element(connecting().getByText('Continue in Dev Wallet')).toBeVisible()
    await expect
      .element(connecting().getByText('Accept the connection request in your wallet.'))
      .toBeVisible()
    expect(connecting().getByRole('button', { name: 'Try again' }).elements()).toEqual([])
    expect(r.latch.getState().connections.eip155?.address).toBeUndefined()
    answer()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(r.latch.getState().connections.eip155?.address).toBe(r.wallet.address)
  })

  it('a declined connection says so with a retry, and the retry connects', async () => {
    const r = renderLatch()
    r.wallet.rejectNext()
    await pickOnConnect('Dev Wallet')
    await expect.element(connecting().getByText('Connection rejected')).toBeVisible()
    await expect.element(connecting().getByText('The wallet declined the request.')).toBeVisible()
    await connecting().getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(r.latch.getState().connections.eip155?.address).toBe(r.wallet.address)
  })

  it('a wallet that fails says so in its own words, with a retry', async () => {
    const evm = evmAdapter()
    let fail = true
    const r = renderLatch({
      adapters: [
        {
          ...evm,
          connect: (id) => (fail ? Promise.reject(new Error('The wallet is locked')) : evm.connect(id)),
        },
      ],
    })
    await pickOnConnect('Dev Wallet')
    await expect.element(connecting().getByText('Failed to connect')).toBeVisible()
    await expect.element(connecting().getByText('The wallet is locked')).toBeVisible()
    fail = false
    await connecting().getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(r.latch.getState().connections.eip155?.address).toBe(r.wallet.address)
  })
})
