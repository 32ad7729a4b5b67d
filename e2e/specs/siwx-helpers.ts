/** What the SIWX specs read of a browser: the session tokens `latchSiwx()` keeps there. */
import type { Page } from '@playwright/test'

/** The session token `latchSiwx()` keeps in this browser for `address`. */
export const tokenOf = (page: Page, address: string): Promise<string | undefined> =>
  page.evaluate(
    (a) =>
      (JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<string, { token: string }>)[
        a.startsWith('0x') ? a.toLowerCase() : a
      ]?.token,
    address,
  )
