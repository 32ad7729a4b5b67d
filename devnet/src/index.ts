/**
 * @latch/devnet: the local chain stack. `startDevnet()` spawns the two anvil chains, deploys the test
 * tokens, funds the test accounts, deploys Uniswap V2 with seeded pools, the smart-account
 * implementation, ERC-4337's EntryPoint with a verifying paymaster, and runs a bundler per chain.
 */

import { deployAccountAbstraction } from './account-abstraction.ts'
import { deployAmm } from './amm.ts'
import { type AnvilInstance, startAnvil } from './anvil.ts'
import { BITCOIN_DEVNET } from './bitcoin/chain.ts'
import { type EsploraFixture, startEsplora } from './bitcoin/esplora.ts'
import { type BundlerInstance, startBundler } from './bundler.ts'
import { DEVNET_CHAINS, type TestTokenInfo } from './chains.ts'
import { deployTestTokens } from './deploy.ts'
import { fundTreasury } from './onramp/treasury.ts'
import { deploySmartAccount } from './smart-account.ts'
import { SOLANA_DEVNET } from './solana/facts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './solana/rpc.ts'

export { deployAccountAbstraction } from './account-abstraction.ts'
export { deployAmm, ROUTER_ABI } from './amm.ts'
export { anvilBinary, startAnvil } from './anvil.ts'
export { startBundler } from './bundler.ts'
export {
  AMM_POOLS,
  ammContracts,
  DEVNET_CHAINS,
  type DevnetChain,
  ENTRY_POINT_V08,
  FIXTURE_HOLDER_INDEX,
  smartAccountImplementation,
  TEST_MNEMONIC,
  testAccount,
  testFixtures,
  testNft,
  testTokens,
} from './chains.ts'
export { deployTestTokens } from './deploy.ts'
export { ACCOUNT_FACTORY, type ContractArtifact, OWNED_ACCOUNT } from './owned-account.ts'
export { deploySmartAccount } from './smart-account.ts'

/** A running devnet. */
export type Devnet = {
  /** Each EVM chain, with its ERC-4337 bundler (EntryPoint v0.8 and the verifying paymaster deployed). */
  chains: { id: number; name: string; rpcUrl: string; bundlerUrl: string; tokens: TestTokenInfo[] }[]
  /** The Solana chain (LiteSVM behind a JSON-RPC server). */
  solana: { caipNetworkId: string; rpcUrl: string }
  /** The Bitcoin chain's Esplora fixture (regtest). */
  bitcoin: { caipNetworkId: string; esploraUrl: string }
  stop: () => Promise<void>
}

/**
 * Starts every devnet chain, deploys the test tokens and mints them to the test accounts.
 * `portOffset` moves all ports (tests use 10000 so they never meet a running `npm start`).
 *
 * @example
 * const devnet = await startDevnet()
 * console.log(devnet.chains[0].rpcUrl) // http://127.0.0.1:8545
 * await devnet.stop()
 */
export async function startDevnet(opts: { portOffset?: number } = {}): Promise<Devnet> {
  const offset = opts.portOffset ?? 0
  const started: (AnvilInstance | BundlerInstance)[] = []
  let solana: SolanaDevnet | undefined
  let esplora: EsploraFixture | undefined
  const stop = async () => {
    await Promise.all([...started.map((a) => a.stop()), solana?.close(), esplora?.close()])
  }
  try {
    const chains = await Promise.all(
      DEVNET_CHAINS.map(async (c) => {
        const anvil = await startAnvil({ port: c.port + offset, chainId: c.id })
        started.push(anvil)
        const tokens = await deployTestTokens(anvil.rpcUrl, c.id)
        await deployAmm(anvil.rpcUrl, c.id)
        await deploySmartAccount(anvil.rpcUrl, c.id)
        await deployAccountAbstraction(anvil.rpcUrl, c.id)
        await fundTreasury(anvil.rpcUrl, c.id)
        const bundler = await startBundler({
          rpcUrl: anvil.rpcUrl,
          chainId: c.id,
          port: c.bundlerPort + offset,
        })
        started.push(bundler)
        return { id: c.id, name: c.name, rpcUrl: anvil.rpcUrl, bundlerUrl: bundler.url, tokens }
      }),
    )
    solana = await startSolanaDevnet({ port: SOLANA_DEVNET.port + offset })
    esplora = await startEsplora({ port: BITCOIN_DEVNET.port + offset })
    return {
      chains,
      solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url },
      bitcoin: { caipNetworkId: BITCOIN_DEVNET.caipNetworkId, esploraUrl: esplora.url },
      stop,
    }
  } catch (e) {
    await stop()
    throw e
  }
}
