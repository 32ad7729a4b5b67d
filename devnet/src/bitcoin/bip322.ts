/** BIP-322 "simple" message signatures, as a Bitcoin wallet makes them (for the devnet's wallets). */
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinTestAccount } from './facts.ts'

const utf8 = (s: string) => new TextEncoder().encode(s)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/**
 * Signs a message with BIP-322's simple scheme for a P2WPKH or P2TR account: the witness of a virtual
 * transaction spending an output to the account that commits to the message, base64.
 *
 * @example
 * const signature = signBip322('Hello', bitcoinTestAccounts(0).payment)
 */
export function signBip322(message: string, account: BitcoinTestAccount): string {
  const tag = sha256(utf8('BIP0322-signed-message'))
  const hash = sha256(concat(tag, tag, utf8(message)))
  const toSpend = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    disableScriptCheck: true,
  })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', hash]),
  })
  toSpend.addOutput({ script: account.script, amount: 0n }, true)
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: account.script, amount: 0n },
    ...(account.tapInternalKey ? { tapInternalKey: account.tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(account.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return base64.encode(RawWitness.encode(witness))
}
