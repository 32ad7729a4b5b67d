import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { startTestWallet } from '@latch/devnet/walletconnect'
import { DEMO, expect, test } from './fixtures.ts'

const RELAY = 'ws://127.0.0.1:8555'
/** The test wallet signs with devnet account #9 (signatures only: no balance moves). */
const WALLET_ACCOUNT = 9
const SHORT_9 = '0xa0…a79720'

test('WalletConnect: the official-client test wallet pairs through the copied link; personal_sign reaches it and verifies', async ({
  person,
}) => {
  test.setTimeout(90_000)
  const wallet = await startTestWallet({
    relayUrl: RELAY,
    chains: DEFAULT_DEVNET_ENDPOINTS,
    accountIndex: WALLET_ACCOUNT,
  })
  try {
    await person.goto(DEMO)
    await person.role('button', 'Connect Wallet').click()
    await person.role('dialog', 'Connect Wallet').role('button', 'WalletConnect').click()
    const qr = person.role('dialog', 'WalletConnect')
    // What Copy link puts on the clipboard, read where it is written (no engine here lets a page read it back).
    await person.evaluate(() => {
      const w = window as unknown as { copied?: string }
      navigator.clipboard.writeText = async (text: string) => {
        w.copied = text
      }
    })
    await qr.role('button', 'Copy link').click()
    await person.text('Link copied').see()
    const uri = await person.evaluate(() => (window as unknown as { copied?: string }).copied ?? '')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await wallet.approve(await wallet.nextProposal())
    const account = person.role('dialog', 'Account')
    await account.text(SHORT_9).see(15_000)
    await account.role('button', 'Close').click()
    await person.role('button', 'Sign message').click()
    await person.text('Signature verified').see(15_000)
    expect((await wallet.waitForRequest('personal_sign')).chainId).toBe('eip155:31337')
  } finally {
    await wallet.stop()
  }
})
