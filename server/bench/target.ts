/**
 * The benchmark's target process: a devnet chain, the Latch API over PGlite (or PostgreSQL with
 * DATABASE_URL) seeded with 100,000 transfers for one address, and a bare Fastify route. Prints one JSON
 * line with the URLs, then serves until killed.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { devnetServerConfig } from '@latch/devnet/server-config'
import Fastify from 'fastify'
import { buildApp } from '../src/app.ts'
import { parseConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { seedHistory } from './seed.ts'

const TRANSFERS = 100_000
const anvil = await startAnvil({ port: 19_545, chainId: 31337 })
await deployTestTokens(anvil.rpcUrl, 31337)
const config = parseConfig(
  devnetServerConfig({ chains: [{ id: 31337, name: 'bench', rpcUrl: anvil.rpcUrl }], solanaRpcUrl: null }),
)
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'latch-bench-')), 'db') },
)
const address = testAccount(0).address.toLowerCase()
const other = testAccount(1).address.toLowerCase()
await seedHistory(database.db, { chain: 'eip155:31337', address, other, count: TRANSFERS })
const app = await buildApp({ config, db: database.db })
const api = await app.listen({ host: '127.0.0.1', port: 0 })
const bare = Fastify()
bare.get('/bare', async () => ({ ok: true }))
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 })
console.log(JSON.stringify({ api, bare: bareUrl, address, database: database.kind, transfers: TRANSFERS }))
process.on('SIGTERM', async () => {
  await app.close()
  await bare.close()
  await database.close()
  await anvil.stop()
  process.exit(0)
})
