/**
 * The frame's approval queue as a visitor meets it: one approval at a time, at most
 * MAX_WAITING_APPROVALS waiting (the rest refused at once, with why), "Reject all from this site"
 * answering every one waiting, and a press the guard does not count telling the visitor to press again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createApprovalQueue, MAX_WAITING_APPROVALS } from './approval-queue.ts'
import { hideSurface, surfaceElement } from './surface.ts'

const outcome = (p: Promise<void>) =>
  p.then(
    () => 'approved',
    (e: { code?: number; message: string }) => `${e.code}: ${e.message}`,
  )

beforeEach(async () => {
  await page.viewport(420, 640)
  const root = document.createElement('main')
  root.id = 'surface'
  root.hidden = true
  document.body.append(root)
})
afterEach(() => {
  hideSurface()
  surfaceElement()?.remove()
})

const queueOf = () => {
  const shown: string[] = []
  const queue = createApprovalQueue({
    onShow: (method) => shown.push(method),
    onHide: () => {},
    site: () => 'Test app (https://app.example)',
  })
  const ask = (n: number) =>
    outcome(queue.approve('personal_sign', { title: `Sign message ${n}`, details: [], warnings: [] }))
  return { queue, shown, ask }
}

describe('the approval queue', () => {
  it(`refuses past ${MAX_WAITING_APPROVALS} waiting, saying why, and Reject all answers every one waiting`, async () => {
    const { shown, ask } = queueOf()
    const answers = Array.from({ length: 25 }, (_, i) => ask(i + 1))
    // The 11th to the 25th are refused at once, and the app is told why.
    for (const late of await Promise.all(answers.slice(MAX_WAITING_APPROVALS)))
      expect(late).toBe(
        `4001: ${MAX_WAITING_APPROVALS} requests already wait for your approval, so this one was refused: answer those first`,
      )
    await expect.element(page.getByRole('heading', { name: 'Sign message 1' })).toBeVisible()
    await page.getByRole('button', { name: 'Reject all from this site' }).click()
    expect(await Promise.all(answers.slice(0, MAX_WAITING_APPROVALS))).toEqual(
      Array(MAX_WAITING_APPROVALS).fill('4001: User rejected the request.'),
    )
    // One press answered all ten: only the first was ever shown.
    expect(shown).toEqual(['personal_sign'])
    // A request made after it is asked as usual, with no Reject all while nothing else waits.
    const next = ask(26)
    await expect.element(page.getByRole('heading', { name: 'Sign message 26' })).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Reject all from this site' }))
      .not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await next).toBe('4001: User rejected the request.')
  })

  it("an abort (the host's RPC_ABORT: its modal closed) declines the approval on screen; the next one waiting shows", async () => {
    const { queue, shown, ask } = queueOf()
    const first = ask(1)
    const second = ask(2)
    await expect.element(page.getByRole('heading', { name: 'Sign message 1' })).toBeVisible()
    queue.abort()
    expect(await first).toBe('4001: User rejected the request.')
    // Nothing was signed for the aborted one; the one behind it is asked as usual, and answered by its own.
    await expect.element(page.getByRole('heading', { name: 'Sign message 2' })).toBeVisible()
    expect(shown).toEqual(['personal_sign', 'personal_sign'])
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await second).toBe('4001: User rejected the request.')
    // With nothing on screen, an abort is a no-op: a request made after it is shown.
    queue.abort()
    const third = ask(3)
    await expect.element(page.getByRole('heading', { name: 'Sign message 3' })).toBeVisible()
    await page.getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await third).toBe('4001: User rejected the request.')
  })

  it('a press the guard does not count says to press again; the next steady press approves', async () => {
    const { ask } = queueOf()
    const answer = ask(1)
    const approve = page.getByRole('button', { name: 'Approve' })
    await expect.element(approve, { timeout: 3_000 }).toBeEnabled()
    // The pointer arrives and presses at once: not counted, and the visitor is told.
    await userEvent.click(approve)
    await expect.element(page.getByRole('status')).toHaveTextContent('press Approve again')
    await userEvent.hover(approve)
    await new Promise((r) => setTimeout(r, 400))
    await userEvent.click(approve)
    expect(await answer).toBe('approved')
  })
})
