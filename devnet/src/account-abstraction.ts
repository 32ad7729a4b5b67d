/**
 * ERC-4337 on a devnet chain: EntryPoint v0.8 from `@account-abstraction/contracts` (its published
 * artifact, at its canonical address through the deterministic deployer anvil ships) and the devnet's
 * verifying paymaster, funded in the EntryPoint so the user operations it signs cost their senders nothing.
 */
import entryPoint from '@account-abstraction/contracts/artifacts/EntryPoint.json' with { type: 'json' }
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { foundry } from 'viem/chains'
import artifacts from '../contracts/artifacts.json' with { type: 'json' }
import {
  ENTRY_POINT_DEPLOYER_INDEX,
  ENTRY_POINT_V08,
  PAYMASTER_DEPLOYER_INDEX,
  PAYMASTER_SIGNER_INDEX,
  testAccount,
  verifyingPaymaster,
} from './chains.ts'

/** The deterministic deployment proxy anvil has at genesis, and the salt of EntryPoint v0.8's public deployment. */
const CREATE2_DEPLOYER: Hex = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** What the paymaster holds in the EntryPoint to pay with. */
export const PAYMASTER_DEPOSIT = parseEther('1000')

/**
 * Deploys EntryPoint v0.8 and the verifying paymaster (signer: the devnet's paymaster signer), and
 * deposits {@link PAYMASTER_DEPOSIT} for it; fails if either lands anywhere but its expected address.
 *
 * @example
 * await deployAccountAbstraction('http://127.0.0.1:8545', 31337)
 */
export async function deployAccountAbstraction(rpcUrl: string, chainId: number): Promise<void> {
  const chain = { ...foundry, id: chainId }
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain, transport })
  const account = testAccount(PAYMASTER_DEPLOYER_INDEX)
  const sender = testAccount(ENTRY_POINT_DEPLOYER_INDEX)
  const test = createTestClient({ chain, mode: 'anvil', transport })
  await test.setBalance({ address: account.address, value: PAYMASTER_DEPOSIT + parseEther('10') })
  await test.setBalance({ address: sender.address, value: parseEther('10') })
  const wallet = createWalletClient({ account, chain, transport })
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`devnet ERC-4337 deployment reverted: ${hash}`)
    return receipt
  }
  if (!(await client.getCode({ address: ENTRY_POINT_V08 }))) {
    await mined(
      await createWalletClient({ account: sender, chain, transport }).sendTransaction({
        to: CREATE2_DEPLOYER,
        data: concat([ENTRY_POINT_SALT, entryPoint.bytecode as Hex]),
        gas: 8_000_000n,
      }),
    )
    if (!(await client.getCode({ address: ENTRY_POINT_V08 })))
      throw new Error(`EntryPoint v0.8 is not at ${ENTRY_POINT_V08}`)
  }
  const paymaster = artifacts.artifacts.VerifyingPaymaster
  const receipt = await mined(
    await wallet.deployContract({
      abi: paymaster.abi,
      bytecode: paymaster.bytecode as Hex,
      args: [ENTRY_POINT_V08, testAccount(PAYMASTER_SIGNER_INDEX).address],
    }),
  )
  if (receipt.contractAddress?.toLowerCase() !== verifyingPaymaster().toLowerCase())
    throw new Error(
      `VerifyingPaymaster deployed at ${receipt.contractAddress}, expected ${verifyingPaymaster()}`,
    )
  await mined(
    await wallet.writeContract({
      address: verifyingPaymaster(),
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT,
    }),
  )
}
