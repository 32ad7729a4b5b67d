/**
 * Uniswap V2 on a devnet chain, from its published npm artifacts, unmodified (Router02 embeds the
 * pair's init-code hash, so the pair must be the one the factory of the same release creates), with
 * the pools of {@link AMM_POOLS} seeded, so quotes and swaps are real.
 */
import factory from '@uniswap/v2-core/build/UniswapV2Factory.json' with { type: 'json' }
import router from '@uniswap/v2-periphery/build/UniswapV2Router02.json' with { type: 'json' }
import weth from '@uniswap/v2-periphery/build/WETH9.json' with { type: 'json' }
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { foundry } from 'viem/chains'
import {
  AMM_DEPLOYER_INDEX,
  AMM_POOLS,
  ammContracts,
  DEPLOYER_INDEX,
  testAccount,
  testTokens,
} from './chains.ts'

const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
])
/** The Router02 functions the devnet and its tests use. */
export const ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

const bytecode = (artifact: { bytecode: string }): Hex =>
  (artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`) as Hex

/**
 * Deploys WETH9, the factory and Router02 to a devnet chain (after its test tokens) and seeds the
 * pools; fails if a contract lands anywhere but its expected address.
 *
 * @example
 * await deployAmm('http://127.0.0.1:8545', 31337)
 */
export async function deployAmm(rpcUrl: string, chainId: number): Promise<void> {
  const chain = { ...foundry, id: chainId }
  const account = testAccount(AMM_DEPLOYER_INDEX)
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ account, chain, transport })
  await createTestClient({ chain, mode: 'anvil', transport }).setBalance({
    address: account.address,
    value: parseEther('1000'),
  })
  const expected = ammContracts()
  const deploy = async (artifact: { abi: unknown[]; bytecode: string }, args: unknown[], at: Hex) => {
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: bytecode(artifact), args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.contractAddress?.toLowerCase() !== at.toLowerCase())
      throw new Error(`Uniswap V2 contract deployed at ${receipt.contractAddress}, expected ${at}`)
  }
  await deploy(weth, [], expected.weth)
  await deploy(factory, [account.address], expected.factory)
  await deploy(router, [expected.factory, expected.weth], expected.router)

  // The liquidity: the token deployer mints it to the AMM's account, which approves the router.
  const minter = createWalletClient({ account: testAccount(DEPLOYER_INDEX), chain, transport })
  const tokens = Object.fromEntries(testTokens().map((t) => [t.symbol, t]))
  const hashes: Hex[] = []
  for (const t of Object.values(tokens)) {
    hashes.push(
      await minter.writeContract({
        address: t.address,
        abi: tokenAbi,
        functionName: 'mint',
        args: [account.address, parseUnits('10000000', t.decimals)],
      }),
    )
    hashes.push(
      await wallet.writeContract({
        address: t.address,
        abi: tokenAbi,
        functionName: 'approve',
        args: [expected.router, maxUint256],
      }),
    )
  }
  await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  for (const pool of AMM_POOLS) {
    const b = tokens[pool.b]!
    const amountB = parseUnits(String(pool.amountB), b.decimals)
    const hash =
      pool.a === 'ETH'
        ? await wallet.writeContract({
            address: expected.router,
            abi: ROUTER_ABI,
            functionName: 'addLiquidityETH',
            args: [b.address, amountB, amountB, parseEther(String(pool.amountA)), account.address, deadline],
            value: parseEther(String(pool.amountA)),
          })
        : await wallet.writeContract({
            address: expected.router,
            abi: ROUTER_ABI,
            functionName: 'addLiquidity',
            args: [
              tokens[pool.a]!.address,
              b.address,
              parseUnits(String(pool.amountA), tokens[pool.a]!.decimals),
              amountB,
              0n,
              0n,
              account.address,
              deadline,
            ],
          })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Seeding the ${pool.a}/${pool.b} pool failed`)
  }
}
