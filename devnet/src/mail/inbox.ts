/**
 * Reading the devnet's mail catcher over its JSON API, from Node or a browser page (the API answers any
 * origin): what the tests and benchmarks read login codes and links from, as a person reads their mail.
 */
import type { CaughtMail } from './pages.ts'

export type { CaughtMail } from './pages.ts'

/** The subject of a login code's mail, in English (the code leads it). */
export const LOGIN_CODE_SUBJECT = /is your login code$/

/**
 * The mails sent to `to`, newest first.
 *
 * @example
 * const [newest] = await mailsTo('http://127.0.0.1:8025', 'ada@example.com')
 */
export async function mailsTo(inboxUrl: string, to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)
  if (!res.ok) throw new Error(`the inbox answered ${res.status}`)
  return (await res.json()) as CaughtMail[]
}

/**
 * The 6-digit code of the newest mail to `to` whose subject matches `subject` (a login code unless
 * said), or undefined while none has arrived.
 *
 * @example
 * const code = await mailedCodeIn('http://127.0.0.1:8025', 'ada@example.com')
 */
export async function mailedCodeIn(
  inboxUrl: string,
  to: string,
  subject: RegExp = LOGIN_CODE_SUBJECT,
): Promise<string | undefined> {
  const mail = (await mailsTo(inboxUrl, to)).find((m) => subject.test(m.subject))
  return mail?.subject.match(/\d{6}/)?.[0]
}
