/**
 * What a person does and sees on a page, in any engine: find by role and accessible name or by text,
 * press, type, wait to see. The Firefox lane drives it over WebDriver BiDi (puppeteer-core); the
 * journeys in this folder are written against it only, so the same journey runs in every engine.
 */
import type { ElementHandle, Page } from 'puppeteer-core'

/** How long a person waits to see something before the journey fails (the specs' `expect` timeout). */
export const SEE_MS = 8_000

/** A place on the page: the page itself or an element found by role and name. */
export type Scope = {
  /** The element of `role` named `name` (exactly) inside this scope. */
  role: (role: string, name: string) => Target
  /** The innermost element whose text is `text` inside this scope. */
  text: (text: string) => Target
}

/** Something a person can see and act on. */
export type Target = Scope & {
  /** Waits until it is on the page and visible. */
  see: (timeoutMs?: number) => Promise<void>
  /** Waits until it is gone (or hidden). */
  gone: (timeoutMs?: number) => Promise<void>
  click: () => Promise<void>
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
}

const aria = (role: string, name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`
const text = (t: string) => `::-p-text(${t})`

function target(page: Page, selectors: readonly string[]): Target {
  const selector = selectors.join(' ')
  const find = async (): Promise<ElementHandle | null> => {
    for (const handle of await page.$$(selector)) {
      if (await handle.isVisible()) return handle
      await handle.dispose()
    }
    return null
  }
  const until = async (what: string, done: () => Promise<boolean>, timeoutMs = SEE_MS): Promise<void> => {
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
    role: (role, name) => target(page, [...selectors, aria(role, name)]),
    text: (t) => target(page, [...selectors, text(t)]),
    see: (timeoutMs) => until('not seen', async () => (await find()) !== null, timeoutMs),
    gone: (timeoutMs) => until('still seen', async () => (await find()) === null, timeoutMs),
    click: async () => (await visible()).click(),
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
  return {
    role: (role, name) => target(page, [aria(role, name)]),
    text: (t) => target(page, [text(t)]),
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    evaluate: (fn) => page.evaluate(fn),
  }
}
