import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)

const platforms: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

/** Path of the anvil binary shipped by `@foundry-rs/anvil` for this platform. */
export function anvilBinary(): string {
  const platform = platforms[`${process.platform}-${process.arch}`]
  if (!platform) throw new Error(`anvil has no build for ${process.platform}-${process.arch}`)
  const pkg = require.resolve(`@foundry-rs/anvil-${platform}/package.json`)
  return join(pkg, '..', 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** A running anvil process. */
export type AnvilInstance = { rpcUrl: string; chainId: number; stop: () => Promise<void> }

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await res.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/** Stops a child process (SIGTERM) and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * Spawns anvil on 127.0.0.1 and resolves once it answers `eth_chainId`.
 *
 * @example
 * const anvil = await startAnvil({ port: 8545, chainId: 31337 })
 * await anvil.stop()
 */
export async function startAnvil(opts: {
  port: number
  chainId: number
  args?: string[]
}): Promise<AnvilInstance> {
  const rpcUrl = `http://127.0.0.1:${opts.port}`
  if ((await rpcChainId(rpcUrl)) !== undefined) {
    throw new Error(`port ${opts.port} is already serving a chain; stop it first`)
  }
  const child = spawn(
    anvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(opts.port),
      '--chain-id',
      String(opts.chainId),
      '--silent',
      ...(opts.args ?? []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString()
  })
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr.trim()}`)
    if ((await rpcChainId(rpcUrl)) === opts.chainId) {
      return { rpcUrl, chainId: opts.chainId, stop: () => stopProcess(child) }
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stopProcess(child)
  throw new Error(`anvil on port ${opts.port} did not become ready in 15 s`)
}
