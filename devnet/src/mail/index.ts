/**
 * The devnet's mail catcher: an SMTP server that keeps every message it receives, and a small web inbox
 * over them, so a person logs in with any address offline and tests read codes back.
 *
 *   http://127.0.0.1:8025/           the inbox (newest first)
 *   http://127.0.0.1:8025/api/messages?to=ada@example.com   the same as JSON
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type CaughtMail, renderInbox, renderMessage } from './pages.ts'

export type { CaughtMail } from './pages.ts'

/** Default ports: SMTP 2525, the inbox 8025. */
export const MAIL_PORTS = { smtp: 2525, http: 8025 } as const

/** A running mail catcher. */
export type Mailbox = {
  smtpPort: number
  /** The inbox's URL. */
  url: string
  messages: () => readonly CaughtMail[]
  stop: () => Promise<void>
}

const MAX_KEPT = 1_000

/**
 * Starts the SMTP server and the inbox. Port 0 picks free ports.
 *
 * @example
 * const mail = await startMailbox({ smtpPort: 2525, httpPort: 8025 })
 */
export async function startMailbox(
  opts: { smtpPort?: number; httpPort?: number; host?: string } = {},
): Promise<Mailbox> {
  const host = opts.host ?? '127.0.0.1'
  const kept: CaughtMail[] = []
  let next = 1
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          kept.push({
            id: next++,
            to,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            date: new Date().toISOString(),
          })
          if (kept.length > MAX_KEPT) kept.shift()
          callback()
        })
        .catch((e: Error) => callback(e))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(opts.smtpPort ?? MAIL_PORTS.smtp, host, () => resolve())
  })
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox')
    const to = url.searchParams.get('to')?.toLowerCase()
    const list = [...kept].reverse().filter((m) => !to || m.to.includes(to))
    if (url.pathname === '/api/messages') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      return res.end(JSON.stringify(list))
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname)
    const found = one ? kept.find((m) => m.id === Number(one[1])) : undefined
    if (one && !found) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('No such message')
    }
    if (url.pathname !== '/' && !found) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('Not found')
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    res.end(found ? renderMessage(found) : renderInbox(list, to))
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(opts.httpPort ?? MAIL_PORTS.http, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port
  return {
    smtpPort,
    url: `http://${host}:${(http.address() as AddressInfo).port}`,
    messages: () => kept,
    async stop() {
      await new Promise<void>((r) => http.close(() => r()))
      await new Promise<void>((r) => smtp.close(() => r()))
    },
  }
}
