/**
 * What a person does and sees on a page, in any engine: find by role and accessible name or by text,
 * press, type, wait to see. The Firefox lane drives it over WebDriver BiDi (puppeteer-core); the
 * journeys in this folder are written against it only, so the same journey runs in every engine.
 * `LATCH_PERSON_LOG=1` prints each thing the person looks for, as they look.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core'

/** How long a person waits to see something before the journey fails (the specs' `expect` timeout). */
export const SEE_MS = 8_000

/** A place on the page: the page itself or an element found by role and name. */
export type Scope = {
  /** The element of `role` named `name` (exactly) inside this scope. */
  role: (role: string, name: string) => Target
  /** The innermost element whose text is `text` inside this scope. */
  text: (text: string) => Target
}

/** Where queries run: the page's main frame or an iframe's document. */
type Root = () => Promise<Page | Frame>

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
  press: (restMs: number) => Promise<void>
  /** Replaces a field's value by typing. */
  fill: (value: string) => Promise<void>
  /** Its text as shown. */
  textContent: () => Promise<string>
}

/** A person at a browser tab. */
export type Person = Scope & {
  goto: (url: string) => Promise<void>
  reload: () => Promise<void>
  /** Runs a function in the page (for what a person reads off the page, e.g. its storage). */
  evaluate: <T>(fn: () => T) => Promise<T>
  /** The document of the iframe titled `title` (the wallet frame: 'Latch wallet'). */
  frame: (title: string) => Scope
  /** The window at a path starting `path` the page opens while `act` runs (a pop-up), as a person there. */
  popup: (path: string, act: () => Promise<void>) => Promise<Person>
  /** Presses a key (`Escape`, `Enter`). */
  key: (key: 'Escape' | 'Enter' | 'Tab') => Promise<void>
}

const aria = (role: string, name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`
const text = (t: string) => `::-p-text(${t})`

/** `promise`, or a rejection once `ms` have passed (a protocol call to a frame being replaced can hang). */
const withinMs = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ])

function target(page: Page, root: Root, selectors: readonly string[]): Target {
  const selector = selectors.join(' ')
  const find = async (): Promise<ElementHandle | null> => {
    const at = await root().catch(() => undefined)
    // A frame can go away between two looks (an iframe reloads): then nothing is seen this time.
    const handles = at ? await withinMs(at.$$(selector), 2_000).catch(() => []) : []
    for (const handle of handles) {
      if (await handle.isVisible()) return handle
      await handle.dispose()
    }
    return null
  }
  const until = async (what: string, done: () => Promise<boolean>, timeoutMs = SEE_MS): Promise<void> => {
    if (process.env.LATCH_PERSON_LOG)
      console.log(`${what === 'still seen' ? 'until gone' : 'see'}: ${selector}`)
    const end = Date.now() + timeoutMs
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`${what} within ${timeoutMs} ms: ${selector}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const visible = async (): Promise<ElementHandle> => {
    let found: ElementHandle | null = null
    await until('not seen', async () => {
      found = await find()
      return found !== null
    })
    if (!found) throw new Error(`not seen: ${selector}`)
    return found
  }
  return {
    role: (role, name) => target(page, root, [...selectors, aria(role, name)]),
    text: (t) => target(page, root, [...selectors, text(t)]),
    see: (timeoutMs) => until('not seen', async () => (await find()) !== null, timeoutMs),
    gone: (timeoutMs) => until('still seen', async () => (await find()) === null, timeoutMs),
    click: async () => (await visible()).click(),
    press: async (restMs) => {
      const control = await visible()
      await control.hover()
      await new Promise((r) => setTimeout(r, restMs))
      await control.click()
    },
    fill: async (value) => {
      const field = await visible()
      await field.click({ count: 3 })
      await field.evaluate((el) => {
        if (el instanceof HTMLInputElement) el.select()
      })
      await page.keyboard.press('Backspace')
      await field.type(value)
    },
    textContent: async () => (await visible()).evaluate((el) => el.textContent ?? ''),
  }
}

/**
 * The person at `page`.
 *
 * @example
 * const person = personAt(page)
 * await person.role('button', 'Connect Wallet').click()
 * await person.role('dialog', 'Account').text('0xf3…b92266').see()
 */
export function personAt(page: Page): Person {
  const main: Root = async () => page
  const scope = (root: Root): Scope => ({
    role: (role, name) => target(page, root, [aria(role, name)]),
    text: (t) => target(page, root, [text(t)]),
  })
  return {
    ...scope(main),
    frame: (title) =>
      scope(async () => {
        // The frame now in the iframe: matched by its address, as an iframe that reloads gets a new one.
        const src = await page.$eval(
          `iframe[title=${JSON.stringify(title)}]`,
          (el) => (el as HTMLIFrameElement).src,
        )
        const frame = page
          .frames()
          .filter((f) => !f.detached && f.url() === src)
          .at(-1)
        if (!frame) throw new Error(`no iframe titled ${title}`)
        return frame
      }),
    key: async (key) => page.keyboard.press(key),
    popup: async (path, act) => {
      // A window of this tab's context at that path (a frame's pop-up is not the page's 'popup' event).
      const opened = page
        .browserContext()
        .waitForTarget(
          (t) => t.type() === 'page' && new URL(t.url(), 'about:blank').pathname.startsWith(path),
          {
            timeout: SEE_MS,
          },
        )
      await act()
      const popup = await (await opened).page()
      if (!popup) throw new Error('the pop-up has no page')
      return personAt(popup)
    },
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    evaluate: (fn) => page.evaluate(fn),
  }
}
