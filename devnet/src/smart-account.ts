/**
 * The smart-account implementation on a devnet chain: Simple7702Account from `@account-abstraction/contracts`
 * 0.8, from its published artifact, unmodified. An account delegates to it through EIP-7702 (anvil runs
 * the latest hardfork) and keeps its address; `executeBatch` then runs a batch's calls atomically.
 */
import simple7702 from '@account-abstraction/contracts/artifacts/Simple7702Account.json' with { type: 'json' }
import { createPublicClient, createTestClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { SMART_ACCOUNT_DEPLOYER_INDEX, smartAccountImplementation, testAccount } from './chains.ts'

/**
 * Deploys Simple7702Account to a devnet chain; fails if it lands anywhere but its expected address.
 *
 * @example
 * await deploySmartAccount('http://127.0.0.1:8545', 31337)
 */
export async function deploySmartAccount(rpcUrl: string, chainId: number): Promise<void> {
  const chain = { ...foundry, id: chainId }
  const account = testAccount(SMART_ACCOUNT_DEPLOYER_INDEX)
  const transport = http(rpcUrl)
  await createTestClient({ chain, mode: 'anvil', transport }).setBalance({
    address: account.address,
    value: parseEther('10'),
  })
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.deployContract({ abi: simple7702.abi, bytecode: simple7702.bytecode as Hex })
  const receipt = await createPublicClient({ chain, transport }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  const expected = smartAccountImplementation()
  if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase())
    throw new Error(`Simple7702Account deployed at ${receipt.contractAddress}, expected ${expected}`)
}
