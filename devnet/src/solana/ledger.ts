/**
 * The devnet Solana chain: a LiteSVM bank with a slot counter and a record of every signature's
 * outcome, seeded with funded test accounts and a test SPL token minted to them by real transactions.
 */

import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
  type Transaction,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  FailedTransactionMetadata,
  LiteSVM,
  SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm'
import {
  SOLANA_MINT_AUTHORITY_INDEX,
  SOLANA_TEST_ACCOUNTS,
  SOLANA_TEST_LAMPORTS,
  SOLANA_TEST_TOKEN_BALANCE,
  solanaMintKey,
  solanaTestKey,
  solanaTestToken,
} from './facts.ts'

/** What became of a signature: the slot it landed in and its error, if it failed. */
export type SignatureOutcome = { slot: bigint; err: unknown }

/** The result of running or simulating a transaction. */
export type RunResult =
  | { ok: true; logs: string[]; units: bigint }
  | { ok: false; err: unknown; logs: string[] }

/** The devnet Solana chain as its RPC server drives it. */
export type SolanaLedger = {
  svm: LiteSVM
  /** The current slot; every landed transaction advances it. */
  slot: () => bigint
  blockhash: () => string
  /** Lands a transaction: its outcome is recorded under its signature either way. */
  send: (tx: Transaction, signature: string) => RunResult
  simulate: (tx: Transaction) => RunResult
  outcome: (signature: string) => SignatureOutcome | undefined
}

/** A failed transaction's error in the RPC's shape: `"InsufficientFundsForFee"`, `{ InstructionError: [0, …] }`. */
const errorOf = (r: FailedTransactionMetadata): unknown => {
  const e: unknown = r.err()
  if (typeof e !== 'object' || e === null) return typeof e === 'number' ? r.toString() : e
  const json = JSON.stringify(e, (_, v) => (typeof v === 'bigint' ? Number(v) : v))
  return json === '{}' ? r.toString() : JSON.parse(json)
}

/**
 * Starts the chain: ten funded test accounts (100 SOL each) and the test token, 1,000 of it minted to
 * each test account.
 *
 * @example
 * const ledger = await createSolanaLedger()
 * ledger.svm.getBalance(address(solanaTestKey(0).address)) // 100_000_000_000n
 */
export async function createSolanaLedger(): Promise<SolanaLedger> {
  const svm = new LiteSVM()
  const outcomes = new Map<string, SignatureOutcome>()
  const run = (r: TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo): RunResult => {
    if (r instanceof FailedTransactionMetadata) return { ok: false, err: errorOf(r), logs: r.meta().logs() }
    const meta = r instanceof SimulatedTransactionInfo ? r.meta() : r
    return { ok: true, logs: meta.logs(), units: meta.computeUnitsConsumed() }
  }
  const ledger: SolanaLedger = {
    svm,
    slot: () => svm.getClock().slot,
    blockhash: () => svm.latestBlockhash(),
    send(tx, signature) {
      const result = run(svm.sendTransaction(tx))
      const slot = svm.getClock().slot + 1n
      svm.warpToSlot(slot)
      outcomes.set(signature, { slot, err: result.ok ? null : result.err })
      return result
    },
    simulate: (tx) => run(svm.simulateTransaction(tx)),
    outcome: (signature) => outcomes.get(signature),
  }
  for (let i = 0; i < SOLANA_TEST_ACCOUNTS; i++)
    svm.airdrop(address(solanaTestKey(i).address), lamports(SOLANA_TEST_LAMPORTS))
  await mintTestToken(svm)
  return ledger
}

/** Creates the test token's mint and mints each test account its share, as a token issuer would. */
async function mintTestToken(svm: LiteSVM): Promise<void> {
  const signer = (secret: Uint8Array) => createKeyPairSignerFromPrivateKeyBytes(secret)
  const authority = await signer(solanaTestKey(SOLANA_MINT_AUTHORITY_INDEX).secret)
  const mint = await signer(solanaMintKey().secret)
  const { decimals } = solanaTestToken()
  const space = BigInt(getMintSize())
  await land(svm, authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: mint,
      lamports: svm.minimumBalanceForRentExemption(space),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: authority.address }),
  ])
  for (let i = 0; i < SOLANA_TEST_ACCOUNTS; i++) {
    const owner = address(solanaTestKey(i).address)
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    await land(svm, authority, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner, mint: mint.address }),
      getMintToCheckedInstruction({
        mint: mint.address,
        token: ata,
        mintAuthority: authority,
        amount: SOLANA_TEST_TOKEN_BALANCE * 10n ** BigInt(decimals),
        decimals,
      }),
    ])
  }
}

/** Signs and lands a set-up transaction; a failure stops the start. */
async function land(svm: LiteSVM, payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const result = svm.sendTransaction(await signTransactionMessageWithSigners(message))
  if (result instanceof FailedTransactionMetadata)
    throw new Error(`devnet Solana set-up failed: ${result.toString()}`)
}

/** The associated token account of an owner for a mint. */
export async function associatedTokenAccount(owner: string, mint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}
