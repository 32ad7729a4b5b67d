/**
 * The person's driver over puppeteer-core (WebDriver BiDi for Firefox): puppeteer's ARIA selectors
 * find by role and accessible name, its text selector by text.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core'
import { type Driver, type Handle, POPUP_MS, STILL_SOURCE, type Step, type Where } from './person.ts'

const selectorOf = (steps: readonly Step[]) =>
  steps
    .map((s) =>
      'role' in s
        ? `::-p-aria([name=${JSON.stringify(s.name)}][role=${JSON.stringify(s.role)}])`
        : `::-p-text(${s.text})`,
    )
    .join(' ')

/** `promise`, or a rejection once `ms` have passed (a protocol call to a frame being replaced can hang). */
const withinMs = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ])

function handle(page: Page, element: ElementHandle): Handle {
  return {
    enabled: () => element.evaluate((el) => !(el as HTMLButtonElement).disabled),
    still: async () => {
      // The check's source evaluates to a function in the element's own document, then runs on it.
      const check = await element.frame.evaluateHandle(STILL_SOURCE)
      return element.evaluate((el, f) => (f as unknown as (e: Element) => Promise<boolean>)(el), check)
    },
    click: () => element.click(),
    press: async (restMs) => {
      await element.hover()
      await new Promise((r) => setTimeout(r, restMs))
      await element.click()
    },
    fill: async (value) => {
      await element.click({ count: 3 })
      await element.evaluate((el) => {
        if (el instanceof HTMLInputElement) el.select()
      })
      await page.keyboard.press('Backspace')
      await element.type(value)
    },
    text: () => element.evaluate((el) => el.textContent ?? ''),
  }
}

/**
 * A driver for a puppeteer page.
 *
 * @example
 * const person = personWith(puppeteerDriver(await browser.newPage()))
 */
export function puppeteerDriver(page: Page): Driver {
  const root = async (where: Where): Promise<Page | Frame | undefined> => {
    if (!where.frame) return page
    // The frame now in the iframe: matched by its address, as an iframe that reloads gets a new one.
    const src = await page
      .$eval(`iframe[title=${JSON.stringify(where.frame)}]`, (el) => (el as HTMLIFrameElement).src)
      .catch(() => undefined)
    return page
      .frames()
      .filter((f) => !f.detached && f.url() === src)
      .at(-1)
  }
  return {
    find: async (where, steps) => {
      const at = await root(where)
      // A frame can go away between two looks (an iframe reloads): then nothing is seen this time.
      const found = at ? await withinMs(at.$$(selectorOf(steps)), 2_000).catch(() => []) : []
      for (const element of found) {
        if (await element.isVisible().catch(() => false)) return handle(page, element)
        await element.dispose()
      }
      return null
    },
    goto: async (url) => {
      await page.goto(url)
    },
    reload: async () => {
      await page.reload()
    },
    evaluate: (fn) => page.evaluate(fn) as never,
    addScript: async (source) => {
      await page.evaluate(source)
    },
    key: (key) => page.keyboard.press(key),
    popup: async (part, act) => {
      // A window of this tab's context at that address (a frame's pop-up is not the page's 'popup' event).
      const opened = page
        .browserContext()
        .waitForTarget((t) => t.type() === 'page' && t.url().includes(part), { timeout: POPUP_MS })
      await act()
      const popup = await (await opened).page()
      if (!popup) throw new Error(`the window at ${part} has no page`)
      return puppeteerDriver(popup)
    },
    close: () => page.close(),
    closed: async () => page.isClosed(),
  }
}
