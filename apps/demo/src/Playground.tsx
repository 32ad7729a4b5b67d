import { useLatchLocale, useLatchTheme } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { LANGUAGE_NAMES } from './language-names.ts'

/** The modal's own defaults for the variables the playground changes (README, Theme). */
const DEFAULTS = { accent: '#3b5bfd', radius: 4, font: 'system' } as const

/** Font stacks the playground offers; every one is a plain `--latch-font-family` value. */
const FONTS: Record<string, { label: string; family: string }> = {
  system: { label: 'System UI', family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  serif: { label: 'Serif', family: 'Georgia, "Times New Roman", serif' },
  rounded: { label: 'Rounded', family: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif' },
  mono: { label: 'Monospace', family: 'ui-monospace, "DejaVu Sans Mono", monospace' },
}

/** Black or white, whichever reads on a #rrggbb colour (WCAG 2 luminance; both hold 4.5 : 1 around 0.18). */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.179 ? '#111318' : '#ffffff'
}

/** What the app would pass to `createLatch` for the playground's choices: only what differs from the defaults. */
function optionsCode(mode: string, accent: string, radius: number, font: string): string {
  const vars: string[] = []
  if (accent !== DEFAULTS.accent)
    vars.push(
      `    '--latch-accent': '${accent}',`,
      `    '--latch-button-bg': '${accent}',`,
      `    '--latch-button-fg': '${textOn(accent)}',`,
    )
  if (radius !== DEFAULTS.radius) vars.push(`    '--latch-border-radius-master': '${radius}px',`)
  if (font !== DEFAULTS.font)
    vars.push(`    '--latch-font-family': '${FONTS[font]!.family.replace(/'/g, "\\'")}',`)
  return [
    'createLatch({',
    '  // networks, adapters, projectId, apiUrl …',
    `  themeMode: '${mode}',`,
    ...(vars.length ? ['  themeVariables: {', ...vars, '  },'] : []),
    '})',
  ].join('\n')
}

/**
 * The theme playground: mode, language, accent, corner radius and font change the modal live (through
 * `useLatchTheme`, the public API), and the matching `createLatch` options show as code to copy.
 */
export function Playground(): ReactNode {
  const { themeMode, setThemeMode, setThemeVariables } = useLatchTheme()
  const { locale, locales, setLocale } = useLatchLocale()
  const [accent, setAccent] = useState<string>(DEFAULTS.accent)
  const [radius, setRadius] = useState<number>(DEFAULTS.radius)
  const [font, setFont] = useState<string>(DEFAULTS.font)
  const [copied, setCopied] = useState(false)
  const code = optionsCode(themeMode, accent, radius, font)
  const apply = (next: { accent?: string; radius?: number; font?: string }) => {
    const a = next.accent ?? accent
    const r = next.radius ?? radius
    const f = next.font ?? font
    setAccent(a)
    setRadius(r)
    setFont(f)
    setThemeVariables({
      '--latch-accent': a,
      // The connect button on the page takes its own two colours.
      '--latch-button-bg': a,
      '--latch-button-fg': textOn(a),
      '--latch-border-radius-master': `${r}px`,
      '--latch-font-family': FONTS[f]!.family,
    })
  }
  const copy = async () => {
    await navigator.clipboard.writeText(code)
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  return (
    <section aria-labelledby="theme-title" className="panel playground">
      <h2 id="theme-title">Make it yours</h2>
      <p className="lede">Every change restyles the modal at once. Open it and try.</p>
      <div className="controls">
        <div className="control">
          <label htmlFor="theme-select">Theme</label>
          <select
            id="theme-select"
            value={themeMode}
            onChange={(e) => setThemeMode(e.target.value as typeof themeMode)}
          >
            <option value="dark">Dark</option>
            <option value="light">Light</option>
            <option value="system">System</option>
          </select>
        </div>
        <div className="control">
          <label htmlFor="locale-select">Language</label>
          <select id="locale-select" value={locale} onChange={(e) => void setLocale(e.target.value)}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor="accent-input">Accent</label>
          <input
            id="accent-input"
            type="color"
            value={accent}
            onChange={(e) => apply({ accent: e.target.value })}
          />
        </div>
        <div className="control">
          <label htmlFor="radius-input">Corner radius</label>
          <input
            id="radius-input"
            type="range"
            min={0}
            max={8}
            step={1}
            value={radius}
            aria-valuetext={`${radius} px`}
            onChange={(e) => apply({ radius: Number(e.target.value) })}
          />
        </div>
        <div className="control">
          <label htmlFor="font-select">Font</label>
          <select id="font-select" value={font} onChange={(e) => apply({ font: e.target.value })}>
            {Object.entries(FONTS).map(([id, f]) => (
              <option key={id} value={id}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <figure className="code" aria-label="createLatch options">
        <pre>
          <code>{code}</code>
        </pre>
        <button type="button" className="ghost" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy code'}
        </button>
      </figure>
    </section>
  )
}
