/**
 * The README's "Use it" code, as files: every fenced block there whose first line is a path comment
 * (`// src/App.tsx`). The fresh-app tests write these into new apps, so the README is the code they run.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DevnetChainEndpoint } from '@latch/devnet/networks'

/** The README's "Use it" blocks: path → file text. */
export function readmeFiles(
  readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8'),
) {
  const section = readme.slice(
    readme.indexOf('## Use it\n'),
    readme.indexOf('\n## ', readme.indexOf('## Use it\n') + 1),
  )
  const files = new Map<string, string>()
  for (const [, body] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ ((?:src|app)\/[\w./-]+)\n/.exec(body!)?.[1]
    if (path) files.set(path, body!.slice(body!.indexOf('\n') + 1))
  }
  return files
}

/** Where the README's placeholders point in a test: the devnet's server, project and chains. */
export type Target = { apiUrl: string; projectId: string; chains: readonly DevnetChainEndpoint[] }

/**
 * Points the README's `latch.ts` at `target`: the project, the server and the networks, each replaced
 * exactly once (anything else throws, so the README and this test cannot drift apart silently).
 */
export function pointAt(latchTs: string, target: Target): string {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const networks = target.chains
    .map((c) => `defineEvmNetwork(${JSON.stringify({ ...c, nativeCurrency: ether, testnet: true })})`)
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
