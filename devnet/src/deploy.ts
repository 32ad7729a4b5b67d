import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import artifacts from '../contracts/artifacts.json' with { type: 'json' }
import {
  DEPLOYER_INDEX,
  FIXTURE_HOLDER_INDEX,
  MINTED_PER_ACCOUNT,
  type TestTokenInfo,
  testAccount,
  testFixtures,
  testNft,
  testTokens,
} from './chains.ts'

const tokenArtifact = artifacts.artifacts.TestToken
const nftArtifact = artifacts.artifacts.TestNFT
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Deploys the test tokens and the test NFT collection to a fresh devnet chain, mints
 * {@link MINTED_PER_ACCOUNT} of each token to the ten test accounts and the NFTs to their holders. Fails if a token lands anywhere but its expected deterministic address.
 *
 * @example
 * const tokens = await deployTestTokens('http://127.0.0.1:8545', 31337)
 */
export async function deployTestTokens(rpcUrl: string, chainId: number): Promise<TestTokenInfo[]> {
  const chain = { ...foundry, id: chainId }
  const account = testAccount(DEPLOYER_INDEX)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const deploy = async (
    artifact: { abi: unknown[]; bytecode: string },
    args: unknown[],
    expected: string,
  ): Promise<void> => {
    const hash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode as Hex, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`Contract deployed at ${receipt.contractAddress}, expected ${expected}`)
    }
  }
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
  const nft = testNft()
  const nftHash = await wallet.deployContract({
    abi: nftArtifact.abi,
    bytecode: nftArtifact.bytecode as Hex,
    args: [nft.name, nft.symbol],
  })
  const nftReceipt = await client.waitForTransactionReceipt({ hash: nftHash, pollingInterval: 50 })
  if (nftReceipt.contractAddress?.toLowerCase() !== nft.address.toLowerCase()) {
    throw new Error(`${nft.symbol} deployed at ${nftReceipt.contractAddress}, expected ${nft.address}`)
  }
  const fixtures = testFixtures()
  await deploy(nftArtifact, [fixtures.spamNft.name, fixtures.spamNft.symbol], fixtures.spamNft.address)
  const hostile = fixtures.hostileToken
  await deploy(tokenArtifact, [hostile.name, hostile.symbol, hostile.decimals], hostile.address)
  const hostileNft = fixtures.hostileNft
  await deploy(nftArtifact, [hostileNft.name, hostileNft.symbol], hostileNft.address)
  const holder = testAccount(FIXTURE_HOLDER_INDEX).address
  const hashes: Hex[] = []
  // One at a time: each transaction takes the deployer's next nonce.
  for (const collection of [fixtures.spamNft, hostileNft]) {
    for (const id of collection.ids) {
      hashes.push(
        await wallet.writeContract({
          address: collection.address,
          abi: mintAbi,
          functionName: 'mint',
          args: [holder, BigInt(id)],
        }),
      )
    }
  }
  hashes.push(
    await wallet.writeContract({
      address: hostile.address,
      abi: mintAbi,
      functionName: 'mint',
      args: [holder, parseUnits('42', hostile.decimals)],
    }),
  )
  for (const [holder, ids] of Object.entries(nft.holdings)) {
    for (const id of ids) {
      hashes.push(
        await wallet.writeContract({
          address: nft.address,
          abi: mintAbi,
          functionName: 'mint',
          args: [testAccount(Number(holder)).address, BigInt(id)],
        }),
      )
    }
  }
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
