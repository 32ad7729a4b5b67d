/**
 * The README's code, as files: every fenced block of a section ("Use it", "With wagmi") whose first line
 * is a path comment (`// src/App.tsx`). The fresh-app tests write these into new apps, so the README is
 * the code they run.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DevnetChainEndpoint } from '@latch/devnet/networks'

/** A README section's code blocks, "Use it" unless told another: path → file text. */
export function readmeFiles(
  heading = 'Use it',
  readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8'),
) {
  const start = readme.indexOf(`## ${heading}\n`)
  if (start < 0) throw new Error(`the README has no "## ${heading}"`)
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const files = new Map<string, string>()
  for (const [, body] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ ((?:src|app)\/[\w./-]+)\n/.exec(body!)?.[1]
    if (path) files.set(path, body!.slice(body!.indexOf('\n') + 1))
  }
  return files
}

/**
 * A README section's `npm install` commands, as a person copies them: each line of its `sh` blocks that
 * starts with `npm install`, without the comment after it, split into arguments.
 *
 * @example
 * readmeInstalls('With wagmi') // [['install', '@latch/wagmi', 'wagmi', '@tanstack/react-query', 'viem']]
 */
export function readmeInstalls(
  heading = 'Use it',
  readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8'),
): string[][] {
  const start = readme.indexOf(`## ${heading}\n`)
  if (start < 0) throw new Error(`the README has no "## ${heading}"`)
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1))
  const commands: string[][] = []
  for (const [, body] of section.matchAll(/```sh\n([\s\S]*?)```/g))
    for (const line of body!.split('\n'))
      if (line.startsWith('npm install '))
        commands.push(line.replace(/#.*$/, '').trim().split(/\s+/).slice(1))
  if (commands.length === 0) throw new Error(`the README's "${heading}" has no npm install line`)
  return commands
}

/**
 * Where the README's placeholders point in a test: the devnet's server, project and chains, and for the
 * apps that also offer WalletConnect and email login, the devnet's relay and the server's secure site.
 */
export type Target = {
  apiUrl: string
  projectId: string
  chains: readonly DevnetChainEndpoint[]
  relayUrl?: string
  secureSite?: string
}

/**
 * Points the README's `latch.ts` at `target`: the project, the server and the networks, each replaced
 * exactly once (anything else throws, so the README and this test cannot drift apart silently).
 */
export function pointAt(latchTs: string, target: Target): string {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const networks = target.chains
    .map(
      ({ id, name, rpcUrl }) =>
        `defineEvmNetwork(${JSON.stringify({ id, name, rpcUrl, nativeCurrency: ether, testnet: true })})`,
    )
    .join(', ')
  const swaps: [string, string][] = [
    [
      "import { base, mainnet } from '@latch/core/networks'",
      "import { defineEvmNetwork } from '@latch/core/networks'",
    ],
    ['networks: [mainnet, base],', `networks: [${networks}],`],
    ["projectId: 'my-project',", `projectId: ${JSON.stringify(target.projectId)},`],
    ["apiUrl: 'https://latch.example.com',", `apiUrl: ${JSON.stringify(target.apiUrl)},`],
  ]
  let out = latchTs
  for (const [from, to] of swaps) {
    if (out.split(from).length !== 2) throw new Error(`README's latch.ts no longer has exactly one "${from}"`)
    out = out.replace(from, to)
  }
  return out
}

/**
 * Adds WalletConnect (on the target's relay) and email login (the target's secure site) to a `latch.ts`
 * `pointAt` made, as the README's options for them read.
 */
export function withMoreWallets(latchTs: string, target: Target): string {
  if (!target.relayUrl || !target.secureSite) throw new Error('the target names no relay or secure site')
  const anchor = '  metadata: {'
  if (latchTs.split(anchor).length !== 2) throw new Error(`latch.ts no longer has exactly one "${anchor}"`)
  return [
    "import { embeddedWallet } from '@latch/embedded'",
    "import { walletConnect } from '@latch/walletconnect'",
    latchTs.replace(
      anchor,
      [
        `  walletConnect: walletConnect({ projectId: ${JSON.stringify(target.projectId)}, relayUrl: ${JSON.stringify(target.relayUrl)} }),`,
        `  embeddedWallet: embeddedWallet({ url: ${JSON.stringify(target.secureSite)} }),`,
        anchor,
      ].join('\n'),
    ),
  ].join('\n')
}
