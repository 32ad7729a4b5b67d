/** The inbox's two HTML pages. Every value is escaped: mail is untrusted input. */
/** A received message. */
export type CaughtMail = {
  id: number
  to: string[]
  from: string
  subject: string
  text: string
  date: string
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body>${body}</body></html>`

/** The list of messages, newest first. */
export function renderInbox(list: readonly CaughtMail[], to?: string): string {
  const rows = list
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td><td>${escapeHtml(m.date.slice(11, 19))}</td></tr>`,
    )
    .join('')
  return page(
    'Devnet inbox',
    `<h1>Devnet inbox</h1><p>Every mail the local stack sends lands here${to ? ` (to ${escapeHtml(to)})` : ''}.</p>
${list.length ? `<table><thead><tr><th>To</th><th>Subject</th><th>Time</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
  )
}

/** Text, escaped, with its http(s) links made clickable (the device approval mail's, for one). */
export const linkify = (text: string): string =>
  escapeHtml(text).replace(/\bhttps?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/** One message, as text with its links clickable. */
export function renderMessage(m: CaughtMail): string {
  return page(
    m.subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<p>To ${escapeHtml(m.to.join(', '))}, from ${escapeHtml(m.from)}</p><pre>${linkify(m.text)}</pre>`,
  )
}
