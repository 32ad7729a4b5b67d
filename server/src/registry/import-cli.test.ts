import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ExplorerFixture,
  explorerListing,
  startExplorerFixture,
  TINY_PNG,
} from '../test/explorer-fixture.ts'
import { startTestServer } from '../test/harness.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

/** `npm run registry:import -- …args`, as an operator types it, with the server's environment. */
function runImport(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'registry:import', '--', ...args],
      { cwd: root, env: { ...process.env, ...env, WALLETCONNECT_PROJECT_ID: '' } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    )
  })
}

// Each test runs npm and tsx in a process of its own: 10-13 s alone, over 40 s beside a full unit run on
// two cores.
describe('npm run registry:import', { timeout: 120_000 }, () => {
  let explorer: ExplorerFixture
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'latch-import-'))
    explorer = await startExplorerFixture({
      projectId: 'proj-1',
      listings: [
        explorerListing(RAINBOW, 'Rainbow', {
          rdns: 'me.rainbow',
          image_id: 'rainbow-logo',
          mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com' },
        }),
        ...Array.from({ length: 60 }, (_, i) => explorerListing(`w${i}`, `Imported ${i}`)),
      ],
    })
  })
  afterAll(async () => {
    await explorer.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses bad arguments with the usage, touching no database', async () => {
    const dir = join(dataDir, 'untouched')
    const unknown = await runImport(['--project-id', 'proj-1', '--bogus'], { LATCH_DATA_DIR: dir })
    expect(unknown.code).toBe(2)
    expect(unknown.out).toContain("Unknown option '--bogus'")
    expect(unknown.out).toContain('Usage: npm run registry:import')
    const noId = await runImport([], { LATCH_DATA_DIR: dir })
    expect(noId).toMatchObject({ code: 2 })
    expect(noId.out).toContain('A project id is needed.')
    const size = await runImport(['--project-id', 'p', '--page-size', 'lots'], { LATCH_DATA_DIR: dir })
    expect(size).toMatchObject({ code: 2 })
    expect(size.out).toContain('--page-size must be a number from 1 to 1000')
    expect(existsSync(dir)).toBe(false)
  })

  it('says the import failed and why when the explorer refuses the project id', async () => {
    const res = await runImport(['--project-id', 'other', '--explorer-url', explorer.url], {
      LATCH_DATA_DIR: dataDir,
    })
    expect(res.code).toBe(1)
    expect(res.out).toContain('Import failed, the registry is unchanged: The explorer answered 401')
  })

  it('fills the registry the server then serves, logos included', async () => {
    const res = await runImport(
      ['--project-id', 'proj-1', '--explorer-url', explorer.url, '--page-size', '25'],
      {
        LATCH_DATA_DIR: dataDir,
      },
    )
    expect(res.out).toContain('Imported 61 wallets (61 logos; 0 failed, 0 none listed)')
    expect(res.code).toBe(0)

    const server = await startTestServer({ kind: 'pglite', dataDir })
    try {
      const page = (await (await fetch(server.q('/v1/wallets'))).json()) as {
        count: number
        data: { id: string; name: string; mobileLink: string; imageUrl: string }[]
      }
      expect(page.count).toBe(61)
      expect(page.data[0]).toMatchObject({ id: RAINBOW, name: 'Rainbow', mobileLink: 'rainbow:' })
      expect(page.data.map((w) => w.name)).not.toContain('MetaMask')
      const image = await fetch(`${server.base}${page.data[0]?.imageUrl}`)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await image.arrayBuffer())).toEqual(TINY_PNG)
    } finally {
      await server.stop()
    }
  })
})
