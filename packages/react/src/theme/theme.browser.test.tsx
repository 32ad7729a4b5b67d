import { THEME_VARIABLES, type ThemeVariable, type ThemeVariables } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectButtonCss } from '../ConnectButton/styles.ts'
import { modalCss } from '../modal/styles.ts'
import { defaultsOf } from '../test/theme-defaults.ts'

/** The sRGB bytes the browser paints for a colour, whatever its notation (canvas resolves it). */
function paint(color: string): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
  ctx.fillStyle = '#000'
  ctx.fillStyle = color
  ctx.fillRect(0, 0, 1, 1)
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data
  return [r!, g!, b!]
}
/** WCAG 2 relative luminance. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(paint(a)), luminance(paint(b))].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** Each text role, and the surfaces it is drawn on. */
const PAIRS: [text: ThemeVariable, on: ThemeVariable[]][] = [
  ['--latch-fg', ['--latch-bg', '--latch-surface', '--latch-surface-hover']],
  ['--latch-muted', ['--latch-bg', '--latch-surface']],
  ['--latch-accent-fg', ['--latch-accent']],
  ['--latch-link', ['--latch-bg', '--latch-surface']],
  ['--latch-danger', ['--latch-bg', '--latch-surface']],
  ['--latch-success', ['--latch-bg', '--latch-surface']],
]

let root: HTMLElement | undefined
afterEach(() => root?.remove())

/** The colour each role computes to on a themed modal root. */
function computed(theme: 'dark' | 'light', vars: ThemeVariables): (name: ThemeVariable) => string {
  root?.remove()
  root = document.createElement('div')
  root.className = 'latch-root'
  root.dataset.theme = theme
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v)
  const style = document.createElement('style')
  style.textContent = modalCss
  root.append(style)
  const probe = document.createElement('span')
  root.append(probe)
  document.body.append(root)
  return (name) => {
    probe.style.color = `var(${name})`
    return getComputedStyle(probe).color
  }
}

function failing(theme: 'dark' | 'light', vars: ThemeVariables): string[] {
  const color = computed(theme, vars)
  return PAIRS.flatMap(([text, surfaces]) =>
    surfaces
      .map((on) => ({ pair: `${text} on ${on}`, ratio: contrast(color(text), color(on)) }))
      .filter((p) => p.ratio < 4.5)
      .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`),
  )
}

const ACCENTS = [
  '#3b5bfd',
  '#ffcc00',
  '#00e5ff',
  '#0a1a4f',
  '#e11d48',
  'hsl(140 70% 45%)',
  'hotpink',
  '#7c3aed',
  '#777777',
  '#8a8a8a',
]

describe('theme contract', () => {
  it('has a default for every variable core accepts, and no other', () => {
    for (const theme of ['dark', 'light'] as const)
      expect(Object.keys(defaultsOf(theme)).sort()).toEqual([...THEME_VARIABLES].sort())
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`holds WCAG AA (4.5 : 1) in every text role, ${theme}, with the defaults`, () => {
      expect(failing(theme, {})).toEqual([])
    })
    it(`holds WCAG AA in every role derived from a custom accent, ${theme}`, () => {
      for (const accent of ACCENTS) expect(failing(theme, { '--latch-accent': accent }), accent).toEqual([])
    })
  }

  it("the connect button reads on its own colours outside the modal, and takes the app's", () => {
    const style = document.createElement('style')
    style.textContent = connectButtonCss
    document.head.append(style)
    const button = document.createElement('button')
    button.className = 'latch-connect-button'
    document.body.append(button)
    const css = () => getComputedStyle(button)
    expect(contrast(css().color, css().backgroundColor)).toBeGreaterThanOrEqual(4.5)
    button.style.setProperty('--latch-button-bg', '#ffcc00')
    button.style.setProperty('--latch-button-fg', '#111318')
    expect(css().backgroundColor).toBe('rgb(255, 204, 0)')
    expect(contrast(css().color, css().backgroundColor)).toBeGreaterThanOrEqual(4.5)
    button.remove()
    style.remove()
  })

  it('applies the SPEC §2 timings and the §9 sizes from the tokens', () => {
    const color = computed('dark', {})
    expect(color('--latch-bg')).toBe('rgb(20, 21, 25)')
    const title = document.createElement('h2')
    title.className = 'latch-title'
    const dialog = document.createElement('div')
    dialog.className = 'latch-dialog'
    root!.append(title, dialog)
    expect(getComputedStyle(title).animationDuration).toBe('0.12s')
    expect(getComputedStyle(dialog).fontSize).toBe('14px')
    root!.style.setProperty('--latch-duration-header-text', '300ms')
    root!.style.setProperty('--latch-font-size-master', '12px')
    root!.style.setProperty('--latch-border-radius-master', '2px')
    expect(getComputedStyle(title).animationDuration).toBe('0.3s')
    expect(getComputedStyle(dialog).fontSize).toBe('16.8px')
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('8px')
  })

  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
