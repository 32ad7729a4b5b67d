/**
 * The Dev Polkadot Wallet: an injected extension (`window.injectedWeb3['dev-polkadot-wallet']`) backed by a devnet
 * test key (ed25519 from the devnet mnemonic on m/44'/354'/i'/0'/0'), signing raw messages wrapped in
 * `<Bytes>…</Bytes>` as Polkadot extensions do. For local chains only.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress } from '@polkadot/util-crypto'
import { ed25519SecretAt } from '../test-keys.ts'
import { knownAddress } from './addresses.ts'
import { unauthorized } from './errors.ts'
import { createPrompts } from './prompts.ts'
import { grantStore, type KeyValueStore } from './store.ts'

/** The key `window.injectedWeb3` lists it under. */
export const DEV_POLKADOT_KEY = 'dev-polkadot-wallet'

/** The Dev Polkadot Wallet: the extension object to inject, and test controls. */
export type DevPolkadotWallet = {
  extension: { version: string; enable: (origin: string) => Promise<unknown> }
  address: string
  rejectNext: () => void
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
  /** Puts it in `window.injectedWeb3`, as an extension's content script does. */
  inject: () => void
}

/**
 * Creates a Dev Polkadot Wallet.
 *
 * @example
 * const wallet = createDevPolkadotWallet({ storage: localStorage })
 * wallet.inject()
 */
export function createDevPolkadotWallet(
  opts: { accountIndex?: number; storage?: KeyValueStore } = {},
): DevPolkadotWallet {
  const index = opts.accountIndex ?? 0
  // Derived on first use, as an extension holds its keys out of the page: installing costs no crypto.
  let derived: { secret: Uint8Array; address: string } | undefined
  const keys = () => {
    if (derived) return derived
    const secret = ed25519SecretAt(`m/44'/354'/${index}'/0'/0'`)
    derived = { secret, address: encodeAddress(ed25519.getPublicKey(secret), 0) }
    return derived
  }
  const store = grantStore(opts.storage)
  const grant = (origin: string) => `dev-polkadot:#${index}:${origin}`
  const prompts = createPrompts()
  const extension = {
    version: '0.1.0',
    async enable(origin: string) {
      if (store.getItem(grant(origin)) !== 'true') {
        prompts.ask('enable')
        store.setItem(grant(origin), 'true')
      }
      const allowed = () => store.getItem(grant(origin)) === 'true'
      return {
        accounts: {
          get: async () =>
            allowed() ? [{ address: keys().address, name: 'Dev Polkadot', type: 'ed25519' }] : [],
          subscribe: (cb: (accounts: unknown) => void) => {
            cb(allowed() ? [{ address: keys().address, name: 'Dev Polkadot', type: 'ed25519' }] : [])
            return () => {}
          },
        },
        signer: {
          async signRaw(payload: { address: string; data: string; type: string }) {
            if (!allowed()) throw unauthorized()
            if (payload.address !== keys().address) throw new Error('Unknown account')
            prompts.ask('signRaw')
            // A type byte (0x00: ed25519) leads the signature, as a MultiSignature does.
            const signature = ed25519.sign(u8aWrapBytes(hexToU8a(payload.data)), keys().secret)
            return { id: 1, signature: u8aToHex(new Uint8Array([0, ...signature])) }
          },
        },
      }
    },
  }
  return {
    extension,
    get address() {
      return knownAddress('polkadot', index) ?? keys().address
    },
    rejectNext: prompts.rejectNext,
    onPrompt: prompts.onPrompt,
    inject() {
      const page = globalThis as unknown as { injectedWeb3?: Record<string, unknown> }
      page.injectedWeb3 = { ...(page.injectedWeb3 ?? {}), [DEV_POLKADOT_KEY]: extension }
    },
  }
}
