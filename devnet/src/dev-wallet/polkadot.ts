/**
 * The Dev Polkadot Wallet: an injected extension (`window.injectedWeb3['dev-polkadot-wallet']`) backed by a devnet
 * test key (ed25519 from the devnet mnemonic on m/44'/354'/i'/0'/0'), signing raw messages wrapped in
 * `<Bytes>…</Bytes>` as Polkadot extensions do. For local chains only.
 */
import { knownAccount, knownAddress } from './addresses.ts'
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
  const index = knownAccount(opts.accountIndex)
  const address = knownAddress('polkadot', index)
  const store = grantStore(opts.storage)
  const grant = (origin: string) => `dev-polkadot:#${index}:${origin}`
  const prompts = createPrompts()
  // Loaded on the first signature, as an extension holds its keys out of the page: installing costs no
  // crypto and no download.
  let signer: Promise<(data: string) => string> | undefined
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
          get: async () => (allowed() ? [{ address, name: 'Dev Polkadot', type: 'ed25519' }] : []),
          subscribe: (cb: (accounts: unknown) => void) => {
            cb(allowed() ? [{ address, name: 'Dev Polkadot', type: 'ed25519' }] : [])
            return () => {}
          },
        },
        signer: {
          async signRaw(payload: { address: string; data: string; type: string }) {
            if (!allowed()) throw unauthorized()
            if (payload.address !== address) throw new Error('Unknown account')
            signer ??= import('./polkadot-keys.ts').then((keys) => keys.polkadotSigner(index))
            const sign = await signer
            prompts.ask('signRaw')
            return { id: 1, signature: sign(payload.data) }
          },
        },
      }
    },
  }
  return {
    extension,
    address,
    rejectNext: prompts.rejectNext,
    onPrompt: prompts.onPrompt,
    inject() {
      const page = globalThis as unknown as { injectedWeb3?: Record<string, unknown> }
      page.injectedWeb3 = { ...(page.injectedWeb3 ?? {}), [DEV_POLKADOT_KEY]: extension }
    },
  }
}
