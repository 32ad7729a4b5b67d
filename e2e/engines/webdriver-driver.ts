/**
 * The person's driver over WebDriver classic (WebKitGTK's WebKitWebDriver): WebDriver has no search by
 * role, so the page is given dom-accessibility-api (the library Testing Library computes roles and
 * accessible names with) and searched in the page.
 */
import { buildSync } from 'esbuild'
import {
  type Driver,
  type Handle,
  type Key,
  POPUP_MS,
  STILL_SOURCE,
  type Step,
  type Where,
} from './person.ts'
import { type ElementRef, isElementRef, KEYS, type WebDriverSession } from './webdriver-client.ts'

/** dom-accessibility-api's role and name, bundled once for the page as `window.__latchA11y`. */
let a11yScript: string | undefined
const a11y = () => {
  a11yScript ??= buildSync({
    stdin: {
      contents:
        "import { computeAccessibleName, getRole } from 'dom-accessibility-api'\nwindow.__latchA11y = { computeAccessibleName, getRole }",
      resolveDir: import.meta.dirname,
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  }).outputFiles[0]!.text
  return a11yScript
}

/**
 * Runs in the page: the first visible element the steps lead to, null, or 'no-a11y' when the page has
 * not been given the library yet. (A function body: WebDriver's scripts are not modules.)
 */
const FIND = `
const steps = arguments[0]
const lib = window.__latchA11y
if (!lib) return 'no-a11y'
const shown = (el) => {
  const r = el.getBoundingClientRect(), s = getComputedStyle(el)
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
}
let scopes = [document.documentElement]
for (const step of steps) {
  const next = []
  for (const scope of scopes)
    for (const el of scope.querySelectorAll('*')) {
      if ('role' in step) {
        if (lib.getRole(el) === step.role && lib.computeAccessibleName(el) === step.name) next.push(el)
      } else if ((el.textContent || '').includes(step.text) && ![...el.children].some((c) => (c.textContent || '').includes(step.text)))
        next.push(el)
    }
  scopes = next
}
return scopes.find(shown) || null`

/**
 * A driver for a window of a WebDriver session (by default the one it is in): every command first
 * switches to that window, so a pop-up's driver and its opener's can take turns.
 *
 * @example
 * const person = personWith(await webDriverDriver(await WebDriverSession.create(url, caps)))
 */
export async function webDriverDriver(session: WebDriverSession, window?: string): Promise<Driver> {
  const own = window ?? (await session.currentWindow())
  const top = async () => {
    await session.switchToWindow(own)
    await session.switchToFrame(null)
  }
  /** Enters the document `where` names; false while its iframe is not there. */
  const enter = async (where: Where): Promise<boolean> => {
    await top()
    if (!where.frame) return true
    const iframe = await session.execute<unknown>('return document.querySelector(arguments[0])', [
      `iframe[title=${JSON.stringify(where.frame)}]`,
    ])
    if (!isElementRef(iframe)) return false
    await session.switchToFrame(iframe)
    return true
  }
  const handle = (where: Where, el: ElementRef): Handle => ({
    enabled: async () => {
      await enter(where)
      return session.enabled(el)
    },
    still: async () => {
      await enter(where)
      return session.executeAsync<boolean>(
        `(${STILL_SOURCE})(arguments[0]).then(arguments[arguments.length - 1])`,
        [el],
      )
    },
    click: async () => {
      await enter(where)
      await session.click(el)
    },
    press: async (restMs) => {
      await enter(where)
      await session.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          actions: [
            { type: 'pointerMove', origin: el, x: 0, y: 0, duration: 50 },
            { type: 'pause', duration: restMs },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ])
      await session.releaseActions()
    },
    fill: async (value) => {
      await enter(where)
      await session.clear(el)
      await session.sendKeys(el, value)
    },
    text: async () => {
      await enter(where)
      return session.text(el)
    },
  })
  return {
    find: async (where, steps: readonly Step[]) => {
      try {
        if (!(await enter(where))) return null
        let found = await session.execute<unknown>(FIND, [steps])
        if (found === 'no-a11y') {
          await session.execute(a11y())
          found = await session.execute<unknown>(FIND, [steps])
        }
        return isElementRef(found) ? handle(where, found) : null
      } catch {
        // A document being replaced (navigation, an iframe reloading): nothing is seen this time.
        return null
      }
    },
    goto: async (url) => {
      await top()
      await session.navigate(url)
    },
    reload: async () => {
      await top()
      await session.refresh()
    },
    evaluate: async <T>(fn: () => T | Promise<T>) => {
      await top()
      // WebDriver awaits a promise a script returns.
      return session.execute<T>(`return (${fn.toString()})()`)
    },
    addScript: async (source) => {
      await top()
      await session.execute(source)
    },
    key: async (key: Key) => {
      await top()
      const value = KEYS[key]
      await session.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ])
    },
    popup: async (part, act) => {
      const before = new Set(await session.windowHandles())
      await act()
      const end = Date.now() + POPUP_MS
      const seen = new Map<string, string>()
      while (Date.now() < end) {
        for (const h of await session.windowHandles()) {
          if (before.has(h)) continue
          await session.switchToWindow(h)
          const url = await session.currentUrl()
          seen.set(h, url)
          if (url.includes(part)) return webDriverDriver(session, h)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      const urls = [...seen.values()].join(', ') || 'none'
      throw new Error(`no window at ${part} opened in ${POPUP_MS / 1000} s (new windows: ${urls})`)
    },
    close: async () => {
      await top()
      await session.closeWindow()
    },
    closed: async () => !(await session.windowHandles()).includes(own),
  }
}
