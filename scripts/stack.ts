/**
 * Starts the local stack: the devnet chains, the WalletConnect relay on 127.0.0.1:8555, the mail catcher
 * (SMTP 2525, inbox http://127.0.0.1:8025), the API server on 127.0.0.1:8787 with the embedded
 * wallet's secure site on 127.0.0.1:8788, and the demo on
 * http://127.0.0.1:5173, prints the URLs, and stops everything on Ctrl-C.
 *
 *   tsx scripts/stack.ts --mode dev       # `npm start`: Vite dev server with hot reload
 *   tsx scripts/stack.ts --mode preview   # e2e: a production build of the demo
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@latch/devnet'
import { startMailbox } from '@latch/devnet/mail'
import { startOnrampProvider } from '@latch/devnet/onramp'
import { DEVNET_EMBEDDED_PORTS, DEVNET_ONRAMP, devnetServerConfig } from '@latch/devnet/server-config'
import { startRelay } from '@latch/devnet/walletconnect'
import { startServer } from '@latch/server'
import { build, createServer, preview } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps', 'demo')
const mode = process.argv.includes('preview') ? 'preview' : 'dev'
const stops: (() => Promise<unknown>)[] = []
let stopping = false

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const stop of stops.reverse()) await stop().catch(() => {})
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

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
  // The wallet frame the server's secure site serves (a small Vite build, a few seconds).
  await build({
    root: join(root, 'frame'),
    configFile: join(root, 'frame', 'vite.config.ts'),
    logLevel: 'warn',
  })
  // The devnet starts from genesis every time, so the server's index starts empty with it (a folder
  // of its own per run) unless LATCH_DATA_DIR or DATABASE_URL says otherwise.
  const dataDir = process.env.LATCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'latch-stack-')))
  if (!process.env.LATCH_DATA_DIR) stops.push(() => rm(dataDir, { recursive: true, force: true }))
  // The server serves the devnet (its chains, tokens and fixtures) unless LATCH_CONFIG names another.
  const api = await startServer(
    { ...process.env, LATCH_DATA_DIR: dataDir },
    { config: devnetServerConfig({ chains: devnet.chains, solanaRpcUrl: devnet.solana.rpcUrl }) },
  )
  stops.push(api.stop)
  // The fake on-ramp provider: its checkout page, and its signed webhooks to the server.
  const onramp = await startOnrampProvider({ ...DEVNET_ONRAMP, latchApiUrl: api.url })
  stops.push(onramp.stop)
  let demoUrl: string
  if (mode === 'dev') {
    const dev = await createServer({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    await dev.listen()
    stops.push(() => dev.close())
    demoUrl = dev.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
  } else {
    await build({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    const server = await preview({ root: demo, configFile: join(demo, 'vite.config.ts'), logLevel: 'warn' })
    stops.push(() => new Promise((r) => server.httpServer.close(r)))
    demoUrl = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
  }
  console.log('\nLatch is running:')
  for (const c of devnet.chains) console.log(`  chain ${c.id}     ${c.rpcUrl}   (${c.name})`)
  console.log(`  Solana          ${devnet.solana.rpcUrl}   (LiteSVM; test SPL token LUSD)`)
  console.log(`  Bitcoin         ${devnet.bitcoin.esploraUrl}   (regtest Esplora fixture)`)
  console.log(`  API server      ${api.url}   (${api.database})`)
  console.log(`  WalletConnect   ${relay.url}   (local relay)`)
  console.log(`  email wallet    ${api.secureSite}   (secure site)`)
  console.log(`  inbox           ${mail.url}   (every mail the stack sends)`)
  console.log(`  on-ramp         ${onramp.url}   (a fake provider: test card 4242 4242 4242 4242)`)
  console.log(`  demo            ${demoUrl}`)
  console.log('\nPress Ctrl-C to stop.')
} catch (e) {
  console.error(`Could not start the stack: ${e instanceof Error ? e.message : String(e)}`)
  await stopAll(1)
}
