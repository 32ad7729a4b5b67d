/**
 * A throwaway PostgreSQL for tests, benchmarks and the local cluster: Debian’s `postgresql`, installed through apt-get when
 * missing, initialised in a temporary folder and started on a loopback port as the `postgres` user.
 */
import { execFileSync, execSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function binDir(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin')
  return undefined
}

function ensureInstalled(): string {
  let bin = binDir()
  if (bin) return bin
  console.log('PostgreSQL not found; installing Debian’s postgresql…')
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
    stdio: 'inherit',
  })
  bin = binDir()
  if (!bin) throw new Error('PostgreSQL is still missing after apt-get install postgresql')
  return bin
}

/** A running test PostgreSQL. */
export type TestPostgres = { url: string; stop: () => void }

/**
 * Starts PostgreSQL on 127.0.0.1:`port` with trust auth (loopback only, throwaway data).
 *
 * @example
 * const pg = startPostgres(15432) // pg.url === 'postgres://postgres@127.0.0.1:15432/postgres'
 */
export function startPostgres(port: number): TestPostgres {
  const bin = ensureInstalled()
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  const data = join(dir, 'data')
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(dir, uid, gid)
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
