/**
 * Vitest global setup of the browser project: a real Latch server (PGlite in memory, indexing the
 * unit-test devnet) that the component tests' page may call from its origin, and a local WalletConnect
 * relay.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetServerConfig } from '@latch/devnet/server-config'
import type {} from '@latch/devnet/vitest-context'
import { sharedResource } from '@latch/devnet/vitest-shared'
import { startRelay } from '@latch/devnet/walletconnect'
import { startServer } from '@latch/server'
import type { TestProject } from 'vitest/node'
import { BROWSER_TEST_ORIGIN } from './origin.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** The Latch server the component tests use. */
    apiUrl: string
    /** The local WalletConnect relay the component tests pair through. */
    relayUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { devnet: chains, solana } = project.getProvidedContext()
  const { value: server, release } = await sharedResource(
    'latch-api',
    () =>
      startServer(
        { LATCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'latch-components-')) },
        {
          port: 0,
          securePort: 0,
          config: devnetServerConfig({ chains, origins: [BROWSER_TEST_ORIGIN], solanaRpcUrl: solana.rpcUrl }),
        },
      ),
    (s) => s.stop(),
  )
  project.provide('apiUrl', server.url)
  const relay = await startRelay()
  project.provide('relayUrl', relay.url)
  return async () => {
    await relay.stop()
    await release()
  }
}
