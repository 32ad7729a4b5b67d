import type { LocaleCode } from '../locales.ts'

/**
 * What the embedded wallet's mails say: the app by the name in its metadata (never its project id),
 * in the visitor's language. Sent with each call that mails (email login, social login's approval link).
 */
export type MailContext = { appName?: string; locale?: LocaleCode }
