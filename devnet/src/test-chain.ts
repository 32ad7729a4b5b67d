/**
 * A devnet chain as the tests of the embedded wallet, the server and the indexer use it: viem's view of
 * it, and fresh accounts on it (holding ETH, or already a smart account through EIP-7702).
 */
import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  type HttpTransport,
  http,
  type PublicClient,
  parseEther,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type DevnetChainEndpoint, smartAccountImplementation } from './chains.ts'

/** A fresh account on a devnet chain, and a wallet client of it. */
export type FundedAccount = {
  account: PrivateKeyAccount
  wallet: WalletClient<HttpTransport, Chain, PrivateKeyAccount>
}

/** A devnet chain as viem sees it, and fresh accounts on it. */
export type DevnetTestChain = {
  chain: Chain
  transport: HttpTransport
  client: PublicClient<HttpTransport, Chain>
  /** A fresh account holding `eth` (of `key`, when given). */
  fundedAccount: (eth: string, key?: Hex) => Promise<FundedAccount>
  /** A fresh account holding `eth` that already runs the devnet's Simple7702Account (same address). */
  smartAccount: (eth: string, key?: Hex) => Promise<FundedAccount>
}

/**
 * viem's chain, transport and public client for a running devnet chain, and fresh accounts on it.
 *
 * @example
 * const { chain, client, fundedAccount } = devnetTestChain(inject('devnet')[0]!)
 */
export function devnetTestChain(endpoint: DevnetChainEndpoint): DevnetTestChain {
  const chain = defineChain({
    id: endpoint.id,
    name: endpoint.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [endpoint.rpcUrl] } },
  })
  const transport = http(endpoint.rpcUrl)
  const client = createPublicClient({ chain, transport })

  async function fundedAccount(eth: string, key: Hex = generatePrivateKey()): Promise<FundedAccount> {
    const account = privateKeyToAccount(key)
    await createTestClient({ chain, mode: 'anvil', transport }).setBalance({
      address: account.address,
      value: parseEther(eth),
    })
    return { account, wallet: createWalletClient({ account, chain, transport }) }
  }

  async function smartAccount(eth: string, key: Hex = generatePrivateKey()): Promise<FundedAccount> {
    const funded = await fundedAccount(eth, key)
    const authorization = await funded.wallet.signAuthorization({
      contractAddress: smartAccountImplementation(),
      executor: 'self',
    })
    await client.waitForTransactionReceipt({
      hash: await funded.wallet.sendTransaction({
        to: funded.account.address,
        authorizationList: [authorization],
      }),
    })
    return funded
  }

  return { chain, transport, client, fundedAccount, smartAccount }
}

/** A fresh address nobody holds a key of in the tests: balances start at zero. */
export const someone = (): `0x${string}` => privateKeyToAccount(generatePrivateKey()).address
