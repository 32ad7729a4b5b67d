/** Accounts of the devnet Solana chain in the RPC's encodings: base64, or jsonParsed for SPL accounts. */

import { type Address, type EncodedAccount, getBase58Decoder, getBase64Decoder, isSome } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'

/** The size of an SPL token account and of a mint. */
const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

/** A token amount as the RPC states it. */
export function tokenAmount(amount: bigint, decimals: number) {
  const whole = amount / 10n ** BigInt(decimals)
  const frac = (amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  const text = frac ? `${whole}.${frac}` : String(whole)
  return { amount: String(amount), decimals, uiAmount: Number(text), uiAmountString: text }
}

/** An SPL token program account parsed as `jsonParsed` gives it, or undefined for any other. */
function parsed(svm: LiteSVM, account: EncodedAccount): unknown {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (account.data.length === TOKEN_ACCOUNT_SIZE) {
    const t = getTokenDecoder().decode(account.data)
    const mint = svm.getAccount(t.mint)
    const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
    return {
      type: 'account',
      info: {
        isNative: isSome(t.isNative),
        mint: t.mint,
        owner: t.owner,
        state: ['uninitialized', 'initialized', 'frozen'][t.state] ?? 'initialized',
        tokenAmount: tokenAmount(t.amount, decimals),
      },
    }
  }
  if (account.data.length === MINT_SIZE) {
    const m = getMintDecoder().decode(account.data)
    return {
      type: 'mint',
      info: {
        decimals: m.decimals,
        freezeAuthority: isSome(m.freezeAuthority) ? m.freezeAuthority.value : null,
        isInitialized: m.isInitialized,
        mintAuthority: isSome(m.mintAuthority) ? m.mintAuthority.value : null,
        supply: String(m.supply),
      },
    }
  }
  return undefined
}

/**
 * An account in the RPC's shape: its data base64 (`[data, 'base64']`), base58 for `base58`, or parsed
 * for `jsonParsed` where it is an SPL account (base64 otherwise, as a validator does).
 */
export function encodeAccount(svm: LiteSVM, account: EncodedAccount, encoding: unknown) {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
  const json = encoding === 'jsonParsed' ? parsed(svm, account) : undefined
  if (json) return { ...base, data: { program: 'spl-token', parsed: json, space: account.data.length } }
  if (encoding === 'base58') return { ...base, data: [getBase58Decoder().decode(account.data), 'base58'] }
  return { ...base, data: [getBase64Decoder().decode(account.data), 'base64'] }
}

/** The SPL token accounts an owner holds, of one mint or of a token program. */
export function tokenAccountsOf(
  svm: LiteSVM,
  owner: Address,
  mint?: Address,
  programId?: string,
): EncodedAccount[] {
  const program = programId ?? TOKEN_PROGRAM_ADDRESS
  if (program !== TOKEN_PROGRAM_ADDRESS) return []
  return svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((a) => {
    if (a.data.length !== TOKEN_ACCOUNT_SIZE) return false
    const t = getTokenDecoder().decode(a.data)
    return t.owner === owner && (mint === undefined || t.mint === mint)
  })
}
