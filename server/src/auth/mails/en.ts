/** The embedded wallet's mails in English; `translations.ts` has every other locale's. */

/** The words of the mails, one wording per purpose; `{app}` is the app's name from its metadata. */
export const EN_MAIL = {
  thisApp: 'the app',
  validity: 'It works once, for 10 minutes.',
  ignore: 'If you did not ask for it, ignore this mail: nothing happens without it.',
  loginSubject: (code: string) => `${code} is your login code`,
  loginText: (code: string, app: string) => `Your code to log in to ${app} is ${code}.`,
  primarySubject: (code: string) => `${code} is your code to change your email`,
  primaryText: (code: string, app: string) =>
    `Someone logged in to ${app} asked to move your wallet to another email address. Your code to confirm it is you is ${code}.`,
  secondarySubject: (code: string) => `${code} confirms your new email`,
  secondaryText: (code: string, app: string) =>
    `Your code to confirm this address for your wallet on ${app} is ${code}.`,
  deviceSubject: 'Approve a new browser for your wallet',
  deviceText: (app: string) =>
    `Someone, hopefully you, asked to log in to ${app} with this address on a browser it has not seen before.`,
  deviceHow:
    'To approve, open this link, best in a browser where you already use this wallet: it then hands the wallet over, and the new browser needs no recovery code.',
  deviceNotYou:
    'The link works once, for 10 minutes. If it was not you, ignore this mail: nothing happens without it.',
} as const

/** A locale's words for the mails. */
export type MailWords = {
  readonly [K in keyof typeof EN_MAIL]: (typeof EN_MAIL)[K] extends (...a: infer A) => string
    ? (...a: A) => string
    : string
}
