import { readFileSync } from 'node:fs'
import { SWAP_SLIPPAGE_DEFAULT } from '@latch/protocol/api'
import { LOGIN_PROVIDERS } from '@latch/protocol/embedded'
import { z } from 'zod'
import { embeddedWalletSchema } from './auth/settings.ts'
import { smartAccountsSchema, sponsorshipPolicy } from './auth/sponsorship-settings.ts'
import { swapsSchema } from './convert/settings.ts'
import type { DatabaseConfig } from './db/client.ts'
import { onrampSchema } from './onramp/settings.ts'
import { caip2, evmAddress, solanaAddress } from './settings-fields.ts'
import { siwxSchema } from './siwx/settings.ts'

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
