/** Mail the embedded wallet sends (login codes, device approval links) over the configured SMTP server. */

import type { MailContext } from '@latch/protocol/embedded'
import type { LocaleCode } from '@latch/protocol/lists'
import nodemailer from 'nodemailer'
import { EN_MAIL, type MailWords } from './mails/en.ts'
import { MAIL_TRANSLATIONS } from './mails/translations.ts'
import type { EmbeddedWalletConfig } from './settings.ts'

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

/** The words of a locale's mails: English for a locale without its own. */
export const mailWords = (locale: LocaleCode | undefined): MailWords =>
  (locale && locale !== 'en' ? MAIL_TRANSLATIONS[locale] : undefined) ?? EN_MAIL

/**
 * A code mail: the code in the subject line too, so it reads at a glance, with what it is for, naming
 * the app by its metadata's name (the locale's "the app" without one), in the visitor's language.
 *
 * @example
 * codeMail('123456', 'login', { appName: 'Latch Demo', locale: 'de' }) // { subject: '123456 ist dein Anmeldecode', text }
 */
export function codeMail(
  code: string,
  purpose: 'login' | 'update-primary' | 'update-secondary',
  context: MailContext = {},
): { subject: string; text: string } {
  const w = mailWords(context.locale)
  const app = context.appName ?? w.thisApp
  const [subject, line] =
    purpose === 'update-primary'
      ? [w.primarySubject(code), w.primaryText(code, app)]
      : purpose === 'update-secondary'
        ? [w.secondarySubject(code), w.secondaryText(code, app)]
        : [w.loginSubject(code), w.loginText(code, app)]
  return { subject, text: `${line}\n\n${w.validity} ${w.ignore}` }
}

/**
 * The device approval mail: the link, and what opening it does.
 *
 * @example
 * deviceMail('https://wallet.example/auth/v1/device/approve?token=…', { appName: 'Latch Demo' })
 */
export function deviceMail(link: string, context: MailContext = {}): { subject: string; text: string } {
  const w = mailWords(context.locale)
  return {
    subject: w.deviceSubject,
    text: `${w.deviceText(context.appName ?? w.thisApp)}\n\n${w.deviceHow}\n\n${link}\n\n${w.deviceNotYou}`,
  }
}
