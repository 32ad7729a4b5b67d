import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import artifacts from '../contracts/artifacts.json' with { type: 'json' }
import { DEPLOYER_INDEX, MINTED_PER_ACCOUNT, type TestTokenInfo, testAccount, testTokens } from './chains.ts'

const tokenArtifact = artifacts.artifacts.TestToken
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Deploys the test tokens to a fresh devnet chain and mints {@link MINTED_PER_ACCOUNT} of each to the
 * ten test accounts. Fails if a token lands anywhere but its expected deterministic address.
 *
 * @example
 * const tokens = await deployTestTokens('http://127.0.0.1:8545', 31337)
 */
export async function deployTestTokens(rpcUrl: string, chainId: number): Promise<TestTokenInfo[]> {
  const chain = { ...foundry, id: chainId }
  const account = testAccount(DEPLOYER_INDEX)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const tokens = testTokens()
  for (const token of tokens) {
    const hash = await wallet.deployContract({
      abi: tokenArtifact.abi,
      bytecode: tokenArtifact.bytecode as Hex,
      args: [token.name, token.symbol, token.decimals],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.contractAddress?.toLowerCase() !== token.address.toLowerCase()) {
      throw new Error(`${token.symbol} deployed at ${receipt.contractAddress}, expected ${token.address}`)
    }
  }
  const hashes: Hex[] = []
  for (const token of tokens) {
    for (let i = 0; i < 10; i++) {
      hashes.push(
        await wallet.writeContract({
          address: token.address,
          abi: mintAbi,
          functionName: 'mint',
          args: [testAccount(i).address, parseUnits(String(MINTED_PER_ACCOUNT), token.decimals)],
        }),
      )
    }
  }
  await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })))
  return tokens
}
