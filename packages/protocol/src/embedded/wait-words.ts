/**
 * A wait in the words a person reads it in, in their language: seconds under a minute and a half,
 * minutes under an hour and a half, hours beyond, each rounded up (a refusal never says a shorter wait
 * than the real one). A login limit's wait can be most of an hour: "1742 seconds" says it badly.
 *
 * @example
 * waitWords(27, 'en') // '27 seconds'
 * waitWords(1742, 'en') // '30 minutes'
 * waitWords(1742, 'de') // '30 Minuten'
 */
export function waitWords(seconds: number, locale: string): string {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1))
  const [amount, unit] =
    s < 90 ? [s, 'second'] : s < 90 * 60 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount)
}
