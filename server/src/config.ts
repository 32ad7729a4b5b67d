import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { DatabaseConfig } from './db/client.ts'

const caip2 = z
  .string()
  .regex(/^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address')

/** A token the server reports balances and activity for. */
export const tokenSchema = z.object({
  chain: caip2,
  address: evmAddress,
  kind: z.enum(['erc20', 'erc721']).default('erc20'),
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(36).default(0),
  iconUrl: z.url().optional(),
  /** For NFTs: the preview image URL, `{id}` standing for the token id. Default: a generated image. */
  imageUrlTemplate: z.string().max(500).optional(),
  /** NFTs flagged as spam: their transfers are marked `flags.is_spam`. */
  spam: z.boolean().default(false),
})
export type TokenConfig = z.infer<typeof tokenSchema>

/**
 * The price source: a fixed USD price per asset (`caip2:native` or `caip2:0xtoken`). It is what a
 * self-hosted server offline can know; a deployment with a price feed replaces it.
 */
export const priceSourceSchema = z.object({
  kind: z.literal('static'),
  usd: z.record(z.string(), z.number().nonnegative()),
})

/** The server's configuration: a JSON file, then environment overrides. */
export const configSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(8787),
  chains: z.array(z.object({ caipNetworkId: caip2, rpcUrls: z.array(z.url()).min(1) })).min(1),
  projects: z.array(z.object({ id: z.string().min(1), origins: z.array(z.url()) })).min(1),
  /** Names are registered under this zone: `alice.latch.id`. */
  nameZone: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    .default('latch.id'),
  /** PGlite data folder (the default database); `DATABASE_URL` selects PostgreSQL instead. */
  dataDir: z.string().default('.latch-data/db'),
  databaseUrl: z.string().optional(),
  tokens: z.array(tokenSchema).default([]),
  priceSource: priceSourceSchema.default({ kind: 'static', usd: {} }),
  /** The chain indexer behind the history endpoint. */
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.number().int().min(50).default(1_000),
      batchBlocks: z.number().int().min(1).max(10_000).default(200),
      reorgDepth: z.number().int().min(1).max(1_000).default(12),
    })
    .default({ enabled: true, pollIntervalMs: 1_000, batchBlocks: 200, reorgDepth: 12 }),
  /** Upstream JSON-RPC timeout (SPEC §9: 10 s). */
  rpcTimeoutMs: z.number().int().min(100).max(60_000).default(10_000),
})

/** A validated server configuration. */
export type ServerConfig = z.infer<typeof configSchema>

/** The default configuration: the devnet chains and the demo project. */
export const defaultConfig: ServerConfig = {
  host: '127.0.0.1',
  port: 8787,
  chains: [
    { caipNetworkId: 'eip155:31337', rpcUrls: ['http://127.0.0.1:8545'] },
    { caipNetworkId: 'eip155:31338', rpcUrls: ['http://127.0.0.1:8546'] },
  ],
  projects: [{ id: 'latch-demo', origins: ['http://127.0.0.1:5173', 'http://localhost:5173'] }],
  nameZone: 'latch.id',
  dataDir: '.latch-data/db',
  rpcTimeoutMs: 10_000,
  tokens: ['eip155:31337', 'eip155:31338'].flatMap((chain) => [
    // The devnet's test tokens: deterministic addresses (deployer #9, nonces 0 and 1).
    {
      chain,
      address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      kind: 'erc20' as const,
      name: 'Latch USD',
      symbol: 'LUSD',
      decimals: 6,
      spam: false,
    },
    {
      chain,
      address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      kind: 'erc20' as const,
      name: 'Latch Token',
      symbol: 'LTK',
      decimals: 18,
      spam: false,
    },
    {
      chain,
      address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      kind: 'erc721' as const,
      name: 'Latch Collectibles',
      symbol: 'LCOL',
      decimals: 0,
      spam: false,
    },
    // Fixtures held by test account #7 only: a spam-flagged collection, a token and a collection named
    // in HTML.
    {
      chain,
      address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
      kind: 'erc721' as const,
      name: 'Free Airdrop Voucher',
      symbol: 'SPAM',
      decimals: 0,
      spam: true,
    },
    {
      chain,
      address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
      kind: 'erc20' as const,
      name: '<img src=x onerror="window.__latchXss=1">Hostile',
      symbol: '<b>XSS</b>',
      decimals: 18,
      spam: false,
    },
    {
      chain,
      address: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
      kind: 'erc721' as const,
      name: '<svg onload="window.__latchXss=2">Hostile NFT',
      symbol: '<i>HNFT</i>',
      decimals: 0,
      spam: false,
    },
  ]),
  priceSource: {
    kind: 'static',
    usd: {
      'eip155:31337:native': 3_000,
      'eip155:31338:native': 3_000,
      'eip155:31337:0x700b6a60ce7eaaea56f065753d8dcb9653dbad35': 1,
      'eip155:31338:0x700b6a60ce7eaaea56f065753d8dcb9653dbad35': 1,
      'eip155:31337:0xa15bb66138824a1c7167f5e85b957d04dd34e468': 0.5,
      'eip155:31338:0xa15bb66138824a1c7167f5e85b957d04dd34e468': 0.5,
    },
  },
  indexer: { enabled: true, pollIntervalMs: 1_000, batchBlocks: 200, reorgDepth: 12 },
}

/**
 * Reads the configuration: `LATCH_CONFIG` names a JSON file (else the defaults), then `HOST` and
 * `PORT` override. Throws a message naming the bad field.
 *
 * @example
 * const config = loadConfig(process.env)
 */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const fromFile: unknown = env.LATCH_CONFIG
    ? JSON.parse(readFileSync(env.LATCH_CONFIG, 'utf8'))
    : defaultConfig
  const merged = {
    ...(fromFile as object),
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    ...(env.LATCH_DATA_DIR ? { dataDir: env.LATCH_DATA_DIR } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  }
  const parsed = configSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid server configuration at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`)
  }
  return parsed.data
}

/**
 * The database a configuration names: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`.
 *
 * @example
 * const { db } = await openDatabase(databaseOf(loadConfig(process.env)))
 */
export function databaseOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): DatabaseConfig {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir }
}
