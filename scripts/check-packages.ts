/**
 * `npm run check:packages`: packs each published package and fails unless
 *   - publint finds nothing (suggestions included),
 *   - Are the Types Wrong finds nothing for an ESM-only package,
 *   - the tarball holds no tests, test support or fixtures, and every entry point has its `.js` and `.d.ts` (source maps point into the shipped `src/`).
 * Run `npm run build` first.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { type Packed, PUBLISHED, packPublished, ROOT } from '../e2e/published.ts'

/** Files a tarball must not carry. */
export const TEST_FILE = /(\.test\.tsx?$|test-support|(^|\/)test\/|fixtures?\/)/

/** Are the Types Wrong's command line, run with this Node (no `npx` lookup per package). */
const ATTW = join(
  dirname(createRequire(import.meta.url).resolve('@arethetypeswrong/cli/package.json')),
  'dist/index.js',
)
const run = promisify(execFile)

/** What is wrong with one packed package (nothing: an empty list). */
async function checkPackage(pack: Packed): Promise<string[]> {
  const failures: string[] = []
  // publint reads the tarball already packed rather than packing the package again.
  const bytes = await readFile(pack.file)
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  // npm packs a package's files under `package/`.
  const { messages, pkg } = await publint({
    pkgDir: 'package',
    level: 'suggestion',
    strict: true,
    pack: { tarball },
  })
  for (const m of messages) failures.push(`${pack.name}: publint: ${formatMessage(m, pkg) ?? m.code}`)
  try {
    await run(
      process.execPath,
      [ATTW, pack.file, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
  } catch (e) {
    failures.push(`${pack.name}: Are the Types Wrong:\n${(e as { stdout?: string }).stdout ?? String(e)}`)
  }
  for (const f of pack.files.filter((f) => TEST_FILE.test(f))) failures.push(`${pack.name}: ships ${f}`)
  for (const entry of Object.keys(PUBLISHED[pack.dir]))
    for (const f of [`dist/${entry}.js`, `dist/${entry}.d.ts`])
      if (!pack.files.includes(f)) failures.push(`${pack.name}: ${f} is missing`)
  console.log(`  ${pack.name}: ${pack.files.length} files`)
  return failures
}

const dest = await mkdtemp(join(tmpdir(), 'latch-pack-'))
const failures: string[] = []
try {
  // One package per core at a time: each check is one process's work, and the step used one core.
  const queue = packPublished(dest)
  const worker = async () => {
    for (let pack = queue.shift(); pack; pack = queue.shift()) failures.push(...(await checkPackage(pack)))
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
} finally {
  await rm(dest, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`package checks FAILED:\n${failures.join('\n')}`)
  process.exit(1)
}
console.log('package checks: publint, Are the Types Wrong and tarball contents passed')
