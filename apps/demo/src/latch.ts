import { bitcoinAdapter } from '@latch/bitcoin'
import { cosmosAdapter } from '@latch/cosmos'
import {
  DEFAULT_ESPLORA_URL,
  DEFAULT_SOLANA_RPC_URL,
  devnetBitcoin,
  devnetCosmos,
  devnetNetworks,
  devnetPolkadot,
  devnetSolana,
} from '@latch/devnet/networks'
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { polkadotAdapter } from '@latch/polkadot'
import { createLatch, latchSiwx } from '@latch/react'
import { solanaAdapter } from '@latch/solana'
import { walletConnect } from '@latch/walletconnect'

// `?wcExpiry=…` and `?wcTimeout=…` (ms) shorten the pairing URI's life and the wallet's time to answer;
// `?siwx` asks every connected wallet to sign in (Sign in with X, through this server's sessions);
// `?multiWallet` keeps several wallets connected at once (the Account view lists them);
// `?featured=id,id` lists those registry wallets on the Connect view; `?locale=de` sets the modal's
// language (unset, it follows the browser's); `?api=URL` points it at another Latch server (the tests
// run one with other settings).
const query = new URLSearchParams(globalThis.location?.search ?? '')
const ms = (name: string) => Number(query.get(name)) || undefined

/** The two devnet chains `npm start` runs. */
export const [devnetA, devnetB] = devnetNetworks()
/** The devnet's Solana chain (LiteSVM behind a JSON-RPC server). */
export const solanaRpcUrl: string = import.meta.env.VITE_LATCH_SOLANA_RPC_URL ?? DEFAULT_SOLANA_RPC_URL
export const devnetSol = devnetSolana(solanaRpcUrl)
/** The devnet's Bitcoin chain (regtest; balances from its Esplora fixture). */
export const devnetBtc = devnetBitcoin(import.meta.env.VITE_LATCH_ESPLORA_URL ?? DEFAULT_ESPLORA_URL)
/** The devnet's Cosmos chain id (wallets connect and sign on it; no node runs). */
export const devnetAtom = devnetCosmos()
/** The devnet's Polkadot chain (wallets connect and sign on it; no node runs). */
export const devnetDot = devnetPolkadot()

/** The demo's one Latch instance, on the devnet's EVM, Solana, Bitcoin, Cosmos and Polkadot chains, the local server and the local relay. */
export const latch = createLatch({
  networks: [devnetA!, devnetB!, devnetSol, devnetBtc, devnetAtom, devnetDot],
  adapters: [
    evmAdapter(),
    solanaAdapter(),
    bitcoinAdapter(),
    // Keplr and Leap, and the demo's Dev Cosmos Wallet (devWallet.ts puts it on the page).
    cosmosAdapter({
      wallets: [
        {
          name: 'Dev Cosmos Wallet',
          provider: () => (globalThis as { latchDevCosmos?: unknown }).latchDevCosmos,
        },
      ],
    }),
    polkadotAdapter({ appName: 'Latch demo' }),
  ],
  projectId: 'latch-demo',
  apiUrl: query.get('api') ?? import.meta.env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:8787',
  metadata: { name: 'Latch demo', url: 'http://localhost:5173' },
  themeMode: 'dark',
  ...(query.get('locale') ? { locale: query.get('locale') as string } : {}),
  featuredWalletIds: query.get('featured')?.split(',').filter(Boolean) ?? [],
  ...(query.has('siwx') ? { siwx: latchSiwx({ statement: 'Sign in to the Latch demo' }) } : {}),
  ...(query.has('multiWallet') ? { features: { multiWallet: true } } : {}),
  // Email login: the server's secure site (its own origin) serves the wallet frame.
  embeddedWallet: embeddedWallet({ url: import.meta.env.VITE_LATCH_SECURE_SITE ?? 'http://localhost:8788' }),
  walletConnect: walletConnect({
    projectId: 'latch-demo',
    relayUrl: import.meta.env.VITE_LATCH_RELAY_URL ?? 'ws://127.0.0.1:8555',
    pairingExpiryMs: ms('wcExpiry'),
    requestTimeoutMs: ms('wcTimeout'),
  }),
})
