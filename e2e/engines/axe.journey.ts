import axe from 'axe-core'
import { untilStill } from '../specs/still.ts'
import { DEMO, expect, test } from './fixtures.ts'
import type { Person } from './person.ts'

/** axe-core's violations in the modal (`.latch-root`) as this engine renders it, one line each. */
async function violations(person: Person): Promise<string[]> {
  if (!(await person.evaluate(() => 'axe' in window))) await person.addScript(axe.source)
  return person.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe
    const { violations } = await engine.run('.latch-root', { resultTypes: ['violations'] })
    return violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  })
}

/** Waits until nothing on the page moves (colours measured mid-fade fail contrast). */
async function atRest(person: Person): Promise<void> {
  if (!(await person.evaluate(untilStill))) throw new Error('the page was still moving after 25 waits')
}

test('axe finds nothing in the Connect and Account views', async ({ person }) => {
  await person.goto(DEMO)
  await person.role('button', 'Connect Wallet').click()
  const connect = person.role('dialog', 'Connect Wallet')
  await connect.role('button', 'Dev Wallet').see()
  // Measured at rest: the dialog rises in over a moment.
  await atRest(person)
  expect(await violations(person)).toEqual([])
  await connect.role('button', 'Dev Wallet').click()
  await person.role('dialog', 'Account').text('Latch Devnet A').see()
  await atRest(person)
  expect(await violations(person)).toEqual([])
})
