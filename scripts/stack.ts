/**
 * Starts the local stack: the devnet chains, the WalletConnect relay on 127.0.0.1:8555, the mail catcher
 * (SMTP 2525, inbox http://127.0.0.1:8025), the API server on 127.0.0.1:8787 with the embedded
 * wallet's secure site on http://localhost:8788, and the demo on
 * http://localhost:5173, prints the URLs, and stops everything on Ctrl-C.
 *
 *   tsx scripts/stack.ts --mode dev       # `npm start`: Vite dev server with hot reload
 *   tsx scripts/stack.ts --mode preview   # e2e: a production build of the demo
 *   tsx scripts/stack.ts --mode dev --next   # also the Next.js app (apps/next) on http://localhost:3001
 *       (it reads the packages' dist/, as an installed app would: they are built first when older
 *       than their sources)
 *   tsx scripts/stack.ts --mode dev --cluster [N]   # `npm run start:cluster`: N server processes
 *       (default: one per core, at least 2) over PostgreSQL (DATABASE_URL, else a local one started
 *       here) behind nginx on the same two ports
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@latch/devnet'
import { devnetFarcasterApp, installIdRegistry, startFarcasterRelay } from '@latch/devnet/farcaster'
import { startIdentityProvider } from '@latch/devnet/identity'
import { startMailbox } from '@latch/devnet/mail'
import { startOnrampProvider } from '@latch/devnet/onramp'
import {
  DEVNET_DEMO_URL,
  DEVNET_EMBEDDED_PORTS,
  DEVNET_ONRAMP,
  DEVNET_SECURE_SITE,
  devnetServerConfig,
  LOCAL_APP_PORTS,
} from '@latch/devnet/server-config'
import { startRelay } from '@latch/devnet/walletconnect'
import { parseConfig, startServer } from '@latch/server'
import { startCluster, startPostgres } from '@latch/server/deploy'
import { build, createServer, preview } from 'vite'
import { packagesStale } from '../e2e/published.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps', 'demo')
const mode = process.argv.includes('preview') ? 'preview' : 'dev'
const withNext = process.argv.includes('--next')
const clusterAt = process.argv.indexOf('--cluster')
const clusterSize =
  clusterAt === -1 ? 0 : Number(process.argv[clusterAt + 1] ?? '') || Math.max(2, availableParallelism())
/** The cluster's own PostgreSQL when DATABASE_URL names none, and its server processes' first port. */
const CLUSTER_POSTGRES_PORT = 15_632
const CLUSTER_FIRST_PORT = 18_700
const stops: (() => Promise<unknown>)[] = []
let stopping: Promise<never> | undefined

/**
 * Stops everything, newest first, then exits. A second signal (a terminal's Ctrl-C reaches tsx and
 * this process both) waits for the same stop rather than exiting halfway and orphaning the processes
 * it started.
 */
function stopAll(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    process.exit(code)
  })()
  return stopping
}
const onSignal = () => void stopAll(0)
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

/**
 * Vite's servers exit the process on SIGTERM (and when stdin ends) once they alone have closed, which
 * would orphan the chains, nginx, the server processes and PostgreSQL: the stack keeps those signals to
 * itself and closes the Vite server among everything else.
 */
function keepSignalsToTheStack(): void {
  for (const listener of process.listeners('SIGTERM'))
    if (listener !== onSignal) process.off('SIGTERM', listener)
  process.stdin.removeAllListeners('end')
}

try {
  const devnet = await startDevnet()
  stops.push(devnet.stop)
  const relay = await startRelay({ port: 8555 })
  stops.push(relay.stop)
  const mail = await startMailbox({
    smtpPort: DEVNET_EMBEDDED_PORTS.smtp,
    httpPort: DEVNET_EMBEDDED_PORTS.inbox,
  })
  stops.push(mail.stop)
  // The identity provider every social login button goes to (any test identity signs in, or denies).
  const identity = await startIdentityProvider({
    port: DEVNET_EMBEDDED_PORTS.identity,
    secureSites: [DEVNET_SECURE_SITE],
  })
  stops.push(identity.stop)
  // Sign In With Farcaster: the relay, and the IdRegistry stand-in on chain A (where the server looks
  // ids up); the relay's page approves a request as a test Farcaster account.
  const chainA = devnet.chains[0]!.rpcUrl
  await installIdRegistry(chainA)
  const farcaster = await startFarcasterRelay({
    port: DEVNET_EMBEDDED_PORTS.farcasterRelay,
    app: devnetFarcasterApp(chainA),
  })
  stops.push(farcaster.stop)
  // The wallet frame the server's secure site serves (a small Vite build, a few seconds).
  await build({
    root: join(root, 'frame'),
    configFile: join(root, 'frame', 'vite.config.ts'),
    logLevel: 'warn',
  })
  const config = devnetServerConfig({
    chains: devnet.chains,
    solanaRpcUrl: devnet.solana.rpcUrl,
    secureSiteOrigin: DEVNET_SECURE_SITE,
    farcaster: { relay: farcaster.url, rpcUrl: chainA },
  })
  const api = clusterSize > 0 ? await startServerCluster(config) : await startOneServer(config)
  // The fake on-ramp provider: its checkout page, and its signed webhooks to the server.
  const onramp = await startOnrampProvider({ ...DEVNET_ONRAMP, latchApiUrl: api.url })
  stops.push(onramp.stop)
  let demoUrl: string
  if (mode === 'dev') {
    const dev = await createServer({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    await dev.listen()
    stops.push(() => dev.close())
    demoUrl = `${DEVNET_DEMO_URL}/`
  } else {
    await build({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    const server = await preview({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    stops.push(() => new Promise((r) => server.httpServer.close(r)))
    demoUrl = `${DEVNET_DEMO_URL}/`
  }
  const nextUrl = withNext ? await startNextApp() : undefined
  keepSignalsToTheStack()
  console.log('\nLatch is running:')
  for (const c of devnet.chains) console.log(`  chain ${c.id}     ${c.rpcUrl}   (${c.name})`)
  for (const c of devnet.chains)
    console.log(`  bundler ${c.id}   ${c.bundlerUrl}   (ERC-4337, Alto; the demo sponsors gas)`)
  console.log(`  Solana          ${devnet.solana.rpcUrl}   (LiteSVM; test SPL token LUSD)`)
  console.log(`  Bitcoin         ${devnet.bitcoin.esploraUrl}   (regtest Esplora fixture)`)
  console.log(`  API server      ${api.url}   (${api.database})`)
  if (clusterSize > 0)
    console.log(
      `                  nginx in front of ${clusterSize} processes on ports ${CLUSTER_FIRST_PORT}…`,
    )
  console.log(`  WalletConnect   ${relay.url}   (local relay)`)
  console.log(`  email wallet    ${api.secureSite}   (secure site)`)
  console.log(`  inbox           ${mail.url}   (every mail the stack sends)`)
  console.log(`  identity        ${identity.issuer}   (social logins: any test identity signs in)`)
  console.log(`  Farcaster       ${farcaster.url}   (relay; its page approves a sign-in as a test account)`)
  console.log(`  on-ramp         ${onramp.url}   (a fake provider: test card 4242 4242 4242 4242)`)
  console.log(`  demo            ${demoUrl}`)
  if (nextUrl) console.log(`  Next.js app     ${nextUrl}`)
  console.log('\nPress Ctrl-C to stop.')
} catch (e) {
  console.error(`Could not start the stack: ${e instanceof Error ? e.message : String(e)}`)
  await stopAll(1)
}

/** The one server process: PGlite in a folder of its own unless LATCH_DATA_DIR or DATABASE_URL says otherwise. */
async function startOneServer(
  config: object,
): Promise<{ url: string; secureSite?: string; database: string }> {
  // The devnet starts from genesis every time, so the server's index starts empty with it.
  const dataDir = process.env.LATCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'latch-stack-')))
  if (!process.env.LATCH_DATA_DIR) stops.push(() => rm(dataDir, { recursive: true, force: true }))
  // The server serves the devnet (its chains, tokens and fixtures) unless LATCH_CONFIG names another.
  const api = await startServer({ ...process.env, LATCH_DATA_DIR: dataDir }, { config })
  stops.push(api.stop)
  return api
}

/** `clusterSize` server processes over PostgreSQL behind nginx, on the one server's ports. */
async function startServerCluster(
  config: Record<string, unknown>,
): Promise<{ url: string; secureSite?: string; database: string }> {
  let databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    const postgres = startPostgres(CLUSTER_POSTGRES_PORT)
    stops.push(async () => postgres.stop())
    databaseUrl = postgres.url
  }
  const cluster = await startCluster({
    processes: clusterSize,
    databaseUrl,
    config,
    // The one server's own ports: the demo reaches the cluster where it reaches the server.
    port: parseConfig(config).port,
    securePort: DEVNET_EMBEDDED_PORTS.secureSite,
    firstPort: CLUSTER_FIRST_PORT,
    output: 'inherit',
  })
  stops.push(cluster.stop)
  return { ...cluster, database: 'postgres' }
}

/** The newest modification time of the files below `dir` (ms). */
/**
 * The Next.js app (apps/next): the packages are built when their dist/ is older than their sources (it
 * reads dist/, as an installed app would), then `next dev`, or
 * `next build` and `next start`, on 127.0.0.1:3001 (3000 stays free for the fresh Next.js app of the
 * e2e tests); resolves once it answers.
 */
async function startNextApp(): Promise<string> {
  const npm = (args: string[]) => {
    const done = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    if (done.status !== 0) throw new Error(`npm ${args.join(' ')} failed`)
  }
  if (packagesStale()) npm(['run', 'build'])
  if (mode === 'preview') npm(['run', 'build', '-w', '@latch/next-demo'])
  const port = String(LOCAL_APP_PORTS.nextDemo)
  const child = spawn(
    'npm',
    ['run', mode === 'dev' ? 'dev' : 'start', '-w', '@latch/next-demo', '--', '--port', port],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        process.kill(-(child.pid ?? 0), 'SIGTERM')
      }),
  )
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the Next.js app exited with ${child.exitCode}`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      // Visited by name, as the demo and the secure site are (one site).
      return url.replace('//127.0.0.1:', '//localhost:')
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the Next.js app did not answer on ${url}`)
}
