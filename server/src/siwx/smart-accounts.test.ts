/**
 * Sign-ins by smart accounts, verified through the chain: an account contract whose signatures are its
 * owner's (ERC-1271), deployed, and the same kind not deployed yet, whose signature carries its
 * factory call (ERC-6492). The devnet's `OwnedAccount` and its factory, deployed on the unit-test devnet.
 */

import { ACCOUNT_FACTORY, OWNED_ACCOUNT } from '@latch/devnet'
import type { SiwxNonceResponse, SiwxSignInResponse } from '@latch/protocol/api'
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer } from '../test/harness.ts'

const PAGE = 'http://127.0.0.1:5173'
describe('sign in with X by smart accounts', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let factory: Hex
  const owner = privateKeyToAccount(generatePrivateKey())
  const chain = () => inject('devnet')[0]!
  const publicClient = () => createPublicClient({ transport: http(chain().rpcUrl) })

  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
    // A deployer of its own, funded on the devnet chain.
    const deployer = privateKeyToAccount(generatePrivateKey())
    await publicClient().request({
      method: 'anvil_setBalance' as never,
      params: [deployer.address, toHex(parseEther('10'))] as never,
    })
    const wallet = createWalletClient({ account: deployer, transport: http(chain().rpcUrl) })
    const hash = await wallet.deployContract({
      abi: ACCOUNT_FACTORY.abi,
      bytecode: ACCOUNT_FACTORY.bytecode,
      chain: null,
    })
    factory = (await publicClient().waitForTransactionReceipt({ hash })).contractAddress!
    // One account deployed now.
    const created = await wallet.sendTransaction({
      to: factory,
      data: encodeFunctionData({
        abi: ACCOUNT_FACTORY.abi,
        functionName: 'create',
        args: [owner.address, toHex(1, { size: 32 })],
      }),
      chain: null,
    })
    await publicClient().waitForTransactionReceipt({ hash: created })
  })
  afterAll(() => s.stop())

  /** Where the factory deploys (or will deploy) the owner's account with `salt`. */
  const accountAt = (salt: number) =>
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: toHex(salt, { size: 32 }),
      bytecodeHash: keccak256(
        `${OWNED_ACCOUNT.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner.address]).slice(2)}`,
      ),
    })
  const messageFor = async (address: Hex) => {
    const res = await s.post('/v1/siwx/nonce', {}, {}, { origin: PAGE })
    const { nonce } = (await res.json()) as SiwxNonceResponse
    return createSiweMessage({
      address,
      chainId: chain().id,
      domain: new URL(PAGE).host,
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
  }
  const signIn = (message: string, signature: Hex) =>
    s.post('/v1/siwx/sessions', { message, signature }, {}, { origin: PAGE })

  it("verifies a deployed account's sign-in through its ERC-1271 isValidSignature, and refuses another key's", async () => {
    const account = accountAt(1)
    expect(await publicClient().getCode({ address: account })).not.toBeUndefined()
    const message = await messageFor(account)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const refused = await signIn(message, await stranger.signMessage({ message }))
    expect(refused.status).toBe(401)
    const res = await signIn(message, await owner.signMessage({ message }))
    expect(res.status).toBe(200)
    expect(((await res.json()) as SiwxSignInResponse).session.address).toBe(`eip155:${chain().id}:${account}`)
  })

  it('verifies an account not deployed yet through its ERC-6492 signature, deploying nothing', async () => {
    const account = accountAt(2)
    expect(await publicClient().getCode({ address: account })).toBeUndefined()
    const message = await messageFor(account)
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: ACCOUNT_FACTORY.abi,
        functionName: 'create',
        args: [owner.address, toHex(2, { size: 32 })],
      }),
      signature: await owner.signMessage({ message }),
    })
    const res = await signIn(message, signature)
    expect(res.status).toBe(200)
    expect(((await res.json()) as SiwxSignInResponse).session.address).toBe(`eip155:${chain().id}:${account}`)
    expect(await publicClient().getCode({ address: account })).toBeUndefined()
  })
})
