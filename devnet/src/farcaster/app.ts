/**
 * The devnet's Farcaster: the IdRegistry stand-in at the real registry's address on a devnet chain
 * (where Farcaster's clients look an account's id up), and a Farcaster app that approves a Sign In With
 * Farcaster request as the visitor's app would: it signs the EIP-4361 message with the account that
 * holds the id (its custody) and posts it to the relay.
 */
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  getAddress,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  type PublicClient,
  pad,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import artifacts from '../../contracts/artifacts.json' with { type: 'json' }
import { FARCASTER_CUSTODY_INDEX, testAccount } from '../chains.ts'
import { OWNED_ACCOUNT } from '../owned-account.ts'

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
] as const

/**
 * Puts the IdRegistry stand-in at the registry's address on the chain at `rpcUrl`, once: its runtime
 * code (what running its creation code returns, through `eth_call`) set there with `anvil_setCode`. No
 * transaction, so no sender's nonce to race on.
 *
 * @example
 * await installIdRegistry('http://127.0.0.1:8545')
 */
export async function installIdRegistry(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  if (((await client.getCode({ address: ID_REGISTRY_ADDRESS })) ?? '0x').length > 2) return
  await placeCode(client, ID_REGISTRY_ADDRESS, registry.bytecode as Hex, 'the IdRegistry stand-in')
}

/**
 * Sets at `at` the runtime code that `creationCode` (constructor arguments appended) returns when run
 * through `eth_call`: a contract in place with no transaction. Its constructor's storage writes are not
 * kept; the caller sets what it needs with `anvil_setStorageAt`.
 */
async function placeCode(client: PublicClient, at: Address, creationCode: Hex, what: string): Promise<void> {
  const { data } = await client.call({ data: creationCode })
  if (!data) throw new Error(`${what} gave no code`)
  await client.request({ method: 'anvil_setCode' as never, params: [at, data] as never })
}

/**
 * A smart-contract wallet owned by `owner` (ERC-1271: it accepts its owner's signatures), placed at a
 * fresh address with no transaction (its runtime code through `eth_call`, its owner in slot 0): a
 * Farcaster id's custody that is a contract. Returns its address.
 *
 * @example
 * const custody = await placeContractCustody(rpcUrl, owner.address)
 */
export async function placeContractCustody(rpcUrl: string, owner: Address): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const at = privateKeyToAddress(generatePrivateKey())
  const creationCode = (OWNED_ACCOUNT.bytecode +
    encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)) as Hex
  await placeCode(client, at, creationCode, 'the contract custody')
  await client.request({
    method: 'anvil_setStorageAt' as never,
    params: [at, pad('0x0'), pad(owner)] as never,
  })
  return at
}

/**
 * Gives `custody` (an address: a key's, or a contract's) a Farcaster id in the stand-in, written straight
 * into its storage (`anvil_setStorageAt`: no transaction, so tests running side by side never race on a
 * sender's nonce); returns the id (the one it holds already, if any).
 *
 * @example
 * const fid = await registerFid('http://127.0.0.1:8545', account.address)
 */
export async function registerFid(rpcUrl: string, custody: Address): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const known = Number(
    await client.readContract({ address: ID_REGISTRY_ADDRESS, abi, functionName: 'idOf', args: [custody] }),
  )
  if (known > 0) return known
  const fid = 100_000 + Math.floor(Math.random() * 900_000_000)
  // idOf is the contract's first mapping (slot 0), custodyOf its second (slot 1).
  const slot = (key: Hex, index: bigint) =>
    keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [pad(key), index]))
  const set = (at: Hex, value: Hex) =>
    client.request({
      method: 'anvil_setStorageAt' as never,
      params: [ID_REGISTRY_ADDRESS, at, pad(value)] as never,
    })
  await set(slot(custody, 0n), toHex(fid))
  await set(slot(toHex(fid), 1n), custody)
  return fid
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

/** The devnet's test Farcaster account: its custody key (a devnet test key, public on purpose) and name. */
export const DEVNET_FARCASTER_USERNAME = 'devnet-caster'

/**
 * The devnet's Farcaster app for the relay's page: it approves a request as the test account (its id
 * given in the IdRegistry stand-in on the chain at `rpcUrl` on first use).
 *
 * @example
 * await startFarcasterRelay({ port: 8556, app: devnetFarcasterApp('http://127.0.0.1:8545') })
 */
export function devnetFarcasterApp(rpcUrl: string): (relayUrl: string, connectUrl: string) => Promise<void> {
  const signer = testAccount(FARCASTER_CUSTODY_INDEX)
  return async (relayUrl, connectUrl) => {
    const fid = await registerFid(rpcUrl, signer.address)
    await approveSignIn(relayUrl, connectUrl, { signer, fid, username: DEVNET_FARCASTER_USERNAME })
  }
}
