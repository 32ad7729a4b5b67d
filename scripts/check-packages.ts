/**
 * `npm run check:packages`: packs each published package and fails unless
 *   - publint finds nothing (suggestions included),
 *   - Are the Types Wrong finds nothing for an ESM-only package,
 *   - the tarball holds no tests, test support or fixtures, and every entry point has its `.js` and `.d.ts` (source maps point into the shipped `src/`).
 * Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { PUBLISHED, packPublished, ROOT } from '../e2e/published.ts'

/** Files a tarball must not carry. */
export const TEST_FILE = /(\.test\.tsx?$|test-support|(^|\/)test\/|fixtures?\/)/

const dest = await mkdtemp(join(tmpdir(), 'latch-pack-'))
const failures: string[] = []
try {
  for (const pack of packPublished(dest)) {
    const pkgDir = join(ROOT, 'packages', pack.dir)
    const { messages, pkg } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' })
    for (const m of messages) failures.push(`${pack.name}: publint: ${formatMessage(m, pkg) ?? m.code}`)
    try {
      execFileSync('npx', ['attw', pack.file, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
      })
    } catch (e) {
      failures.push(`${pack.name}: Are the Types Wrong:\n${(e as { stdout?: string }).stdout ?? String(e)}`)
    }
    for (const f of pack.files.filter((f) => TEST_FILE.test(f))) failures.push(`${pack.name}: ships ${f}`)
    for (const entry of Object.keys(PUBLISHED[pack.dir]))
      for (const f of [`dist/${entry}.js`, `dist/${entry}.d.ts`])
        if (!pack.files.includes(f)) failures.push(`${pack.name}: ${f} is missing`)
    console.log(`  ${pack.name}: ${pack.files.length} files`)
  }
} finally {
  await rm(dest, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`package checks FAILED:\n${failures.join('\n')}`)
  process.exit(1)
}
console.log('package checks: publint, Are the Types Wrong and tarball contents passed')
