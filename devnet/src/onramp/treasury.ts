/** Funds the on-ramp's treasury on a devnet chain: ether, and test tokens to deliver. */
import {
  createTestClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { DEPLOYER_INDEX, ONRAMP_TREASURY_INDEX, testAccount, testTokens } from '../chains.ts'

/**
 * Gives the treasury 1,000 ETH and 10,000,000 of each test token.
 *
 * @example
 * await fundTreasury('http://127.0.0.1:8545', 31337)
 */
export async function fundTreasury(rpcUrl: string, chainId: number): Promise<void> {
  const chain = { ...foundry, id: chainId }
  const treasury = testAccount(ONRAMP_TREASURY_INDEX).address
  await createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: treasury,
    value: parseEther('1000'),
  })
  const minter = createWalletClient({
    account: testAccount(DEPLOYER_INDEX),
    chain,
    transport: http(rpcUrl),
  }).extend(publicActions)
  for (const t of testTokens()) {
    const hash = await minter.writeContract({
      address: t.address,
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [treasury, parseUnits('10000000', t.decimals)],
    })
    await minter.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
}
