import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { FALLBACK_NODE, onSupportedNode, SUPPORTED_NODE } from './on-node.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

describe('onSupportedNode', () => {
  it('runs the command itself on Node 22.18+ and 24.11+', () => {
    for (const v of ['22.18.0', '22.23.3', '24.11.0', '26.10.0'])
      expect(onSupportedNode(['npm', 'test'], v)).toEqual(['npm', 'test'])
  })

  it('runs it under Node 22 from the npm registry on an older or unsupported Node', () => {
    for (const v of ['20.20.2', '22.17.1', '23.11.0', '24.10.0'])
      expect(onSupportedNode(['npm', 'test'], v)).toEqual([
        'npx',
        '-y',
        '-p',
        FALLBACK_NODE,
        '--',
        'npm',
        'test',
      ])
  })

  it('refuses no command and a version that is none', () => {
    expect(() => onSupportedNode([], '22.18.0')).toThrow('no command to run')
    expect(() => onSupportedNode(['npm'], 'v22')).toThrow('"v22" is not a Node version')
  })
})

/** Debian's own Node, when it is older than Latch supports (bookworm's 20): the machine this project's CI runs on. */
const systemNode = '/usr/bin/node'
const oldSystemNode =
  existsSync(systemNode) &&
  !semver.satisfies(
    execFileSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim(),
    SUPPORTED_NODE,
  )

describe.runIf(oldSystemNode)('on the system Node, older than supported', () => {
  it('says so and runs the command on a supported Node fetched from the npm registry', () => {
    const run = spawnSync(
      systemNode,
      ['--import', 'tsx', 'scripts/on-node.ts', 'node', '-p', 'process.versions.node'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        // Only the system's directories first: the Node this test runs on is not on the way.
        env: { ...process.env, PATH: `/usr/bin:${process.env.PATH}` },
      },
    )
    expect(run.status).toBe(0)
    expect(run.stderr).toContain('is older than Latch supports')
    expect(semver.satisfies(run.stdout.trim(), SUPPORTED_NODE)).toBe(true)
  }, 120_000)
})

describe.each(['node@22', 'node@24'])('a clean install on %s', (node) => {
  it('prints no warning (no engine a dependency refuses, no install script left unapproved)', () => {
    const run = spawnSync(
      'npx',
      ['-y', '-p', node, '--', 'npm', 'install', '--dry-run', '--no-audit', '--no-fund'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `/usr/bin:${process.env.PATH}` },
      },
    )
    expect(run.status).toBe(0)
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/npm warn/i)
  }, 120_000)
})
