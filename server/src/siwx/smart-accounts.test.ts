/**
 * Sign-ins by smart accounts, verified through the chain: an account contract whose signatures are its
 * owner's (ERC-1271), deployed, and the same kind not deployed yet, whose signature carries its
 * factory call (ERC-6492). The contracts are compiled here with solc and deployed on the unit-test devnet.
 */
import type { SiwxNonceResponse, SiwxSignInResponse } from '@latch/core/api'
import solc from 'solc'
import {
  type Abi,
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
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An account whose signatures are its owner's (ERC-1271).
contract OwnedAccount {
    address public immutable owner;

    constructor(address o) {
        owner = o;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys accounts at addresses known before (CREATE2).
contract AccountFactory {
    function create(address o, bytes32 salt) external returns (address) {
        return address(new OwnedAccount{salt: salt}(o));
    }
}
`

type Compiled = { abi: Abi; evm: { bytecode: { object: string } } }
function compile(): Record<'OwnedAccount' | 'AccountFactory', { abi: Abi; bytecode: Hex }> {
  const out = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'Accounts.sol': { content: SOURCE } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    contracts: { 'Accounts.sol': Record<string, Compiled> }
    errors?: { severity: string; message: string }[]
  }
  const errors = out.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('\n'))
  const of = (name: string) => {
    const c = out.contracts['Accounts.sol'][name]!
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` as Hex }
  }
  return { OwnedAccount: of('OwnedAccount'), AccountFactory: of('AccountFactory') }
}

describe('sign in with X by smart accounts', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let factory: Hex
  const owner = privateKeyToAccount(generatePrivateKey())
  const contracts = compile()
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
      abi: contracts.AccountFactory.abi,
      bytecode: contracts.AccountFactory.bytecode,
      chain: null,
    })
    factory = (await publicClient().waitForTransactionReceipt({ hash })).contractAddress!
    // One account deployed now.
    const created = await wallet.sendTransaction({
      to: factory,
      data: encodeFunctionData({
        abi: contracts.AccountFactory.abi,
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
        `${contracts.OwnedAccount.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner.address]).slice(2)}`,
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
        abi: contracts.AccountFactory.abi,
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
