/**
 * The Dev Cosmos Wallet: a Keplr-compatible provider (`enable`, `getKey`, `signArbitrary`) backed by a
 * devnet test key (the devnet mnemonic on m/44'/118'/i'/0/0), signing ADR-36 messages with secp256k1.
 * For local chains only.
 */
import { base64 } from '@scure/base'
import { knownAccount, knownAddress } from './addresses.ts'
import type { CosmosKeys } from './cosmos-keys.ts'
import { unauthorized } from './errors.ts'
import { createPrompts } from './prompts.ts'
import { grantStore, type KeyValueStore } from './store.ts'

/** JSON with keys sorted at every level, as amino signs it, with `&`, `<` and `>` escaped. */
function aminoJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v
  return JSON.stringify(sort(value))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
}

/**
 * The ADR-36 sign document of arbitrary data: one `sign/MsgSignData` with the signer and the data, on
 * an empty chain id, with no fee, account number or sequence.
 *
 * @example
 * adr36SignBytes('cosmos1…', 'Hello')
 */
export function adr36SignBytes(signer: string, data: string): Uint8Array {
  return new TextEncoder().encode(
    aminoJson({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        { type: 'sign/MsgSignData', value: { signer, data: base64.encode(new TextEncoder().encode(data)) } },
      ],
      memo: '',
    }),
  )
}

/** The Dev Cosmos Wallet: its Keplr-compatible provider and test controls. */
export type DevCosmosWallet = {
  provider: {
    enable: (chainIds: string | string[]) => Promise<void>
    getKey: (chainId: string) => Promise<{
      name: string
      algo: 'secp256k1'
      pubKey: Uint8Array
      address: Uint8Array
      bech32Address: string
      isNanoLedger: false
    }>
    signArbitrary: (
      chainId: string,
      signer: string,
      data: string,
    ) => Promise<{ pub_key: { type: string; value: string }; signature: string }>
    disable: (chainIds?: string | string[]) => Promise<void>
  }
  address: string
  rejectNext: () => void
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
}

/**
 * Creates a Dev Cosmos Wallet; `window.latchDevCosmos = wallet.provider` puts it on a page, and
 * `cosmosAdapter({ wallets: [{ name: 'Dev Cosmos Wallet', provider: () => window.latchDevCosmos }] })`
 * offers it.
 *
 * @example
 * const wallet = createDevCosmosWallet({ storage: localStorage })
 */
export function createDevCosmosWallet(
  opts: { accountIndex?: number; storage?: KeyValueStore } = {},
): DevCosmosWallet {
  const index = knownAccount(opts.accountIndex)
  const address = knownAddress('cosmos', index)
  // Loaded and derived on first use, as an extension holds its keys out of the page: installing costs
  // no crypto and no download.
  let derived: Promise<CosmosKeys & { sign: (bytes: Uint8Array) => Uint8Array }> | undefined
  const keys = () =>
    (derived ??= import('./cosmos-keys.ts').then(({ cosmosKeys, signCosmos }) => {
      const k = cosmosKeys(index)
      return { ...k, sign: (bytes: Uint8Array) => signCosmos(bytes, k.privateKey) }
    }))
  const store = grantStore(opts.storage)
  const grant = (chainId: string) => `dev-cosmos:#${index}:${chainId}`
  const enabled = (chainId: string) => store.getItem(grant(chainId)) === 'true'
  const prompts = createPrompts()
  return {
    address,
    rejectNext: prompts.rejectNext,
    onPrompt: prompts.onPrompt,
    provider: {
      async enable(chainIds) {
        const ids = Array.isArray(chainIds) ? chainIds : [chainIds]
        if (ids.every(enabled)) return
        prompts.ask('enable')
        for (const id of ids) store.setItem(grant(id), 'true')
      },
      async getKey(chainId) {
        if (!enabled(chainId)) throw unauthorized()
        const { publicKey, raw } = await keys()
        return {
          name: 'Dev Cosmos Wallet',
          algo: 'secp256k1',
          pubKey: publicKey,
          address: raw,
          bech32Address: address,
          isNanoLedger: false,
        }
      },
      async signArbitrary(chainId, signer, data) {
        if (!enabled(chainId)) throw unauthorized()
        if (signer !== address) throw new Error('Unknown signer')
        const { publicKey, sign } = await keys()
        prompts.ask('signArbitrary')
        const signature = sign(adr36SignBytes(signer, data))
        return {
          pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) },
          signature: base64.encode(signature),
        }
      },
      async disable(chainIds) {
        const ids = chainIds === undefined ? [] : Array.isArray(chainIds) ? chainIds : [chainIds]
        for (const id of ids) store.setItem(grant(id), 'false')
      },
    },
  }
}
