/**
 * `npm run test:all` (what `npm test` runs on the supported Node): the test command's steps in order
 * (the independent checks at once), stopping at the first group that fails, then how long each took and
 * the whole (wall clock), so the time `npm test` takes is read
 * step by step (issue 48's budget), not guessed.
 *
 * @example
 * tsx scripts/test-steps.ts
 */
import { spawn } from 'node:child_process'

/**
 * `npm run` arguments of each step, in the order they run; the steps of one group run at once (the
 * checks read the sources and write nothing the others read: about 15 s off the total on two cores).
 */
const GROUPS: readonly (readonly (readonly string[])[])[] = [
  [['lint'], ['typecheck'], ['check:packages']],
  [['test:unit']],
  [['-w', '@latch/e2e', 'size']],
  [['test:e2e']],
]

/** Runs one `npm run` step, its output as it comes; resolves with its exit status and seconds. */
const run = (step: readonly string[]) =>
  new Promise<{ status: number; seconds: number }>((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', ...step], { stdio: 'inherit' })
    child.once('exit', (code) => resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000 }))
    child.once('error', () => resolve({ status: 1, seconds: (Date.now() - started) / 1000 }))
  })

const took: [string, number][] = []
let status = 0
let total = 0
for (const group of GROUPS) {
  const started = Date.now()
  const results = await Promise.all(group.map(run))
  total += (Date.now() - started) / 1000
  for (const [i, step] of group.entries()) took.push([step.join(' '), results[i]!.seconds])
  status = results.find((r) => r.status !== 0)?.status ?? 0
  if (status !== 0) break
}
console.log('\nnpm test, step by step:')
for (const [step, seconds] of took) console.log(`  ${step.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`)
console.log(
  `  ${'total'.padEnd(24)} ${total.toFixed(0).padStart(5)} s${status === 0 ? '' : ' (stopped at a failure)'}`,
)
process.exit(status)
