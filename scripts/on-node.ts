/**
 * `tsx scripts/on-node.ts <command> [args…]`: runs a command on a Node this project supports (the root
 * package.json's `engines.node`). On an older Node (Debian bookworm's 20, past its end of life), it says
 * so and runs the command under Node 22 from the npm registry (`npx -p node@22`), whose `node` then comes
 * first on the PATH of everything the command starts: `npm start` and `npm test` work on such a machine.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import semver from 'semver'

/** The Node versions Latch runs and is tested on: the root package.json's `engines.node`. */
export const SUPPORTED_NODE: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string }
  }
).engines.node

/** The Node fetched from the npm registry when this one is too old: the oldest supported line's latest. */
export const FALLBACK_NODE = 'node@22'

/**
 * The command line that runs `command` on a supported Node: itself when `version` satisfies `range`,
 * otherwise through `npx` with {@link FALLBACK_NODE} first on the PATH.
 *
 * @example
 * onSupportedNode(['npm', 'test'], '20.20.2') // ['npx', '-y', '-p', 'node@22', '--', 'npm', 'test']
 */
export function onSupportedNode(
  command: readonly string[],
  version: string,
  range = SUPPORTED_NODE,
): string[] {
  if (command.length === 0) throw new Error('on-node: no command to run')
  if (!semver.valid(version)) throw new Error(`on-node: "${version}" is not a Node version`)
  return semver.satisfies(version, range)
    ? [...command]
    : ['npx', '-y', '-p', FALLBACK_NODE, '--', ...command]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.length < 3) {
    console.error('Usage: tsx scripts/on-node.ts <command> [args…]')
    process.exit(2)
  }
  const [cmd, ...args] = onSupportedNode(process.argv.slice(2), process.versions.node)
  if (cmd === 'npx')
    console.warn(
      `Node ${process.versions.node} is older than Latch supports (${SUPPORTED_NODE}): running under ${FALLBACK_NODE} from the npm registry.`,
    )
  const result = spawnSync(cmd as string, args, { stdio: 'inherit' })
  if (result.error) throw result.error
  process.exit(result.status ?? 1)
}
