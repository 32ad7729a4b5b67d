/**
 * `npm run test:all` (what `npm test` runs on the supported Node): the test command's steps in order,
 * stopping at the first that fails, then how long each took, so the time `npm test` takes is read
 * step by step (issue 48's budget), not guessed.
 *
 * @example
 * tsx scripts/test-steps.ts
 */
import { spawnSync } from 'node:child_process'

/** `npm run` arguments of each step, in the order they run. */
const STEPS: readonly (readonly string[])[] = [
  ['lint'],
  ['typecheck'],
  ['check:packages'],
  ['test:unit'],
  ['-w', '@latch/e2e', 'size'],
  ['test:e2e'],
]

const took: [string, number][] = []
let status = 0
for (const step of STEPS) {
  const started = Date.now()
  const run = spawnSync('npm', ['run', ...step], { stdio: 'inherit' })
  took.push([step.join(' '), (Date.now() - started) / 1000])
  status = run.status ?? 1
  if (status !== 0) break
}
console.log('\nnpm test, step by step:')
for (const [step, seconds] of took) console.log(`  ${step.padEnd(24)} ${seconds.toFixed(0).padStart(5)} s`)
const total = took.reduce((sum, [, s]) => sum + s, 0)
console.log(
  `  ${'total'.padEnd(24)} ${total.toFixed(0).padStart(5)} s${status === 0 ? '' : ' (stopped at a failure)'}`,
)
process.exit(status)
