/**
 * Several server processes over one PostgreSQL behind nginx: what `npm run start:cluster` runs, and what
 * the cluster tests and `npm run bench:scale` measure. Each process is `server/src/main.ts` with a
 * configuration file of its own (its ports), the rest of the configuration shared. A process that dies
 * is said and started again, with backoff (`docs/scaling.md`, "What supervises what").
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startNginx } from './nginx.ts'

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts')
/**
 * Node's young generation at 64 MB a half (16 MB by default): a request's rows and answer are garbage
 * within milliseconds, but with a hundred in flight the default size promoted them to the old
 * generation, whose collections then paused every request at once (the history pages' p99 under load).
 *
 * @example
 * spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'])
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const

/** What to start. */
export type ClusterOptions = {
  /** How many server processes. */
  processes: number
  /** The PostgreSQL every process uses. */
  databaseUrl: string
  /**
   * The server configuration (as a `LATCH_CONFIG` file holds it) every process shares; its ports,
   * `databaseUrl`, `trustProxy` and the secure site's public origin are set here.
   */
  config: Record<string, unknown>
  /** The proxy's public API port. */
  port: number
  /** The proxy's public secure-site port, when `config` has an `embeddedWallet`. */
  securePort?: number
  /** Process `i` listens on `firstPort + 2i` (API) and `firstPort + 2i + 1` (secure site). */
  firstPort: number
  /** nginx's `worker_processes` (default `auto`). */
  proxyWorkers?: string
  /** Where the processes' output goes (default: dropped). */
  output?: 'inherit' | 'ignore'
  /** Starting the processes may take this long (default 90 s: they compile TypeScript on start). */
  startTimeoutMs?: number
  /**
   * Where each death and restart of a process is said (default: standard error). A process that dies
   * is started again after {@link RESTART_BACKOFF_MS} (doubling while it keeps dying within a minute).
   */
  log?: (line: string) => void
}

/** The first wait before a dead process is started again; doubled for each death within a minute, to 30 s. */
export const RESTART_BACKOFF_MS = 250
const RESTART_BACKOFF_MAX_MS = 30_000
/** A process that ran this long before dying is started again after the first wait. */
const STABLE_MS = 60_000

/**
 * One server process of the cluster: its own API and secure site (past the proxy). After a restart,
 * `pid` and `child` are the new process's, and `restarts` counts them.
 */
export type ClusterProcess = {
  pid: number
  api: string
  secureSite?: string
  child: ChildProcess
  restarts: number
}

/** A running cluster. */
export type RunningCluster = {
  /** The API as visitors reach it: through the proxy. */
  url: string
  /** The secure site through the proxy, when configured. */
  secureSite?: string
  processes: readonly ClusterProcess[]
  stop: () => Promise<void>
}

const healthy = (url: string) =>
  fetch(`${url}/health`).then(
    (r) => r.ok,
    () => false,
  )

/**
 * Starts `processes` server processes and nginx in front of them; resolves once every process answers
 * its health check and the proxy listens.
 *
 * @example
 * const cluster = await startCluster({ processes: 4, databaseUrl, config, port: 8790, firstPort: 18_900 })
 * await fetch(`${cluster.url}/health`)
 * await cluster.stop()
 */
export async function startCluster(opts: ClusterOptions): Promise<RunningCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-cluster-'))
  const embedded = opts.config.embeddedWallet as Record<string, unknown> | undefined
  if (embedded && opts.securePort === undefined)
    throw new Error('The configuration has an embeddedWallet: give the cluster a securePort')
  const secureSite = embedded ? `http://127.0.0.1:${opts.securePort}` : undefined
  const processes: ClusterProcess[] = []
  const errors = new Map<ChildProcess, string>()
  let stopping = false
  const log = opts.log ?? ((line: string) => console.error(line))
  // Restarts waiting to happen, and each process's current wait.
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const backoff: number[] = []
  const stopProcesses = async () => {
    stopping = true
    for (const timer of timers) clearTimeout(timer)
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
    rmSync(dir, { recursive: true, force: true })
  }
  /** Starts process `i` from its configuration file, and supervises it: a death is said and restarted. */
  const launch = (i: number, file: string, entry: ClusterProcess | undefined): ClusterProcess => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', MAIN], {
      env: { ...process.env, LATCH_CONFIG: file, DATABASE_URL: opts.databaseUrl },
      stdio: opts.output === 'inherit' ? 'inherit' : ['ignore', 'ignore', 'pipe'],
    })
    // What a process says as it fails to start goes into the error.
    child.stderr?.on('data', (d: Buffer) => {
      errors.set(child, ((errors.get(child) ?? '') + d.toString()).slice(-4_000))
    })
    const port = opts.firstPort + 2 * i
    const p: ClusterProcess = entry ?? {
      pid: 0,
      api: `http://127.0.0.1:${port}`,
      ...(embedded ? { secureSite: `http://127.0.0.1:${port + 1}` } : {}),
      child,
      restarts: 0,
    }
    p.pid = child.pid!
    p.child = child
    const started = Date.now()
    child.once('exit', (code, signal) => {
      if (stopping) return
      const ran = Date.now() - started
      backoff[i] =
        ran >= STABLE_MS
          ? RESTART_BACKOFF_MS
          : Math.min((backoff[i] ?? 0) * 2 || RESTART_BACKOFF_MS, RESTART_BACKOFF_MAX_MS)
      const detail = errors.get(child)?.trim().split('\n').at(-1)
      log(
        `cluster: server process ${i} (pid ${p.pid}) died (${signal ?? `exit code ${code}`}) after ${Math.round(ran / 1000)} s${detail ? `: ${detail}` : ''}; restarting in ${backoff[i]} ms`,
      )
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (stopping) return
        launch(i, file, p)
        p.restarts++
        log(`cluster: server process ${i} restarted (pid ${p.pid}, restart ${p.restarts})`)
      }, backoff[i])
      timers.add(timer)
    })
    return p
  }
  try {
    for (let i = 0; i < opts.processes; i++) {
      const port = opts.firstPort + 2 * i
      const file = join(dir, `${i}.json`)
      const config = {
        ...opts.config,
        host: '127.0.0.1',
        port,
        databaseUrl: opts.databaseUrl,
        // Only the proxy, on this machine, may say who the visitor is.
        trustProxy: ['127.0.0.1'],
        ...(embedded ? { embeddedWallet: { ...embedded, port: port + 1, origin: secureSite } } : {}),
      }
      writeFileSync(file, JSON.stringify(config))
      processes.push(launch(i, file, undefined))
    }
    const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000)
    for (const p of processes) {
      while (!(await healthy(p.api))) {
        if (p.child.exitCode !== null)
          throw new Error(`server process ${p.api} exited on start: ${errors.get(p.child)?.trim() ?? ''}`)
        if (Date.now() > deadline) throw new Error(`server process ${p.api} did not start in time`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const hostOf = (url: string | undefined) => (url ? [new URL(url).host] : [])
    const proxy = await startNginx(
      [
        { port: opts.port, upstreams: processes.flatMap((p) => hostOf(p.api)) },
        ...(embedded
          ? [{ port: opts.securePort!, upstreams: processes.flatMap((p) => hostOf(p.secureSite)) }]
          : []),
      ],
      opts.proxyWorkers,
    )
    return {
      url: `http://127.0.0.1:${opts.port}`,
      ...(secureSite ? { secureSite } : {}),
      processes,
      async stop() {
        await proxy.stop()
        await stopProcesses()
      },
    }
  } catch (e) {
    await stopProcesses()
    throw e
  }
}
