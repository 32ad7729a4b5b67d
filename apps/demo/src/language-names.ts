import type { LocaleCode } from '@latch/core'

/**
 * Each locale's name in its own language, as `Intl.DisplayNames` gives it (`language-names.test.ts`
 * checks each): the Language control names all 21 on every page load, and 21 `Intl.DisplayNames`
 * (each loading its locale's data) cost a fresh page ~70 ms of its first render.
 */
export const LANGUAGE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'español',
  fr: 'français',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Indonesia',
  it: 'italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'polski',
  pt: 'português',
  ru: 'русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'українська',
  vi: 'Tiếng Việt',
  'zh-CN': '中文（中国）',
  'zh-TW': '中文（台灣）',
}
