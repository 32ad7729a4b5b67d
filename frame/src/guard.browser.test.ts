/**
 * The approval's clickjacking guard in Chromium, whose IntersectionObserver v2 reports occlusion: it
 * arms only once the approval has been fully visible for VISIBLE_MS, counts only trusted input, and
 * calls it tampering when the approval is hidden once armed or gets input while the browser sees it
 * hidden. (The host page as the attacker, across origins, is `e2e/specs/clickjacking.spec.ts`.)
 */
import { afterEach, describe, expect, it } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
import { canTrackVisibility, guardApproval, STEADY_MS, type Tamper, VISIBLE_MS } from './guard.ts'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the browser's own window (what a visitor does, and no page can): `scripts/wallet-frame-commands.ts`. */
    resizeBrowserWindow: (width: number, height: number) => Promise<void>
  }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** An approve button filling a box at the top of the page, guarded. */
async function guarded(style = '') {
  await page.viewport(400, 400)
  const box = document.createElement('div')
  box.style.cssText = `position:fixed;inset:0;display:grid;place-items:center;${style}`
  const button = document.createElement('button')
  button.textContent = 'Approve'
  button.style.cssText = 'width:300px;height:300px'
  box.append(button)
  document.body.append(box)
  const events: (boolean | Tamper | 'reset')[] = []
  const guard = guardApproval(box, {
    onArmed: (on) => events.push(on),
    onTamper: (why) => events.push(why),
    onReset: () => events.push('reset'),
  })
  const clicks: boolean[] = []
  button.addEventListener('click', (e) => clicks.push(guard.accepts(e)))
  cleanups.push(() => {
    guard.stop()
    box.remove()
  })
  return { box, button, events, clicks, guard }
}

describe('the approval guard', () => {
  it('Chromium reports visibility, so approvals stay in the frame', () => {
    expect(canTrackVisibility()).toBe(true)
  })

  it('arms after the approval has been visible for a while, then counts only a trusted click from a resting pointer', async () => {
    const g = await guarded()
    const started = performance.now()
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true])
    expect(performance.now() - started).toBeGreaterThanOrEqual(VISIBLE_MS)
    // A script's click is not the visitor's.
    g.button.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(g.clicks).toEqual([false])
    // A pointer that has just arrived does not count (a frame moved under it would look the same)...
    await userEvent.click(g.button)
    expect(g.clicks).toEqual([false, false])
    // ...one that has rested over the approval for STEADY_MS does.
    await userEvent.hover(g.button)
    await new Promise((r) => setTimeout(r, STEADY_MS + 100))
    await userEvent.click(g.button)
    expect(g.clicks).toEqual([false, false, true])
  })

  it('an armed approval made invisible is tampering, and counts nothing after', async () => {
    const g = await guarded()
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true])
    g.box.style.opacity = '0.5'
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true, 'hidden'])
    g.box.style.opacity = ''
    await userEvent.click(g.button)
    expect(g.clicks).toEqual([false])
  })

  it('input that reaches an approval the browser sees covered is tampering', async () => {
    const g = await guarded()
    const cover = document.createElement('div')
    cover.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,0.5);pointer-events:none'
    document.body.append(cover)
    cleanups.push(() => cover.remove())
    // Covered from the start: never armed. The visitor's key press then is refused.
    await new Promise((r) => setTimeout(r, VISIBLE_MS + 400))
    expect(g.events).toEqual([])
    g.button.focus()
    await userEvent.keyboard('{Enter}')
    expect(g.events).toEqual(['input-while-hidden'])
    expect(g.clicks.every((ok) => !ok)).toBe(true)
  })

  it('a frame the page resizes once armed is tampering', async () => {
    const g = await guarded()
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true])
    await page.viewport(380, 400)
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true, 'resized'])
  })

  it("the visitor's own window resized (a phone turned) disarms and re-arms, never refuses, and a press then counts", async () => {
    const g = await guarded()
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true])
    const { outerWidth, outerHeight } = window
    cleanups.push(() => void commands.resizeBrowserWindow(outerWidth, outerHeight))
    // The window turns, and the frame (sized by the page to the window) with it.
    await commands.resizeBrowserWindow(outerHeight + 40, outerWidth)
    await page.viewport(420, 380)
    await expect.poll(() => g.events, { timeout: 3_000 }).toEqual([true, false, 'reset', true])
    await userEvent.hover(g.button)
    await new Promise((r) => setTimeout(r, STEADY_MS + 100))
    await userEvent.click(g.button)
    expect(g.clicks).toEqual([true])
  })
})
