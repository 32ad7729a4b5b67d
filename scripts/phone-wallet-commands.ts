/**
 * Browser commands of the component tests (`vitest.config.ts`), run in Vitest's Node process: a phone
 * wallet — a WalletKit test wallet on the local relay, signing as a devnet account — pairs with the URI
 * the modal shows. Their types, as the tests call them, are in `packages/react/src/test/commands.ts`.
 */
import type { BrowserCommand } from 'vitest/node'
import type {} from '../devnet/src/vitest-context.ts'
import { startTestWallet, type TestWallet } from '../devnet/src/walletconnect/test-wallet.ts'
import type {} from '../packages/react/src/test/api-setup.ts'

const started: TestWallet[] = []

const pairPhoneWallet: BrowserCommand<[uri: string, accountIndex: number]> = async (
  { project },
  uri,
  accountIndex,
) => {
  // The wallet's client then makes no Verify or telemetry call: nothing leaves loopback.
  process.env.IS_VITEST = 'true'
  const { devnet, relayUrl } = project.getProvidedContext()
  const wallet = await startTestWallet({
    relayUrl,
    chains: devnet,
    accountIndex,
    storagePrefix: `phone${started.length}`,
  })
  started.push(wallet)
  await wallet.pair(uri)
  await wallet.approve(await wallet.nextProposal())
  return wallet.address
}

const stopPhoneWallets: BrowserCommand<[]> = async () => {
  for (const wallet of started.splice(0)) await wallet.stop()
}

/** The commands, for the browser project's config. */
export const phoneWalletCommands = { pairPhoneWallet, stopPhoneWallets }
