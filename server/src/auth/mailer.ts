/** Mail the embedded wallet sends (login codes, device approval links) over the configured SMTP server. */
import nodemailer from 'nodemailer'
import type { EmbeddedWalletConfig } from '../config.ts'

/** Sends one message; rejects when the SMTP server refuses it. */
export type Mailer = { send: (to: string, subject: string, text: string) => Promise<void>; close: () => void }

/**
 * A mailer over the configured SMTP server (nodemailer).
 *
 * @example
 * const mailer = createMailer(config.embeddedWallet.smtp)
 * await mailer.send('ada@example.com', 'Your code', '123456')
 */
export function createMailer(smtp: EmbeddedWalletConfig['smtp']): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    // Local relays (the devnet's) offer no certificate worth checking; real ones are checked.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost'].includes(smtp.host) },
  })
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from: smtp.from, to, subject, text })
    },
    close: () => transport.close(),
  }
}

/**
 * A code mail: the code in the subject line too, so it reads at a glance, with what it is for.
 *
 * @example
 * codeMail('123456', 'login', 'Latch demo') // { subject: '123456 is your login code', text }
 */
export function codeMail(
  code: string,
  purpose: 'login' | 'update-primary' | 'update-secondary',
  appName: string,
): { subject: string; text: string } {
  const ignore = 'If you did not ask for it, ignore this mail: nothing happens without it.'
  if (purpose === 'update-primary')
    return {
      subject: `${code} is your code to change your email`,
      text: `Someone signed in to your wallet asked to move it to another email address. Your code to confirm it is you is ${code}.\n\nIt works once, for 10 minutes. ${ignore}`,
    }
  if (purpose === 'update-secondary')
    return {
      subject: `${code} confirms your new email`,
      text: `Your code to confirm this address for your wallet is ${code}.\n\nIt works once, for 10 minutes. ${ignore}`,
    }
  return {
    subject: `${code} is your login code`,
    text: `Your code to log in to ${appName} is ${code}.\n\nIt works once, for 10 minutes. ${ignore}`,
  }
}

/**
 * The device approval mail: the link, and what opening it does.
 *
 * @example
 * deviceMail('https://wallet.example/auth/v1/device/approve?token=…', 'Latch demo')
 */
export function deviceMail(link: string, appName: string): { subject: string; text: string } {
  return {
    subject: 'Approve a new browser for your wallet',
    text: `Someone, hopefully you, asked to log in to ${appName} with this address on a browser it has not seen before.\n\nTo approve, open this link, best in a browser where you already use this wallet: it then hands the wallet over, and the new browser needs no recovery code.\n\n${link}\n\nThe link works once, for 10 minutes. If it was not you, ignore this mail: nothing happens without it.`,
  }
}
