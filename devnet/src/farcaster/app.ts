/**
 * The devnet's Farcaster: the IdRegistry stand-in at the real registry's address on a devnet chain
 * (where Farcaster's clients look an account's id up), and a Farcaster app that approves a Sign In With
 * Farcaster request as the visitor's app would: it signs the EIP-4361 message with the account that
 * holds the id (its custody) and posts it to the relay.
 */
import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type LocalAccount,
} from 'viem'
import { foundry } from 'viem/chains'
import { createSiweMessage } from 'viem/siwe'
import artifacts from '../../contracts/artifacts.json' with { type: 'json' }

/** Farcaster's IdRegistry on Optimism: where `@farcaster/auth-client` reads who holds an id. */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** The chain id a Sign In With Farcaster message names (Optimism). */
const FARCASTER_CHAIN_ID = 10

const registry = artifacts.artifacts.IdRegistry
const abi = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: '', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'register',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'custody', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
] as const

/** A public and a wallet client of the devnet chain at `rpcUrl`, paying from `account`. */
async function clients(rpcUrl: string, account: Account) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const chain = { ...foundry, id: await client.getChainId() }
  return { client, wallet: createWalletClient({ account, chain, transport: http(rpcUrl) }) }
}

/**
 * Puts the IdRegistry stand-in at the registry's address on the chain at `rpcUrl` (once; anvil's
 * `anvil_setCode` with the code of a copy deployed by `deployer`).
 *
 * @example
 * await installIdRegistry('http://127.0.0.1:8545', testAccount(0))
 */
export async function installIdRegistry(rpcUrl: string, deployer: Account): Promise<void> {
  const { client, wallet } = await clients(rpcUrl, deployer)
  if (((await client.getCode({ address: ID_REGISTRY_ADDRESS })) ?? '0x').length > 2) return
  const hash = await wallet.deployContract({ abi: registry.abi, bytecode: registry.bytecode as Hex })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const code = await client.getCode({ address: contractAddress! })
  await client.request({ method: 'anvil_setCode' as never, params: [ID_REGISTRY_ADDRESS, code] as never })
}

/**
 * Registers a Farcaster id held by `custody` (an address: a key's, or a contract's) in the stand-in;
 * returns it (the one it holds already, if any).
 *
 * @example
 * const fid = await registerFid('http://127.0.0.1:8545', testAccount(0), account.address)
 */
export async function registerFid(rpcUrl: string, payer: Account, custody: Address): Promise<number> {
  const { client, wallet } = await clients(rpcUrl, payer)
  const read = async () =>
    Number(
      await client.readContract({ address: ID_REGISTRY_ADDRESS, abi, functionName: 'idOf', args: [custody] }),
    )
  const known = await read()
  if (known > 0) return known
  const hash = await wallet.writeContract({
    address: ID_REGISTRY_ADDRESS,
    abi,
    functionName: 'register',
    args: [custody],
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return read()
}

/** What a `farcaster://connect` URL carries: the channel and what the app asked the visitor to sign. */
export function readConnectUrl(url: string): {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
} {
  const params = new URL(url).searchParams
  const get = (k: string) => {
    const v = params.get(k)
    if (!v) throw new Error(`the Farcaster URL has no ${k}`)
    return v
  }
  return {
    channelToken: get('channelToken'),
    nonce: get('nonce'),
    siweUri: get('siweUri'),
    domain: get('domain'),
  }
}

/**
 * Approves a sign-in request as the visitor's Farcaster app: the EIP-4361 message for `fid`, signed by
 * `signer` (the id's custody, unless a test says otherwise), posted to the relay's channel.
 *
 * @example
 * await approveSignIn(relay.url, url, { signer: account, fid, username: 'alice' })
 */
export async function approveSignIn(
  relayUrl: string,
  connectUrl: string,
  opts: { signer: LocalAccount; fid: number; username?: string; domain?: string; custody?: Address },
): Promise<void> {
  const { channelToken, nonce, siweUri, domain } = readConnectUrl(connectUrl)
  const message = createSiweMessage({
    domain: opts.domain ?? domain,
    address: getAddress(opts.custody ?? opts.signer.address),
    statement: 'Farcaster Auth',
    uri: siweUri,
    version: '1',
    chainId: FARCASTER_CHAIN_ID,
    nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${opts.fid}`],
  })
  const signature = await opts.signer.signMessage({ message })
  const res = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature,
      fid: opts.fid,
      username: opts.username ?? `fid${opts.fid}`,
      custody: opts.custody ?? opts.signer.address,
    }),
  })
  if (!res.ok) throw new Error(`the relay refused the answer: ${res.status}`)
}
