/**
 * Vitest global setup of the browser project: a real Latch server (PGlite in memory, indexing the
 * unit-test devnet) that the component tests' page may call from its origin, with the embedded
 * wallet's secure site serving the wallet frame (built from this checkout's sources) and mailing
 * its codes to a local mail catcher; and a local WalletConnect relay.
 */
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMailbox } from '@latch/devnet/mail'
import { DEVNET_EMBEDDED_PORTS, devnetServerConfig } from '@latch/devnet/server-config'
import type {} from '@latch/devnet/vitest-context'
import { sharedResource } from '@latch/devnet/vitest-shared'
import { startRelay } from '@latch/devnet/walletconnect'
import { startServer } from '@latch/server'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { BROWSER_TEST_ORIGIN } from './origin.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** The Latch server the component tests use. */
    apiUrl: string
    /** Its secure site: the embedded wallet's origin, where the wallet frame loads from. */
    secureSite: string
    /** The mail catcher's inbox (read by the `mailedCode` command). */
    inboxUrl: string
    /** The local WalletConnect relay the component tests pair through. */
    relayUrl: string
  }
}

const frameRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../frame')

/** The newest change among a folder's files (and its subfolders'). */
const newestIn = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newestIn(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
    ),
  )

/**
 * Whether frame/dist was built after every change to the frame's sources. `npm run test:unit` builds
 * it before the tests start (a build here would compete for the CPU with the servers other test files
 * start); a run of Vitest alone builds it here when it is missing or stale.
 */
const frameBuilt = (): boolean => {
  const built = join(frameRoot, 'dist', 'index.html')
  if (!existsSync(built)) return false
  const sources = Math.max(
    newestIn(join(frameRoot, 'src')),
    ...['index.html', 'approve.html', 'review.html', 'vite.config.ts'].map(
      (f) => statSync(join(frameRoot, f)).mtimeMs,
    ),
  )
  return statSync(built).mtimeMs >= sources
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { devnet: chains, solana } = project.getProvidedContext()
  const mail = await startMailbox({ smtpPort: 0, httpPort: 0 })
  // The wallet frame the secure site serves, from this checkout's sources.
  if (!frameBuilt())
    await build({ root: frameRoot, configFile: join(frameRoot, 'vite.config.ts'), logLevel: 'warn' })
  const { value: server, release } = await sharedResource(
    'latch-api',
    () =>
      startServer(
        { LATCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'latch-components-')) },
        {
          port: 0,
          securePort: 0,
          config: devnetServerConfig({
            chains,
            origins: [BROWSER_TEST_ORIGIN],
            solanaRpcUrl: solana.rpcUrl,
            embedded: { secureSite: DEVNET_EMBEDDED_PORTS.secureSite, smtp: mail.smtpPort },
          }),
        },
      ),
    (s) => s.stop(),
  )
  if (!server.secureSite) throw new Error('the test server started without its secure site')
  project.provide('apiUrl', server.url)
  project.provide('secureSite', server.secureSite)
  project.provide('inboxUrl', mail.url)
  const relay = await startRelay()
  project.provide('relayUrl', relay.url)
  return async () => {
    await relay.stop()
    await release()
    await mail.stop()
  }
}
