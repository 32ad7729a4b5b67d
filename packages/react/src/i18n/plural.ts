/** One set of plural rules per locale, made once. */
const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * Picks a locale's plural form (`Intl.PluralRules`) for a count, and writes the count in the
 * locale's digits.
 *
 * @example
 * plural('ru', 3, { one: '# кошелёк', few: '# кошелька', other: '# кошельков' }) // '3 кошелька'
 */
export function plural(
  locale: string,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  const form = forms[rules.select(n)] ?? forms.other
  return form.replace('#', n.toLocaleString(locale))
}
