/**
 * The devnet's fixed facts: its two chains, the roles of the standard anvil test accounts and the deterministic
 * addresses of the test tokens. Browser-safe: no Node imports.
 */
import { ENTRY_POINT_V08 as CORE_ENTRY_POINT_V08 } from '@latch/core/frame'
import { getContractAddress, type Hex } from 'viem'
import { testAddress } from './test-addresses.ts'

export { TEST_MNEMONIC, testAccount, testSeed } from './test-accounts.ts'
export { testAddress } from './test-addresses.ts'

/** A devnet chain: its id, its default port, and its ERC-4337 bundler's. */
export type DevnetChain = {
  id: number
  name: string
  port: number
  bundlerPort: number
}

/** Chain 31337 on port 8545 (its bundler on 4337) and chain 31338 on port 8546 (4338). */
export const DEVNET_CHAINS: readonly DevnetChain[] = [
  { id: 31337, name: 'Latch Devnet A', port: 8545, bundlerPort: 4337 },
  { id: 31338, name: 'Latch Devnet B', port: 8546, bundlerPort: 4338 },
]

/** A running devnet chain: its id, its name, where its RPC answers, and its bundler's, when it runs one. */
export type DevnetChainEndpoint = { id: number; name: string; rpcUrl: string; bundlerUrl?: string }

/** Index of the account that deploys the test contracts (the last of the ten funded ones). */
export const DEPLOYER_INDEX = 9

/** A test token the devnet deploys on every chain. */
export type TestTokenInfo = {
  symbol: string
  name: string
  decimals: number
  address: Hex
}

const deployer = () => testAddress(DEPLOYER_INDEX)

/**
 * The test tokens, in deployment order. Their addresses follow from the deployer and its nonce, so
 * they are the same on both chains and on every start.
 *
 * @example
 * const [usd, token] = testTokens() // usd.decimals === 6, token.decimals === 18
 */
export function testTokens(): TestTokenInfo[] {
  return [
    { name: 'Latch USD', symbol: 'LUSD', decimals: 6 },
    { name: 'Latch Token', symbol: 'LTK', decimals: 18 },
  ].map((t, i) => ({ ...t, address: getContractAddress({ from: deployer(), nonce: BigInt(i) }) }))
}

/** The devnet's ERC-721 collection and who holds which token ids after start. */
export function testNft(): {
  name: string
  symbol: string
  address: Hex
  holdings: Record<number, number[]>
} {
  return {
    name: 'Latch Collectibles',
    symbol: 'LCOL',
    address: getContractAddress({ from: deployer(), nonce: 2n }),
    holdings: { 0: [1, 2, 3], 1: [4, 5] },
  }
}

/** The test account that holds the devnet's hostile fixtures (and no one else does). */
export const FIXTURE_HOLDER_INDEX = 7

/**
 * Fixtures for the kit's defences, held by {@link FIXTURE_HOLDER_INDEX} only: an NFT collection the
 * server flags as spam (its transfers must not show in activity) and an ERC-20 whose name and symbol
 * are HTML, and an NFT collection named in HTML (they must be shown as text, never run). Deployed after
 * {@link testNft} (nonces 3, 4 and 5).
 */
export function testFixtures(): {
  spamNft: { name: string; symbol: string; address: Hex; ids: number[] }
  hostileToken: TestTokenInfo
  hostileNft: { name: string; symbol: string; address: Hex; ids: number[] }
} {
  return {
    spamNft: {
      name: 'Free Airdrop Voucher',
      symbol: 'SPAM',
      address: getContractAddress({ from: deployer(), nonce: 3n }),
      ids: [1],
    },
    hostileToken: {
      name: '<img src=x onerror="window.__latchXss=1">Hostile',
      symbol: '<b>XSS</b>',
      decimals: 18,
      address: getContractAddress({ from: deployer(), nonce: 4n }),
    },
    hostileNft: {
      name: '<svg onload="window.__latchXss=2">Hostile NFT',
      symbol: '<i>HNFT</i>',
      address: getContractAddress({ from: deployer(), nonce: 5n }),
      ids: [1],
    },
  }
}

/** Whole tokens of each test token minted to each test account at start. */
export const MINTED_PER_ACCOUNT = 1_000_000n

/**
 * The account that deploys the devnet's Uniswap V2 and holds its liquidity: the mnemonic's eleventh
 * account (anvil funds ten; the devnet funds this one itself), so no test account's balances move.
 */
export const AMM_DEPLOYER_INDEX = 10

/**
 * The devnet's Uniswap V2 (the published artifacts, unmodified): WETH9, the factory and Router02, at
 * addresses that follow from their deployer's first three nonces, the same on both chains.
 *
 * @example
 * const { router } = ammContracts() // 0x… on 31337 and 31338 alike
 */
export function ammContracts(): { weth: Hex; factory: Hex; router: Hex } {
  const from = testAddress(AMM_DEPLOYER_INDEX)
  return {
    weth: getContractAddress({ from, nonce: 0n }),
    factory: getContractAddress({ from, nonce: 1n }),
    router: getContractAddress({ from, nonce: 2n }),
  }
}

/** The account that deploys the devnet's smart-account implementation: the mnemonic's twelfth. */
export const SMART_ACCOUNT_DEPLOYER_INDEX = 11

/**
 * Simple7702Account from `@account-abstraction/contracts` 0.8 (its published artifact, unmodified): the
 * code an embedded wallet's account runs once it upgrades through EIP-7702. Its deployer's first nonce,
 * so the same address on both chains.
 *
 * @example
 * const implementation = smartAccountImplementation() // 0x… on 31337 and 31338 alike
 */
export function smartAccountImplementation(): Hex {
  return getContractAddress({ from: testAddress(SMART_ACCOUNT_DEPLOYER_INDEX), nonce: 0n })
}

/**
 * ERC-4337's EntryPoint v0.8 at its canonical address: the devnet deploys the published artifact through
 * the deterministic deployer with the salt of its public deployment, so it lands where Simple7702Account
 * (whose `entryPoint()` is this constant) and bundlers expect it.
 */
export const ENTRY_POINT_V08: Hex = CORE_ENTRY_POINT_V08

/**
 * The accounts of ERC-4337 on the devnet: who sends the EntryPoint's deployment, who deploys the
 * verifying paymaster, the paymaster's signer, and the bundler's executor and utility accounts.
 */
export const ENTRY_POINT_DEPLOYER_INDEX = 16
export const PAYMASTER_DEPLOYER_INDEX = 12
export const PAYMASTER_SIGNER_INDEX = 13
export const BUNDLER_EXECUTOR_INDEX = 14
export const BUNDLER_UTILITY_INDEX = 15

/**
 * The devnet's verifying paymaster (`contracts/VerifyingPaymaster.sol`, on the account-abstraction
 * package's BasePaymaster): it pays for the user operations the Latch server's paymaster service signs
 * with {@link PAYMASTER_SIGNER_INDEX}'s key. Its deployer's first nonce, the same on both chains.
 *
 * @example
 * const paymaster = verifyingPaymaster()
 */
export function verifyingPaymaster(): Hex {
  return getContractAddress({ from: testAddress(PAYMASTER_DEPLOYER_INDEX), nonce: 0n })
}

/**
 * The pools the devnet seeds, at the prices its server quotes (ETH $3,000, LUSD $1, LTK $0.50):
 * native ETH against each test token, and the two tokens against each other. Amounts in whole units.
 */
export const AMM_POOLS = [
  { a: 'ETH', b: 'LUSD', amountA: 100, amountB: 300_000 },
  { a: 'ETH', b: 'LTK', amountA: 100, amountB: 600_000 },
  { a: 'LUSD', b: 'LTK', amountA: 100_000, amountB: 200_000 },
] as const

/**
 * The account the devnet's Latch server delivers bought coins from (the on-ramp's treasury): the
 * mnemonic's twelfth account, funded by the devnet itself, so no test account's balances move.
 */
export const ONRAMP_TREASURY_INDEX = 11
/** The devnet's test Farcaster account's custody (it signs sign-ins; it sends nothing). */
export const FARCASTER_CUSTODY_INDEX = 18
