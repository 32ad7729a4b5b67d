/**
 * An ERC-4337 bundler for a devnet chain: Pimlico's Alto (`@pimlico/alto` from npm, run as it ships) on
 * the chain's EntryPoint v0.8, sending bundles from the devnet's bundler accounts. Safe mode (ERC-7562's
 * tracing rules) is off: anvil has no JavaScript tracer, and every contract on the devnet is known.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createTestClient, type Hex, http, parseEther, toHex } from 'viem'
import { foundry } from 'viem/chains'
import { stopProcess } from './anvil.ts'
import { BUNDLER_EXECUTOR_INDEX, BUNDLER_UTILITY_INDEX, ENTRY_POINT_V08, testAccount } from './chains.ts'

const require = createRequire(import.meta.url)
/** Alto's command line, beside its entry (`esm/index.js`; the package exports nothing else). */
const altoCli = () => join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
const keyOf = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)

/** A running bundler: its JSON-RPC URL. */
export type BundlerInstance = { url: string; stop: () => Promise<void> }

async function supportsEntryPoint(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await res.json()) as { result?: string[] }
    return body.result?.some((a) => a.toLowerCase() === ENTRY_POINT_V08.toLowerCase()) ?? false
  } catch {
    return false
  }
}

/**
 * Funds the bundler's accounts on the chain, spawns Alto on 127.0.0.1:`port` and resolves once it
 * answers `eth_supportedEntryPoints` with EntryPoint v0.8 (deployed first: `deployAccountAbstraction`).
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: 'http://127.0.0.1:8545', chainId: 31337, port: 4337 })
 */
export async function startBundler(opts: {
  rpcUrl: string
  chainId: number
  port: number
}): Promise<BundlerInstance> {
  const url = `http://127.0.0.1:${opts.port}`
  if (await supportsEntryPoint(url))
    throw new Error(`port ${opts.port} is already serving a bundler; stop it first`)
  const test = createTestClient({
    chain: { ...foundry, id: opts.chainId },
    mode: 'anvil',
    transport: http(opts.rpcUrl),
  })
  for (const index of [BUNDLER_EXECUTOR_INDEX, BUNDLER_UTILITY_INDEX])
    await test.setBalance({ address: testAccount(index).address, value: parseEther('1000') })
  const child = spawn(
    process.execPath,
    [
      altoCli(),
      '--entrypoints',
      ENTRY_POINT_V08,
      '--executor-private-keys',
      keyOf(BUNDLER_EXECUTOR_INDEX),
      '--utility-private-key',
      keyOf(BUNDLER_UTILITY_INDEX),
      '--rpc-url',
      opts.rpcUrl,
      '--port',
      String(opts.port),
      '--safe-mode',
      'false',
      '--log-level',
      'error',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4_000)
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bundler exited (${child.exitCode}): ${stderr.trim()}`)
    if (await supportsEntryPoint(url)) return { url, stop: () => stopProcess(child) }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stopProcess(child)
  throw new Error(`the bundler on port ${opts.port} did not become ready in 60 s: ${stderr.trim()}`)
}
