/**
 * Pending-transaction watching against a real anvil with automine off, so a sent transaction stays
 * pending until the test mines it.
 */
import { createLatch, createMemoryStorage } from '@latch/core'
import { PENDING_TRANSACTIONS_LIMIT } from '@latch/core/internal/connect/manager'
import { defineEvmNetwork } from '@latch/core/networks'
import { startAnvil, testAccount } from '@latch/devnet'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { evmAdapter } from './evm-adapter.ts'

let anvil: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  anvil = await startAnvil({ port: 18_600, chainId: 31337, args: ['--no-mining'] })
})
afterAll(() => anvil.stop())

it('"Account change while connected starts pending-transaction watching"; a pending send refreshes the balance', async () => {
  const page = new EventTarget()
  const chains = [{ id: 31337, name: 'Pending', rpcUrl: anvil.rpcUrl }]
  const wallet = createDevWallet({ chains, accountIndex: 2 })
  const stopAnnounce = wallet.announce(page)
  const network = defineEvmNetwork({
    id: 31337,
    name: 'Pending',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: foundry.nativeCurrency,
  })
  const latch = createLatch({
    networks: [network],
    adapters: [evmAdapter({ target: page })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
    pendingTransactionsFilter: { enable: true, pollingInterval: 1_000 },
  })
  const unmount = latch.mount()
  let seen = 0
  latch.on('pendingTransactions', () => seen++)
  await latch.connect('dev.latch.wallet')
  await latch.account.refreshBalance()
  const before = latch.getState().balance
  const sender = createWalletClient({
    account: testAccount(2),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  await new Promise((r) => setTimeout(r, 1_200))
  await sender.sendTransaction({ to: testAccount(8).address, value: parseEther('1') })
  await expect.poll(() => seen, { timeout: 5_000 }).toBeGreaterThan(0)
  await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: [] }),
  })
  await latch.account.refreshBalance({ force: true })
  const after = latch.getState().balance
  expect(
    before.status === 'ready' && after.status === 'ready' && before.balance.value - after.balance.value,
  ).toBeGreaterThan(parseEther('1'))
  expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
  unmount()
  stopAnnounce()
}, 20_000)
