/** The SIWX specs' steps: the session tokens `latchSiwx()` keeps, the server's view of them, the sign-ins posted. */
import { expect, type Page } from '@playwright/test'
import { API } from './helpers.ts'

/** The session token `latchSiwx()` keeps in this browser for `address`. */
export const tokenOf = (page: Page, address: string): Promise<string | undefined> =>
  page.evaluate(
    (a) =>
      (JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<string, { token: string }>)[
        a.startsWith('0x') ? a.toLowerCase() : a
      ]?.token,
    address,
  )

/** The demo's Sign in dialog. */
export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' })
/** What the server says of a session token, as an app's backend asks it. */
export async function askServer(token: string | undefined) {
  const res = await fetch(`${API}/v1/siwx/session?projectId=latch-demo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status, ...(res.ok ? ((await res.json()) as { session: { address: string } }) : {}) }
}
export const serverSession = async (page: Page, address: string) => askServer(await tokenOf(page, address))
/** Signs the demo's sign-in request once it shows. */
export async function signTheRequest(page: Page) {
  await expect(signInDialog(page).getByText(/^Latch demo asks you to sign a message/)).toBeVisible()
  await signInDialog(page).getByRole('button', { name: 'Sign' }).click()
}

/** The sign-ins this page posts to the server (the message and signature of each), as they go. */
export function sessionsPosted(page: Page): { url: string; body: { message: string; signature: string } }[] {
  const posted: { url: string; body: { message: string; signature: string } }[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/siwx/sessions' && r.method() === 'POST')
      posted.push({ url: r.url(), body: r.postDataJSON() })
  })
  return posted
}
/** Sent again, the same message and signature open nothing: the nonce was used up. */
export async function expectReplayRefused(signIn: { url: string; body: object }): Promise<void> {
  const replay = await fetch(signIn.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    body: JSON.stringify(signIn.body),
  })
  expect(replay.status).toBe(401)
  expect(((await replay.json()) as { error: string }).error).toMatch(/nonce .* used or expired/)
}
