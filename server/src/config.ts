import { readFileSync } from 'node:fs'
import { z } from 'zod'

const caip2 = z
  .string()
  .regex(/^(eip155|solana|polkadot|bip122|cosmos):[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

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
