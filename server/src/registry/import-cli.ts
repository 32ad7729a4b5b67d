/**
 * `npm run registry:import -- --project-id <id>`: replaces the wallet registry with the public
 * WalletConnect explorer listing, in the database the server uses (`LATCH_CONFIG`, `LATCH_DATA_DIR`,
 * `DATABASE_URL`, as for `npm run server`). Run it online; stop a server that holds the same PGlite
 * folder first (PostgreSQL can stay up: the registry is swapped in one transaction).
 */
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { databaseFromEnv } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { EXPLORER_URL, importExplorer } from './explorer-import.ts'

const USAGE = `Usage: npm run registry:import -- --project-id <id> [options]

  --project-id <id>     WalletConnect Cloud project id (or WALLETCONNECT_PROJECT_ID)
  --explorer-url <url>  explorer origin (default ${EXPLORER_URL})
  --logos <size>        sm, md, lg or none (default md)
  --page-size <n>       listings per request, 1-1000 (default 200)
  --keep-missing        keep wallets the explorer no longer lists
  --help                this text`

/** Runs the import with command-line arguments; resolves to the process exit code. */
export async function main(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  let args: ReturnType<typeof parse>
  try {
    args = parse(argv)
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const projectId = args['project-id'] ?? env.WALLETCONNECT_PROJECT_ID
  const logos = args.logos ?? 'md'
  const problem = !projectId
    ? 'A project id is needed.'
    : !['sm', 'md', 'lg', 'none'].includes(logos)
      ? '--logos must be sm, md, lg or none'
      : args['page-size'] !== undefined && !/^\d{1,4}$/.test(args['page-size'])
        ? '--page-size must be a number from 1 to 1000'
        : undefined
  if (problem || !projectId) {
    console.error(`${problem}\n\n${USAGE}`)
    return 2
  }
  const database = await openDatabase(databaseFromEnv(env))
  try {
    const report = await importExplorer(database.db, {
      projectId,
      explorerUrl: args['explorer-url']?.replace(/\/+$/, ''),
      logoSize: logos as 'sm' | 'md' | 'lg' | 'none',
      pageSize: args['page-size'] ? Number(args['page-size']) : undefined,
      keepMissing: args['keep-missing'] ?? false,
      onProgress: (line) => console.log(line),
    })
    console.log(
      `Imported ${report.imported} wallets (${report.logos.stored} logos; ${report.logos.failed} failed, ${report.logos.missing} none listed); ` +
        `${report.removed} removed, ${report.kept} kept, ${report.skipped.length} listings skipped.`,
    )
    for (const s of report.skipped.slice(0, 20)) console.log(`  skipped ${s.id}: ${s.reason}`)
    return 0
  } catch (e) {
    console.error(`Import failed, the registry is unchanged: ${(e as Error).message}`)
    return 1
  } finally {
    await database.close()
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      'project-id': { type: 'string' },
      'explorer-url': { type: 'string' },
      logos: { type: 'string' },
      'page-size': { type: 'string' },
      'keep-missing': { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  }).values
}

const invoked = process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href
if (import.meta.url === invoked) process.exitCode = await main(process.argv.slice(2), process.env)
