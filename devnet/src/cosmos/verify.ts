/**
 * ADR-36 verification as CosmJS does it, for tests: an implementation independent of the devnet's
 * signer and of Latch's adapter.
 */
import {
  decodeSignature,
  makeSignDoc,
  pubkeyToAddress,
  type StdSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toBase64 } from '@cosmjs/encoding'

/**
 * Whether `signed` is the signer's ADR-36 signature of `data`: its key hashes to the signer's address
 * (`prefix`), and the signature checks against the sign doc.
 *
 * @example
 * verifyAdr36('cosmos1…', 'Hello', JSON.parse(signature))
 */
export function verifyAdr36(signer: string, data: string, signed: StdSignature, prefix = 'cosmos'): boolean {
  const { pubkey, signature } = decodeSignature(signed)
  if (pubkeyToAddress(signed.pub_key, prefix) !== signer) return false
  const doc = makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(signature),
    sha256(serializeSignDoc(doc)),
    pubkey,
  )
}
