import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const main = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts')

/**
 * How long a test waits for a server process to answer `/health`. Starting one takes about 14 s of CPU
 * with a cold transform cache (a clean clone: tsx compiles the server, PGlite creates its cluster), which
 * on two cores beside two other test files and Chromium took over 75 s in CI. How long is not what these
 * tests measure; a process that exits is reported at once.
 */
export const SERVER_START_MS = 150_000

/** A server process a test started, and the last 2,000 characters it printed. */
export type ServerProcess = { child: ChildProcess; said: () => string }

/**
 * Starts `main.ts` as a process of its own on a config file, printing nothing unless `LOG_SERVER` is set.
 *
 * @example
 * const server = startServerProcess('/tmp/x/config.json')
 * await waitUntilHealthy(server, 'http://127.0.0.1:18790')
 */
export function startServerProcess(configFile: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LATCH_CONFIG: configFile, ...env },
    stdio: [
      'ignore',
      process.env.LOG_SERVER ? 'inherit' : 'pipe',
      process.env.LOG_SERVER ? 'inherit' : 'pipe',
    ],
  })
  let said = ''
  const hear = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2_000)
  }
  child.stdout?.on('data', hear)
  child.stderr?.on('data', hear)
  return { child, said: () => said }
}

/**
 * What Linux says of a process (its state and CPU seconds so far), for the error when a server does not
 * come up: a process asleep with no CPU time waits on something; one that spent it was compiling.
 */
function processState(pid: number | undefined): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100
    return `state ${fields[0]}, ${cpu} s of CPU`
  } catch {
    return 'no process state'
  }
}

/**
 * Resolves once the server answers `GET /health` with 200; throws at once if the process exits, or after
 * `ms`, with its exit code, state and what it printed.
 *
 * @example
 * await waitUntilHealthy(server, base)
 */
export async function waitUntilHealthy(
  server: ServerProcess,
  base: string,
  ms = SERVER_START_MS,
): Promise<void> {
  const deadline = Date.now() + ms
  const up = () =>
    fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    )
  while (!(await up())) {
    const { exitCode, signalCode, pid } = server.child
    if (exitCode !== null || signalCode !== null || Date.now() > deadline)
      throw new Error(
        `the server at ${base} did not start (exit code ${exitCode}, signal ${signalCode}; ${processState(pid)}); it said:\n${server.said()}`,
      )
    await new Promise((r) => setTimeout(r, 100))
  }
}
