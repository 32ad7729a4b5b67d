import { readFileSync } from 'node:fs'
import { SOLANA_ADDRESS, SWAP_SLIPPAGE_DEFAULT, SWAP_SLIPPAGE_MAX } from '@latch/core/api'
import { LOGIN_PROVIDERS } from '@latch/core/frame'
import { z } from 'zod'
import type { DatabaseConfig } from './db/client.ts'

const caip2 = z
  .string()
  .regex(/^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address')
const solanaAddress = z.string().regex(SOLANA_ADDRESS, 'Invalid Solana address')

/** A token the server reports balances (and, on EVM chains, activity) for: ERC-20, ERC-721 or SPL. */
export const tokenSchema = z
  .object({
    chain: caip2,
    address: z.union([evmAddress, solanaAddress]),
    kind: z.enum(['erc20', 'erc721', 'spl']).default('erc20'),
    name: z.string().min(1),
    symbol: z.string().min(1),
    decimals: z.number().int().min(0).max(36).default(0),
    iconUrl: z.url().optional(),
    /** For NFTs: the preview image URL, `{id}` standing for the token id. Default: a generated image. */
    imageUrlTemplate: z.string().max(500).optional(),
    /** NFTs flagged as spam: their transfers are marked `flags.is_spam`. */
    spam: z.boolean().default(false),
  })
  .refine(
    (t) =>
      t.kind === 'spl'
        ? t.chain.startsWith('solana:') && solanaAddress.safeParse(t.address).success
        : t.chain.startsWith('eip155:') && evmAddress.safeParse(t.address).success,
    {
      message:
        'SPL tokens (a base58 mint) are on solana chains; ERC-20 and ERC-721 (0x addresses) on eip155 chains',
      path: ['kind'],
    },
  )
export type TokenConfig = z.infer<typeof tokenSchema>

/**
 * The price source: a fixed USD price per asset (`caip2:native` or `caip2:0xtoken`). It is what a
 * self-hosted server offline can know; a deployment with a price feed replaces it.
 */
export const priceSourceSchema = z.object({
  kind: z.literal('static'),
  usd: z.record(z.string(), z.number().nonnegative()),
})

/**
 * Swaps (SPEC §7 convert calls): the networks that have a Uniswap V2 router (Router02) and the tokens
 * offered there. A network not listed answers "Network not supported for Swaps". SPEC §9's list of
 * swap networks is real chains' ids; a deployment lists each with the router it trusts.
 */
export const swapsSchema = z.object({
  /** Slippage unless a call says otherwise, in percent (SPEC §9: 1). */
  slippage: z.number().min(0.01).max(SWAP_SLIPPAGE_MAX).default(SWAP_SLIPPAGE_DEFAULT),
  networks: z
    .array(
      z.object({
        chain: caip2,
        router: evmAddress,
        /** The ERC-20s offered, popular first (default: the chain's configured ERC-20 tokens). */
        tokens: z.array(evmAddress).optional(),
      }),
    )
    .default([]),
})

/**
 * Where the embedded wallet may become a smart account (EIP-7702): each EVM network with the deployed
 * smart-account implementation its accounts delegate to (e.g. `Simple7702Account` from
 * `@account-abstraction/contracts`). None by default. A network with a `bundlerUrl` (an ERC-4337 bundler
 * on EntryPoint v0.8) and a `paymaster` (a verifying paymaster whose signer is `sponsorship.signerKey`)
 * can sponsor gas: a project with a `sponsorship` policy pays for its visitors' smart-account calls there.
 */
export const smartAccountsSchema = z.object({
  networks: z
    .array(
      z.object({
        chain: caip2.refine((c) => c.startsWith('eip155:'), 'an eip155 network'),
        implementation: evmAddress,
        bundlerUrl: z.url().optional(),
        paymaster: evmAddress.optional(),
      }),
    )
    .default([]),
  /** The paymaster service: the key its verifying paymaster trusts, and how long a signature holds. */
  sponsorship: z
    .object({
      signerKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a private key is 0x and 64 hex digits'),
      validForSeconds: z.number().int().min(30).max(3600).default(600),
    })
    .optional(),
})

/**
 * A project's gas sponsorship (ERC-7677 through the server's paymaster service): the contracts its
 * visitors' sponsored calls may reach (any when absent; a plain transfer's receiver counts as one), and
 * the most the project pays in a day, in wei of each chain's native coin (the operations' maximum cost,
 * counted when signed).
 */
const sponsorshipPolicy = z.object({
  contracts: z.array(evmAddress).optional(),
  dailyCapWei: z.string().regex(/^\d{1,30}$/, 'wei as a decimal string'),
})

const secret = z.string().regex(/^[0-9a-fA-F]{64}$/, 'a secret is 64 hex digits (32 random bytes)')

/**
 * Buying with fiat (SPEC §7 on-ramp calls): the providers visitors pay at, the coins they can buy, and
 * the account that delivers them once a provider's signed webhook says an order is paid. Absent, the
 * on-ramp calls answer that buying is not configured.
 */
export const onrampSchema = z.object({
  providers: z
    .array(
      z.object({
        name: z
          .string()
          .regex(/^[a-z0-9-]{1,32}$/, 'a provider name is lowercase letters, digits and hyphens'),
        label: z.string().min(1).max(60),
        /** The provider's checkout page; the server sends visitors there with a signed session. */
        url: z.url(),
        /** Signs the checkout URL (HMAC-SHA256); the provider checks it. Never leaves the server. */
        apiSecret: secret,
        /** Verifies the provider's webhooks (HMAC-SHA256 over the timestamp and the raw body). */
        webhookSecret: secret,
        /** The provider's fee per payment method, in percent (SPEC §9: 1–2 %). */
        feePercent: z
          .object({ card: z.number().min(0).max(10), ach_bank_account: z.number().min(0).max(10) })
          .default({ card: 2, ach_bank_account: 1 }),
        /** The namespaces it delivers to: the server delivers bought coins on EVM chains only. */
        supportedChains: z.array(z.enum(['eip155'])).default(['eip155']),
      }),
    )
    .min(1),
  /** The private key of the account that sends bought coins (0x and 64 hex digits). */
  treasuryKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'treasuryKey is a private key: 0x and 64 hex digits'),
  /** The coins that can be bought: a configured chain's native coin or one of its ERC-20s. */
  assets: z
    .array(
      z.object({
        chain: caip2,
        address: z.union([z.literal('native'), evmAddress]),
        symbol: z.string().min(1).max(12),
        name: z.string().min(1).max(60),
        decimals: z.number().int().min(0).max(36),
      }),
    )
    .min(1),
  /** Units of each fiat currency per US dollar, for prices kept in USD. */
  fiatPerUsd: z
    .object({ USD: z.number().positive(), EUR: z.number().positive() })
    .default({ USD: 1, EUR: 0.92 }),
})
/** A validated on-ramp configuration. */
export type OnrampConfig = z.infer<typeof onrampSchema>

/**
 * Sign in with X (`latchSiwx()` in the browser): the key session rows are authenticated with, and how
 * long nonces and sessions last. Absent, the sign-in calls answer that it is not configured.
 */
export const siwxSchema = z.object({
  /** 32 random bytes as 64 hex digits: session rows carry an HMAC under a key derived from it. */
  secretKey: secret,
  /** How long a signed-in session lasts at most (a message's own expiration time may end it sooner). */
  sessionTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  /** How long a nonce may wait for its signed message. */
  nonceTtlMinutes: z.number().int().min(1).max(60).default(10),
  /** Nonces one visitor IP may ask for per hour. */
  noncesPerIpHour: z.number().int().min(1).max(100_000).default(120),
  /**
   * The Bitcoin networks (CAIP-2, `bip122:` and the genesis hash's first 32 hex digits) whose accounts
   * may sign in (BIP-322 signatures). The server reads no Bitcoin chain itself, so they are listed here.
   */
  bitcoinChains: z
    .array(z.string().regex(/^bip122:[0-9a-f]{32}$/, 'a Bitcoin network is bip122: and 32 hex digits'))
    .default([]),
})
/** A validated sign-in configuration. */
export type SiwxConfig = z.infer<typeof siwxSchema>

/** A social login provider's client at the provider: registered there with the secure site's callback. */
const socialClient = z.object({
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
})
/** An OpenID Connect provider's client; `issuer` replaces the provider's own (the devnet's stand-in). */
const oidcClient = socialClient.extend({ issuer: z.url().optional() })
/** An OAuth 2 provider's client; the URLs replace the provider's own endpoints (the devnet's stand-in). */
const oauth2Client = socialClient.extend({
  authorizeUrl: z.url().optional(),
  tokenUrl: z.url().optional(),
  apiUrl: z.url().optional(),
})

/**
 * Social login (SPEC §4): each provider the server logs visitors in with, by its client there. A
 * provider absent here is offered by no project.
 */
export const socialSchema = z.object({
  google: oidcClient.optional(),
  apple: oidcClient.optional(),
  x: oauth2Client.optional(),
  discord: oauth2Client.optional(),
  github: oauth2Client.optional(),
  facebook: oauth2Client.optional(),
  /**
   * Sign In With Farcaster: the relay the visitor's Farcaster app answers through (Farcaster's is
   * `https://relay.farcaster.xyz`), and an Optimism RPC, where the IdRegistry says which account holds a
   * Farcaster id (and a smart-contract custody's signature is checked).
   */
  farcaster: z.object({ relay: z.url(), rpcUrl: z.url() }).optional(),
})
/** A validated social login configuration. */
export type SocialConfig = z.infer<typeof socialSchema>

/** The secure site's default port: the embedded wallet's frame and auth API, on an origin of its own. */
export const DEFAULT_SECURE_SITE_PORT = 8788

/**
 * The embedded wallet (email login): the secure site the frame is served from, the server key its
 * shares are sealed under and its codes hashed with, and the SMTP server codes are mailed through.
 * Absent, the server runs without it.
 */
export const embeddedWalletSchema = z.object({
  /** The secure site's port, on the server's host. */
  port: z.number().int().min(0).max(65535).default(DEFAULT_SECURE_SITE_PORT),
  /** Its public origin, as browsers reach it (default `http://{host}:{port}`). */
  origin: z.url().optional(),
  /**
   * 32 random bytes as 64 hex digits. Shares are sealed and codes hashed under keys derived from it;
   * losing it loses every account's server shares, so back it up apart from the database.
   */
  secretKey: z.string().regex(/^[0-9a-fA-F]{64}$/, 'secretKey is 64 hex digits (32 random bytes)'),
  smtp: z.object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
    /** TLS from the start (port 465); otherwise STARTTLS is used when the server offers it. */
    secure: z.boolean().default(false),
    user: z.string().optional(),
    pass: z.string().optional(),
    /** The sender, e.g. `"Latch" <login@example.com>`. */
    from: z.string().min(3),
  }),
  /** How long a login lasts on a browser. */
  sessionTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  /** The built frame (default: `frame/dist` of this repository). */
  frameDir: z.string().optional(),
  /**
   * Login attempts allowed per hour: mails and codes per visitor IP, and per address for each approved
   * browser (every other browser shares one such budget). Raise the per-IP ones when many visitors share
   * an address the server sees (no `trustProxy` behind a proxy, a campus NAT, a local devnet).
   */
  limits: z
    .object({
      mailsPerIpHour: z.number().int().min(1).max(100_000).default(30),
      codesPerIpHour: z.number().int().min(1).max(100_000).default(60),
      mailsPerAddressHour: z.number().int().min(1).max(1_000).default(6),
      codesPerAddressHour: z.number().int().min(1).max(1_000).default(20),
    })
    .default({ mailsPerIpHour: 30, codesPerIpHour: 60, mailsPerAddressHour: 6, codesPerAddressHour: 20 }),
  /** The social logins the secure site offers (README › Social login). */
  social: socialSchema.default({}),
})
/** A validated embedded-wallet configuration. */
export type EmbeddedWalletConfig = z.infer<typeof embeddedWalletSchema>

/** Where PGlite keeps its data unless the configuration or `LATCH_DATA_DIR` says otherwise. */
export const DEFAULT_DATA_DIR = '.latch-data/db'

/** The server's configuration: a JSON file, then environment overrides. */
export const configSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(8787),
  /**
   * The reverse proxies in front of the server (Fastify's `trustProxy`): their addresses or CIDR ranges
   * (`["127.0.0.1", "10.0.0.0/8"]`), or `true` to trust any hop. Behind a proxy, per-IP
   * limits then count each visitor's own address (from `X-Forwarded-For`), not the proxy's. Default:
   * none, so a forged header is ignored when the server faces browsers directly.
   */
  trustProxy: z.union([z.boolean(), z.array(z.string().min(1)).min(1)]).default(false),
  chains: z
    .array(
      z.object({
        caipNetworkId: caip2,
        rpcUrls: z.array(z.url()).min(1),
        /** What visitors call it ("Ethereum"); answers name the CAIP-2 id when unset. */
        name: z.string().min(1).max(60).optional(),
        /** Its coin; default by namespace (Ether on eip155, SOL on solana). */
        nativeCurrency: z
          .object({
            name: z.string().min(1).max(60),
            symbol: z.string().min(1).max(12),
            decimals: z.number().int().min(0).max(36),
          })
          .optional(),
      }),
    )
    .min(1),
  projects: z
    .array(
      z.object({
        id: z.string().min(1),
        origins: z.array(z.url()),
        /** Pays its visitors' gas on the networks that can sponsor (`smartAccounts`); none when absent. */
        sponsorship: sponsorshipPolicy.optional(),
        /** The social logins its visitors may use, of those `embeddedWallet.social` configures (default: all). */
        socials: z.array(z.enum(LOGIN_PROVIDERS)).optional(),
      }),
    )
    .min(1),
  /**
   * The zones names are registered under (`alice.latch.id`); the first is the default where a call
   * names none. Calls naming another zone are refused.
   */
  nameZones: z
    .array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a zone is a domain like "latch.id"'))
    .min(1)
    .default(['latch.id']),
  /** PGlite data folder (the default database); `DATABASE_URL` selects PostgreSQL instead. */
  dataDir: z.string().default(DEFAULT_DATA_DIR),
  databaseUrl: z.string().optional(),
  /**
   * PostgreSQL connections each process's pool may open (one more holds its indexing lead and hears the
   * others' notices): processes × (this + 1) must stay under the server's `max_connections`.
   */
  databasePoolSize: z.number().int().min(1).max(1_000).default(10),
  tokens: z.array(tokenSchema).default([]),
  priceSource: priceSourceSchema.default({ kind: 'static', usd: {} }),
  /** The chain indexer behind the history endpoint. */
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.number().int().min(50).default(1_000),
      batchBlocks: z.number().int().min(1).max(10_000).default(200),
      /** A process that does not lead a chain's indexing asks again this often (the takeover delay). */
      takeoverMs: z.number().int().min(50).max(60_000).default(2_000),
    })
    .default({ enabled: true, pollIntervalMs: 1_000, batchBlocks: 200, takeoverMs: 2_000 }),
  /** Upstream JSON-RPC timeout (SPEC §9: 10 s). */
  rpcTimeoutMs: z.number().int().min(100).max(60_000).default(10_000),
  embeddedWallet: embeddedWalletSchema.optional(),
  swaps: swapsSchema.default({ slippage: SWAP_SLIPPAGE_DEFAULT, networks: [] }),
  smartAccounts: smartAccountsSchema.default({ networks: [] }),
  onramp: onrampSchema.optional(),
  siwx: siwxSchema.optional(),
})

/** A validated server configuration. */
export type ServerConfig = z.infer<typeof configSchema>

/**
 * Validates a configuration and fills in the defaults of everything but its chains and projects,
 * which every deployment lists itself. Throws a message naming the bad field.
 *
 * @example
 * const config = parseConfig({ chains: [{ caipNetworkId: 'eip155:1', rpcUrls: ['https://rpc.example'] }], projects: [{ id: 'my-app', origins: ['https://app.example'] }] })
 */
export function parseConfig(input: unknown): ServerConfig {
  const parsed = configSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid server configuration at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`)
  }
  // Swaps go through a Uniswap V2 router: on the configured EVM chains only.
  const served = new Set(
    parsed.data.chains.map((c) => c.caipNetworkId).filter((c) => c.startsWith('eip155:')),
  )
  const unserved = parsed.data.swaps.networks.findIndex((n) => !served.has(n.chain))
  if (unserved >= 0)
    throw new Error(
      `Invalid server configuration at swaps.networks.${unserved}.chain: ${parsed.data.swaps.networks[unserved]?.chain} is not one of the configured EVM chains`,
    )
  // A sponsorship policy needs the paymaster service's key and a network that can sponsor.
  const sponsoring = parsed.data.projects.findIndex((p) => p.sponsorship)
  const { smartAccounts } = parsed.data
  if (
    sponsoring >= 0 &&
    (!smartAccounts.sponsorship || !smartAccounts.networks.some((n) => n.bundlerUrl && n.paymaster))
  )
    throw new Error(
      `Invalid server configuration at projects.${sponsoring}.sponsorship: sponsoring gas needs smartAccounts.sponsorship.signerKey and a smartAccounts network with a bundlerUrl and a paymaster`,
    )
  // A project offers only the social logins the secure site is configured for.
  const social = parsed.data.embeddedWallet?.social ?? {}
  for (const [i, p] of parsed.data.projects.entries()) {
    const off = (p.socials ?? []).find((s) => !social[s])
    if (off)
      throw new Error(
        `Invalid server configuration at projects.${i}.socials: ${off} is not configured (embeddedWallet.social.${off})`,
      )
  }
  return parsed.data
}

/**
 * Reads the configuration: the JSON file `LATCH_CONFIG` names (or `fallback`, when given and no file
 * is named), then `HOST`, `PORT`, `LATCH_DATA_DIR` and `DATABASE_URL` override. Throws a message
 * naming the bad field, or saying that no configuration was given.
 *
 * @example
 * const config = loadConfig(process.env)
 */
export function loadConfig(env: Record<string, string | undefined>, fallback?: object): ServerConfig {
  const fromFile: unknown = env.LATCH_CONFIG ? JSON.parse(readFileSync(env.LATCH_CONFIG, 'utf8')) : fallback
  if (fromFile === undefined) {
    throw new Error(
      "No server configuration: set LATCH_CONFIG to a JSON file listing chains and projects (README › The server). `npm start` and `npm run server` use the devnet's.",
    )
  }
  const merged = {
    ...(fromFile as object),
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    ...(env.LATCH_DATA_DIR ? { dataDir: env.LATCH_DATA_DIR } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  }
  return parseConfig(merged)
}

/**
 * The database a configuration names: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`.
 *
 * @example
 * const { db } = await openDatabase(databaseOf(loadConfig(process.env)))
 */
export function databaseOf(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'databasePoolSize'>>,
): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir }
}

/**
 * The database the environment names, as `npm run server` would open it: from `LATCH_CONFIG` when it
 * is set (with the environment's overrides), else `DATABASE_URL`, else PGlite under `LATCH_DATA_DIR`
 * or the default folder. Tools that only need the database (the registry import) use it.
 *
 * @example
 * const { db } = await openDatabase(databaseFromEnv(process.env))
 */
export function databaseFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
  if (env.LATCH_CONFIG) return databaseOf(loadConfig(env))
  return databaseOf({ databaseUrl: env.DATABASE_URL, dataDir: env.LATCH_DATA_DIR ?? DEFAULT_DATA_DIR })
}
