/** SOL and SPL transfers (SPEC §4's Solana send path), built with `@solana/kit` for a wallet to sign. */
import { latchError } from '@latch/core/internal/plumbing/errors'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  type Instruction,
  isAddress,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** The token programs a mint may belong to: SPL Token and Token-2022 (same mint layout, same transfer). */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** A transfer ready for the wallet: its wire bytes and its message (for the fee). */
export type BuiltTransfer = { wire: Uint8Array; messageBase64: TransactionMessageBytesBase64 }

/** A receiver typed by a person, checked before anything is asked of the wallet. */
export function receiverAddress(to: string): Address {
  if (!isAddress(to)) throw latchError('SEND_INVALID_SOLANA_RECEIVER', { detail: to })
  return address(to)
}

/** The instructions of an SPL `transfer_checked`, creating the receiver's token account when missing. */
async function tokenTransfer(
  rpc: Rpc<SolanaRpcApi>,
  from: Address,
  to: Address,
  mintText: string,
  amount: bigint,
): Promise<Instruction[]> {
  if (!isAddress(mintText)) throw latchError('SEND_TOKEN_REQUIRED', { detail: mintText })
  const mint = address(mintText)
  const { value: info } = await rpc.getAccountInfo(mint, { encoding: 'base64' }).send()
  const program = info?.owner
  if (!info || (program !== TOKEN_PROGRAM_ADDRESS && program !== TOKEN_2022_PROGRAM_ADDRESS))
    throw latchError('SEND_TOKEN_REQUIRED', { detail: `${mintText} is not a token mint` })
  const { decimals } = getMintDecoder().decode(getBase64Encoder().encode(info.data[0]))
  const ata = async (owner: Address) =>
    (await findAssociatedTokenPda({ owner, mint, tokenProgram: program }))[0]
  const [source, destination] = await Promise.all([ata(from), ata(to)])
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  const payer = createNoopSigner(from)
  return [
    ...(existing
      ? []
      : [
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata: destination,
            owner: to,
            mint,
            tokenProgram: program,
          }),
        ]),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: payer, amount, decimals },
      { programAddress: program },
    ),
  ]
}

/**
 * Builds a transfer of `value` base units from `from` to `to`: SOL, or with `mint` the SPL token's
 * `transfer_checked` (its decimals read from the mint). The wallet signs it; Latch holds no key.
 *
 * @example
 * const { wire } = await buildTransfer(rpc, { from, to, value: 1_000_000_000n })
 */
export async function buildTransfer(
  rpc: Rpc<SolanaRpcApi>,
  p: { from: string; to: string; value: bigint; mint?: string },
): Promise<BuiltTransfer> {
  const to = receiverAddress(p.to)
  if (!isAddress(p.from)) throw latchError('SEND_NOT_SUPPORTED', { detail: 'malformed sender' })
  const from = address(p.from)
  const instructions = p.mint
    ? await tokenTransfer(rpc, from, to, p.mint, p.value)
    : [getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: p.value })]
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const tx = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(tx)),
    messageBase64: getBase64Decoder().decode(tx.messageBytes) as TransactionMessageBytesBase64,
  }
}

/** The fee of a plain SOL transfer, as the network prices its message. */
export async function estimateTransferFee(
  rpc: Rpc<SolanaRpcApi>,
  p: { from: string; to: string },
): Promise<bigint> {
  const { messageBase64 } = await buildTransfer(rpc, { ...p, value: 1n })
  const { value } = await rpc.getFeeForMessage(messageBase64).send()
  return value ?? 5_000n
}

/** Sends a signed wire transaction through the network's RPC; resolves with its signature. */
export async function sendSigned(
  rpc: Rpc<SolanaRpcApi>,
  signed: Uint8Array,
  commitment: 'processed' | 'confirmed' | 'finalized',
): Promise<string> {
  const wire = getBase64Decoder().decode(signed) as Base64EncodedWireTransaction
  return rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: commitment }).send()
}
