/**
 * The Latch server's configuration for the devnet: its chains, the demo project, the test tokens and
 * the hostile fixtures, with static prices. `npm start`, `npm run server` and the tests use it; the
 * server's built-in defaults know none of it.
 */
import { toHex } from 'viem'
import { BITCOIN_DEVNET } from './bitcoin/chain.ts'
import {
  ammContracts,
  ONRAMP_TREASURY_INDEX,
  PAYMASTER_SIGNER_INDEX,
  smartAccountImplementation,
  testAccount,
  testFixtures,
  testNft,
  testTokens,
  verifyingPaymaster,
} from './chains.ts'
import { standInSocialConfig } from './identity/clients.ts'
import { DEFAULT_DEVNET_ENDPOINTS, DEFAULT_SOLANA_RPC_URL, type DevnetChainEndpoint } from './networks.ts'
import { SOLANA_DEVNET } from './solana/chain.ts'
import { solanaTestToken } from './solana/facts.ts'

/**
 * Local app ports the devnet project allows: the demo (Vite, 5173), `vite preview` (4173), a Next.js app
 * (3000: `next dev`'s default, and the fresh Next.js app of the e2e tests), and the workspace's Next.js
 * app as the stack runs it (3001, so both can run at once).
 */
export const LOCAL_APP_PORTS = { demo: 5173, vitePreview: 4173, next: 3000, nextDemo: 3001 } as const
/** The devnet project's origins: each local app port under both loopback names. */
export const DEMO_ORIGINS: readonly string[] = Object.values(LOCAL_APP_PORTS).flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
])
/** The demo's project id on the devnet server. */
export const DEMO_PROJECT_ID = 'latch-demo'
/** What the demo project sponsors of its visitors' gas a day, per devnet chain: 1 ETH. */
export const DEVNET_SPONSORSHIP_CAP_WEI = '1000000000000000000'

/**
 * The devnet server's key for the embedded wallet's shares and codes. A devnet value, public on
 * purpose: a real deployment sets its own 32 random bytes (README › Email login).
 */
export const DEVNET_SECRET_KEY = 'de'.repeat(32)
/** The devnet's secure site (the embedded wallet's origin), mail catcher and identity provider ports. */
export const DEVNET_EMBEDDED_PORTS = {
  secureSite: 8788,
  smtp: 2525,
  inbox: 8025,
  identity: 4400,
  farcasterRelay: 8556,
} as const
/**
 * The devnet's secure site as browsers reach it: by the name `localhost`, which WebAuthn accepts as a
 * relying party (an IP address it refuses), so passkeys work; the demo is served as `localhost` too, so
 * the two are one site and the approval link can hand the wallet over.
 */
export const DEVNET_SECURE_SITE = `http://localhost:${DEVNET_EMBEDDED_PORTS.secureSite}`
/** The demo as browsers reach it (the name matches the secure site's: see above). */
export const DEVNET_DEMO_URL = `http://localhost:${LOCAL_APP_PORTS.demo}`

/**
 * The devnet's fake on-ramp provider (`@latch/devnet/onramp`): its name, port and the secrets it shares
 * with the devnet server. Devnet values, public on purpose; a real provider issues its own.
 */
export const DEVNET_ONRAMP = {
  name: 'devpay',
  label: 'Devnet Pay',
  port: 8790,
  apiSecret: 'a1'.repeat(32),
  webhookSecret: 'b2'.repeat(32),
} as const

/** A server token entry, as the server's configuration file lists it. */
type TokenEntry = {
  chain: string
  address: string
  kind: 'erc20' | 'erc721' | 'spl'
  name: string
  symbol: string
  decimals: number
  spam: boolean
}

/**
 * The server configuration (the JSON `LATCH_CONFIG` names) for devnet chains: every chain, the demo
 * project with `origins`, each chain's test tokens, collection and fixtures, and their USD prices.
 *
 * @example
 * writeFileSync('devnet.json', JSON.stringify(devnetServerConfig()))
 */
export function devnetServerConfig(
  opts: {
    chains?: readonly DevnetChainEndpoint[]
    origins?: readonly string[]
    /** The embedded wallet's ports (the tests move them). */
    embedded?: { secureSite: number; smtp: number; identity?: number }
    /** The secure site's public origin (the stack's: {@link DEVNET_SECURE_SITE}); else where it listens. */
    secureSiteOrigin?: string
    /** Sign In With Farcaster: the devnet's relay, and the chain its IdRegistry stand-in is on. */
    farcaster?: { relay: string; rpcUrl: string }
    /** Where the fake on-ramp provider's checkout is (the tests move it). */
    onrampCheckoutUrl?: string
    /** The Solana chain's RPC (the tests move it); `null` leaves Solana out. */
    solanaRpcUrl?: string | null
  } = {},
) {
  const solanaRpcUrl = opts.solanaRpcUrl === undefined ? DEFAULT_SOLANA_RPC_URL : opts.solanaRpcUrl
  const sol = solanaTestToken()
  const solanaChain = SOLANA_DEVNET.caipNetworkId
  const embedded = opts.embedded ?? DEVNET_EMBEDDED_PORTS
  const chains = opts.chains ?? DEFAULT_DEVNET_ENDPOINTS
  const [usd, token] = testTokens()
  const nft = testNft()
  const fixtures = testFixtures()
  const tokens = chains.flatMap((c): TokenEntry[] => {
    const chain = `eip155:${c.id}`
    const entry = (kind: TokenEntry['kind'], t: { name: string; symbol: string; address: string }) => ({
      chain,
      address: t.address,
      kind,
      name: t.name,
      symbol: t.symbol,
      decimals: 'decimals' in t && typeof t.decimals === 'number' ? t.decimals : 0,
      spam: false,
    })
    return [
      entry('erc20', usd!),
      entry('erc20', token!),
      entry('erc721', nft),
      { ...entry('erc721', fixtures.spamNft), spam: true },
      entry('erc20', fixtures.hostileToken),
      entry('erc721', fixtures.hostileNft),
    ]
  })
  const usdPrices = Object.fromEntries(
    chains.flatMap((c) => [
      [`eip155:${c.id}:native`, 3_000],
      [`eip155:${c.id}:${usd!.address.toLowerCase()}`, 1],
      [`eip155:${c.id}:${token!.address.toLowerCase()}`, 0.5],
    ]),
  )
  // The Solana chain: SOL and the test SPL token (balances and sends; activity is EVM only).
  if (solanaRpcUrl) {
    tokens.push({
      chain: solanaChain,
      address: sol.mint,
      kind: 'spl',
      name: sol.name,
      symbol: sol.symbol,
      decimals: sol.decimals,
      spam: false,
    })
    usdPrices[`${solanaChain}:native`] = 150
    usdPrices[`${solanaChain}:${sol.mint}`] = 1
  }
  return {
    chains: [
      ...chains.map((c) => ({ caipNetworkId: `eip155:${c.id}`, rpcUrls: [c.rpcUrl], name: c.name })),
      ...(solanaRpcUrl
        ? [{ caipNetworkId: solanaChain, rpcUrls: [solanaRpcUrl], name: SOLANA_DEVNET.name }]
        : []),
    ],
    projects: [
      {
        id: DEMO_PROJECT_ID,
        origins: [...(opts.origins ?? DEMO_ORIGINS)],
        // The demo pays its visitors' smart-account gas, up to 1 ETH a day per devnet chain with a bundler.
        ...(chains.some((c) => c.bundlerUrl)
          ? { sponsorship: { dailyCapWei: DEVNET_SPONSORSHIP_CAP_WEI } }
          : {}),
      },
    ],
    tokens,
    priceSource: { kind: 'static' as const, usd: usdPrices },
    // Buying ETH and LUSD with fiat at the fake provider, delivered from the devnet's treasury account.
    onramp: {
      providers: [
        {
          name: DEVNET_ONRAMP.name,
          label: DEVNET_ONRAMP.label,
          url: opts.onrampCheckoutUrl ?? `http://127.0.0.1:${DEVNET_ONRAMP.port}/checkout`,
          apiSecret: DEVNET_ONRAMP.apiSecret,
          webhookSecret: DEVNET_ONRAMP.webhookSecret,
          supportedChains: ['eip155' as const],
        },
      ],
      treasuryKey: toHex(testAccount(ONRAMP_TREASURY_INDEX).getHdKey().privateKey!),
      assets: chains.flatMap((c) => [
        { chain: `eip155:${c.id}`, address: 'native', symbol: 'ETH', name: 'Ether', decimals: 18 },
        {
          chain: `eip155:${c.id}`,
          address: usd!.address,
          symbol: usd!.symbol,
          name: usd!.name,
          decimals: usd!.decimals,
        },
      ]),
    },
    // Swaps on every devnet chain, through the Uniswap V2 the devnet deploys, offering the two test tokens.
    swaps: {
      slippage: 1,
      networks: chains.map((c) => ({
        chain: `eip155:${c.id}`,
        router: ammContracts().router,
        tokens: [usd!.address, token!.address],
      })),
    },
    // The embedded wallet may become a smart account (EIP-7702) on every devnet chain: Simple7702Account,
    // which the devnet deploys; where the chain runs a bundler, the devnet's verifying paymaster pays the
    // gas its signer (a devnet key, public on purpose) signs for.
    smartAccounts: {
      networks: chains.map((c) => ({
        chain: `eip155:${c.id}`,
        implementation: smartAccountImplementation(),
        ...(c.bundlerUrl ? { bundlerUrl: c.bundlerUrl, paymaster: verifyingPaymaster() } : {}),
      })),
      sponsorship: { signerKey: toHex(testAccount(PAYMASTER_SIGNER_INDEX).getHdKey().privateKey!) },
    },
    // Sign in with X: sessions under a devnet key of their own (public on purpose, like the one above);
    // every devnet visitor is 127.0.0.1, so the per-IP nonce budget fits a whole test run.
    siwx: {
      secretKey: 'ad'.repeat(32),
      noncesPerIpHour: 10_000,
      bitcoinChains: [BITCOIN_DEVNET.caipNetworkId],
    },
    embeddedWallet: {
      port: embedded.secureSite,
      // The stack's secure site is reached by name (passkeys need one); tests reach theirs where it listens.
      ...(opts.secureSiteOrigin ? { origin: opts.secureSiteOrigin } : {}),
      secretKey: DEVNET_SECRET_KEY,
      smtp: { host: '127.0.0.1', port: embedded.smtp, from: '"Latch devnet" <login@latch.test>' },
      // Every devnet visitor is 127.0.0.1: per-IP budgets fit a whole test run; per-address ones stay.
      limits: {
        mailsPerIpHour: 5_000,
        codesPerIpHour: 10_000,
        mailsPerAddressHour: 6,
        codesPerAddressHour: 20,
      },
      // Every social login through the devnet's identity provider (`@latch/devnet/identity`).
      social: {
        ...standInSocialConfig(`http://127.0.0.1:${embedded.identity ?? DEVNET_EMBEDDED_PORTS.identity}`),
        ...(opts.farcaster ? { farcaster: opts.farcaster } : {}),
      },
    },
  }
}
