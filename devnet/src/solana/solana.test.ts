import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  associatedTokenAccount,
  LAMPORTS_PER_SIGNATURE,
  SOLANA_DEVNET,
  SOLANA_TEST_LAMPORTS,
  type SolanaDevnet,
  solanaTestKey,
  solanaTestToken,
  startSolanaDevnet,
} from './index.ts'

let chain: SolanaDevnet
let rpc: ReturnType<typeof createSolanaRpc>
beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(chain.url)
})
afterAll(() => chain.close())

const signer = (i: number) => createKeyPairSignerFromPrivateKeyBytes(solanaTestKey(i).secret)

/** A signed transfer from test account `from`, as a wallet sends it (base64 wire bytes). */
async function transfer(
  from: number,
  instruction: (
    payer: Awaited<ReturnType<typeof signer>>,
  ) => Parameters<typeof appendTransactionMessageInstruction>[0],
) {
  const payer = await signer(from)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const tx = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(instruction(payer), m),
    ),
  )
  return { wire: getBase64EncodedWireTransaction(tx), signature: getSignatureFromTransaction(tx) }
}

describe('the devnet Solana chain', () => {
  it('reports its genesis hash, whose first 32 characters are its CAIP-2 reference', async () => {
    expect(await rpc.getGenesisHash().send()).toMatch(new RegExp(`^${SOLANA_DEVNET.reference}`))
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('funds the ten test accounts and mints each 1,000 of the test token', async () => {
    const owner = address(solanaTestKey(3).address)
    expect((await rpc.getBalance(owner).send()).value).toBe(SOLANA_TEST_LAMPORTS)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(solanaTestToken().mint) }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    expect(value[0]!.account.data.parsed.info.tokenAmount).toMatchObject({
      amount: '1000000000',
      decimals: 6,
      uiAmountString: '1000',
    })
    expect(value[0]!.pubkey).toBe(await associatedTokenAccount(owner, solanaTestToken().mint))
  })

  it('lands a SOL transfer: the balances move by the amount and the fee, and the status is final', async () => {
    const to = address(solanaTestKey(4).address)
    const from = address(solanaTestKey(2).address)
    const before = [(await rpc.getBalance(from).send()).value, (await rpc.getBalance(to).send()).value]
    const { wire, signature } = await transfer(2, (payer) =>
      getTransferSolInstruction({ source: payer, destination: to, amount: lamports(1_500_000_000n) }),
    )
    expect(
      await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send(),
    ).toBe(signature)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await rpc.getBalance(from).send()).value).toBe(
      before[0]! - 1_500_000_000n - LAMPORTS_PER_SIGNATURE,
    )
    expect((await rpc.getBalance(to).send()).value).toBe(before[1]! + 1_500_000_000n)
  })

  it('lands an SPL transfer_checked between the test accounts', async () => {
    const mint = address(solanaTestToken().mint)
    const source = await associatedTokenAccount(solanaTestKey(5).address, mint)
    const destination = await associatedTokenAccount(solanaTestKey(6).address, mint)
    const { wire } = await transfer(5, (payer) =>
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 2_500_000n,
        decimals: 6,
      }),
    )
    await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect((await rpc.getTokenAccountBalance(destination).send()).value.uiAmountString).toBe('1002.5')
    expect((await rpc.getTokenAccountBalance(source).send()).value.uiAmountString).toBe('997.5')
  })

  it('refuses in preflight a transfer beyond the balance, and records nothing', async () => {
    const { wire, signature } = await transfer(7, (payer) =>
      getTransferSolInstruction({
        source: payer,
        destination: address(solanaTestKey(8).address),
        amount: lamports(SOLANA_TEST_LAMPORTS * 2n),
      }),
    )
    await expect(rpc.sendTransaction(wire, { encoding: 'base64' }).send()).rejects.toThrow(
      /simulation failed/i,
    )
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).toBeNull()
    const { value } = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(value.err).not.toBeNull()
  })

  it('answers the fee of a message and refuses malformed input with JSON-RPC errors', async () => {
    const res = await fetch(chain.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'sendTransaction', params: ['%%%', { encoding: 'base64' }] },
      ]),
    })
    const answers = (await res.json()) as { id: number; error?: { code: number } }[]
    expect(answers.map((a) => a.error?.code)).toEqual([-32602, -32601, -32602])
  })
})
