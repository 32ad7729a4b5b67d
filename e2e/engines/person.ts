/**
 * What a person does and sees on a page, in any engine: find by role and accessible name or by text,
 * press, type, wait to see. A driver per protocol does the finding and the input (puppeteer-driver.ts:
 * WebDriver BiDi for Firefox; webdriver-driver.ts: WebDriver classic for WebKitGTK); the journeys in
 * this folder are written against this file only, so the same journey runs in every engine.
 * `LATCH_PERSON_LOG=1` prints each thing the person looks for, as they look.
 */

/** How long a person waits to see something before the journey fails (the specs' `expect` timeout). */
export const SEE_MS = 15_000
/**
 * How long a pop-up may take to reach its address: it opens blank in the press and is sent on once the
 * app's server answers, which on a loaded machine can take several seconds.
 */
export const POPUP_MS = 30_000

/**
 * The in-page check behind `Handle.still`, as source (a driver runs it in the page, where tsx's helpers
 * do not exist): resolves whether an element's box is the same two animation frames apart.
 */
export const STILL_SOURCE = `(el) => new Promise((resolve) => {
  const box = () => JSON.stringify(el.getBoundingClientRect())
  const first = box()
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(first === box())))
  setTimeout(() => resolve(first === box()), 250)
})`

/** One step of a search, each inside the element the previous step found. */
export type Step = { role: string; name: string } | { text: string }
/** Where a search runs: the page, or the document of the iframe with this title. */
export type Where = { frame?: string }
/** Keys a journey presses. */
export type Key = 'Escape' | 'Enter' | 'Tab'

/** An element a driver found, visible when it was found. */
export type Handle = {
  /** False while it is a disabled control. */
  enabled: () => Promise<boolean>
  /** Whether it sits still: the same box two frames apart (not moving in, resizing or scrolling). */
  still: () => Promise<boolean>
  click: () => Promise<void>
  /** Moves the pointer onto it, rests `restMs`, then clicks. */
  press: (restMs: number) => Promise<void>
  /** Replaces a field's value by typing. */
  fill: (value: string) => Promise<void>
  text: () => Promise<string>
}

/** What a protocol must do for a person. */
export type Driver = {
  /** The first visible element the steps lead to, or null (also while a frame is being replaced). */
  find: (where: Where, steps: readonly Step[]) => Promise<Handle | null>
  goto: (url: string) => Promise<void>
  reload: () => Promise<void>
  evaluate: <T>(fn: () => T | Promise<T>) => Promise<T>
  /** Runs a script's source in the page (a library a check needs, e.g. axe-core). */
  addScript: (source: string) => Promise<void>
  key: (key: Key) => Promise<void>
  /** The window whose address contains `part` that opens while `act` runs. */
  popup: (part: string, act: () => Promise<void>) => Promise<Driver>
  /** Closes this window. */
  close: () => Promise<void>
  /** Whether this window has closed (itself, or by the person). */
  closed: () => Promise<boolean>
}

/** A place on the page: the page itself or an element found by role and name. */
export type Scope = {
  /** The element of `role` named `name` (exactly) inside this scope. */
  role: (role: string, name: string) => Target
  /** The innermost element whose text contains `text` inside this scope. */
  text: (text: string) => Target
}

/** Something a person can see and act on. */
export type Target = Scope & {
  /** Waits until it is on the page and visible. */
  see: (timeoutMs?: number) => Promise<void>
  /** Waits until it is gone (or hidden). */
  gone: (timeoutMs?: number) => Promise<void>
  click: () => Promise<void>
  /**
   * Presses as a person does on a guarded control: the pointer rests on it for `restMs` first (the
   * wallet frame's approval guard ignores a press right after the frame moved under the pointer).
   */
  press: (restMs: number, timeoutMs?: number) => Promise<void>
  /** Replaces a field's value by typing. */
  fill: (value: string) => Promise<void>
  /** Its text as shown. */
  textContent: () => Promise<string>
}

/** A person at a browser tab. */
export type Person = Scope & {
  goto: (url: string) => Promise<void>
  reload: () => Promise<void>
  /** Runs a function in the page (for what a person reads off the page, e.g. its status panel). */
  evaluate: <T>(fn: () => T | Promise<T>) => Promise<T>
  /** Runs a script's source in the page (a library a check needs, e.g. axe-core). */
  addScript: (source: string) => Promise<void>
  /** The document of the iframe titled `title` (the wallet frame: 'Latch wallet'). */
  frame: (title: string) => Scope
  /** The window whose address contains `part` the page opens while `act` runs (a pop-up), as a person there. */
  popup: (part: string, act: () => Promise<void>) => Promise<Person>
  /** Closes this window (a pop-up the person is done with). */
  close: () => Promise<void>
  /** Whether this window has closed. */
  closed: () => Promise<boolean>
  /** Presses a key. */
  key: (key: Key) => Promise<void>
}

const described = (where: Where, steps: readonly Step[]) =>
  `${where.frame ? `in frame "${where.frame}": ` : ''}${steps
    .map((s) => ('role' in s ? `${s.role} "${s.name}"` : `text "${s.text}"`))
    .join(' > ')}`

function target(driver: Driver, where: Where, steps: readonly Step[]): Target {
  const what = described(where, steps)
  const until = async (problem: string, done: () => Promise<boolean>, timeoutMs = SEE_MS): Promise<void> => {
    if (process.env.LATCH_PERSON_LOG)
      console.log(`${problem === 'still seen' ? 'until gone' : 'see'}: ${what}`)
    const end = Date.now() + timeoutMs
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`${problem} within ${timeoutMs} ms: ${what}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  /**
   * Found, visible, enabled and still: what a person can act on (as Playwright's actionability checks).
   * A press on a control that is still moving (a dialog settling its height after a view change) can land
   * beside it and be lost.
   */
  const actionable = async (timeoutMs = SEE_MS): Promise<Handle> => {
    let found: Handle | null = null
    await until(
      'not seen enabled and still',
      async () => {
        found = await driver.find(where, steps)
        return (
          found !== null &&
          (await found.enabled().catch(() => false)) &&
          (await found.still().catch(() => false))
        )
      },
      timeoutMs,
    )
    if (!found) throw new Error(`not seen: ${what}`)
    return found
  }
  /**
   * Does `action` on it once it is actionable, again while the engine refuses (an element still moving
   * in, covered for a moment, or replaced by a re-render), for as long as a person waits to see.
   */
  const act = async <T>(action: (h: Handle) => Promise<T>, timeoutMs = SEE_MS): Promise<T> => {
    const end = Date.now() + timeoutMs
    for (;;) {
      try {
        return await action(await actionable(timeoutMs))
      } catch (e) {
        if (Date.now() > end) throw e
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }
  return {
    role: (role, name) => target(driver, where, [...steps, { role, name }]),
    text: (text) => target(driver, where, [...steps, { text }]),
    see: (timeoutMs) => until('not seen', async () => (await driver.find(where, steps)) !== null, timeoutMs),
    gone: (timeoutMs) =>
      until('still seen', async () => (await driver.find(where, steps)) === null, timeoutMs),
    click: () => act((h) => h.click()),
    press: (restMs, timeoutMs) => act((h) => h.press(restMs), timeoutMs),
    fill: (value) => act((h) => h.fill(value)),
    textContent: () => act((h) => h.text()),
  }
}

/**
 * The person at the tab a driver drives.
 *
 * @example
 * const person = personWith(puppeteerDriver(page))
 * await person.role('button', 'Connect Wallet').click()
 * await person.role('dialog', 'Account').text('0xf3…b92266').see()
 */
export function personWith(driver: Driver): Person {
  const scope = (where: Where): Scope => ({
    role: (role, name) => target(driver, where, [{ role, name }]),
    text: (text) => target(driver, where, [{ text }]),
  })
  return {
    ...scope({}),
    frame: (title) => scope({ frame: title }),
    goto: (url) => driver.goto(url),
    reload: () => driver.reload(),
    evaluate: (fn) => driver.evaluate(fn),
    addScript: (source) => driver.addScript(source),
    key: (key) => driver.key(key),
    popup: async (part, act) => personWith(await driver.popup(part, act)),
    close: () => driver.close(),
    closed: () => driver.closed(),
  }
}
