/**
 * A W3C WebDriver (classic) session over HTTP: the dozen commands the WebKit lane uses, typed. Written
 * here rather than taken from WebdriverIO's `webdriver`, whose current major needs Node 22.19 and whose
 * previous one brings a dozen `@wdio` packages for what is JSON over HTTP.
 */

/** How WebDriver marks an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

/** An element reference a session hands back (from a search or a script). */
export type ElementRef = { [ELEMENT]: string }

/** Whether a script's result is an element reference. */
export const isElementRef = (v: unknown): v is ElementRef =>
  typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)[ELEMENT] === 'string'

/** A WebDriver error: its `error` code (`no such element`, `stale element reference`, …) and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
  }
}

/** W3C key codes of the keys the journeys press. */
export const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004' } as const

/** An input source's actions for `performActions`. */
export type InputActions = {
  type: 'pointer' | 'key' | 'none'
  id: string
  actions: Record<string, unknown>[]
}

/**
 * A session: create one, send commands, delete it.
 *
 * @example
 * const s = await WebDriverSession.create('http://127.0.0.1:4444', { browserName: 'MiniBrowser' })
 * await s.navigate('http://localhost:5173/')
 */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Starts a session with these capabilities (`alwaysMatch`). */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>('POST', `${base}/session`, {
      capabilities: { alwaysMatch: capabilities },
    })
    return new WebDriverSession(base, sessionId)
  }

  private cmd<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(
      method,
      `${this.base}/session/${this.id}${path}`,
      body ?? (method === 'POST' ? {} : undefined),
    )
  }

  navigate = (url: string): Promise<void> => this.cmd('POST', '/url', { url })
  refresh = (): Promise<void> => this.cmd('POST', '/refresh')
  /** Runs a synchronous script (a function body) with `args`; DOM elements come back as references. */
  execute = <T>(script: string, args: unknown[] = []): Promise<T> =>
    this.cmd('POST', '/execute/sync', { script, args })
  /** Runs an asynchronous script: it calls its last argument with the result. */
  executeAsync = <T>(script: string, args: unknown[] = []): Promise<T> =>
    this.cmd('POST', '/execute/async', { script, args })
  /** Enters an iframe's document (an element reference), or the top document with null. */
  switchToFrame = (frame: ElementRef | null): Promise<void> => this.cmd('POST', '/frame', { id: frame })
  click = (el: ElementRef): Promise<void> => this.cmd('POST', `/element/${el[ELEMENT]}/click`)
  clear = (el: ElementRef): Promise<void> => this.cmd('POST', `/element/${el[ELEMENT]}/clear`)
  sendKeys = (el: ElementRef, text: string): Promise<void> =>
    this.cmd('POST', `/element/${el[ELEMENT]}/value`, { text })
  enabled = (el: ElementRef): Promise<boolean> => this.cmd('GET', `/element/${el[ELEMENT]}/enabled`)
  text = (el: ElementRef): Promise<string> => this.cmd('GET', `/element/${el[ELEMENT]}/text`)
  performActions = (actions: InputActions[]): Promise<void> => this.cmd('POST', '/actions', { actions })
  releaseActions = (): Promise<void> => this.cmd('DELETE', '/actions')
  windowHandles = (): Promise<string[]> => this.cmd('GET', '/window/handles')
  currentWindow = (): Promise<string> => this.cmd('GET', '/window')
  currentUrl = (): Promise<string> => this.cmd('GET', '/url')
  closeWindow = (): Promise<string[]> => this.cmd('DELETE', '/window')
  switchToWindow = (handle: string): Promise<void> => this.cmd('POST', '/window', { handle })
  /** A PNG of the current window, base64. */
  screenshot = (): Promise<string> => this.cmd('GET', '/screenshot')
  delete = (): Promise<void> => send('DELETE', `${this.base}/session/${this.id}`)
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const json = (await res.json().catch(() => ({}))) as { value?: unknown }
  const value = json.value as { error?: string; message?: string } | undefined
  if (!res.ok || (value && typeof value === 'object' && typeof value.error === 'string'))
    throw new WebDriverError(value?.error ?? `HTTP ${res.status}`, value?.message ?? '')
  return json.value as T
}
