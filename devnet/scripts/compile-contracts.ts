/**
 * Compiles the devnet contracts with solc-js and writes `contracts/artifacts.json` (ABI + bytecode).
 * The artifact is committed so starting the devnet never needs the compiler; rerun after editing a contract:
 * `npm run -w @latch/devnet compile`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = dirname(fileURLToPath(import.meta.url))
const contractsDir = join(here, '..', 'contracts')
const require = createRequire(import.meta.url)
const sources = [
  'TestToken.sol',
  'TestNFT.sol',
  'VerifyingPaymaster.sol',
  'IdRegistry.sol',
  'OwnedAccount.sol',
]

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    sources.map((s) => [s, { content: readFileSync(join(contractsDir, s), 'utf8') }]),
  ),
  settings: {
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

type Output = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as Output
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) {
  for (const e of errors) console.error(e.formattedMessage)
  process.exit(1)
}
const artifacts: Record<string, { abi: unknown[]; bytecode: string }> = {}
for (const file of sources) {
  for (const [name, c] of Object.entries(output.contracts[file] ?? {})) {
    artifacts[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }
  }
}
writeFileSync(
  join(contractsDir, 'artifacts.json'),
  `${JSON.stringify({ compiler: solc.version(), artifacts })}\n`,
)
console.log(`compiled ${Object.keys(artifacts).join(', ')} with solc ${solc.version()}`)
