import { describe, expect, it } from 'vitest'
import { createLatch } from './latch.ts'
import { baseOptions } from './test-support.ts'
import { ANIMATION_MS } from './theme.ts'
import { checkThemeVariables, durationMs } from './theme-variables.ts'

describe('theme (SPEC §3, §9)', () => {
  it('"Theme: themeMode (light or dark, default dark)", plus system', () => {
    const latch = createLatch(baseOptions())
    expect(latch.getState().theme).toEqual({ themeMode: 'dark', themeVariables: {} })
    latch.theme.setMode('light')
    latch.theme.setMode('system')
    expect(latch.getState().theme.themeMode).toBe('system')
  })

  it('merges theme variables and refuses bad ones with an error naming the variable', () => {
    const latch = createLatch(baseOptions({ themeVariables: { '--latch-accent': '#00f' } }))
    latch.theme.setVariables({
      '--latch-border-radius-master': '2px',
      '--latch-font-family': '"Inter", sans-serif',
    })
    const before = {
      '--latch-accent': '#00f',
      '--latch-border-radius-master': '2px',
      '--latch-font-family': '"Inter", sans-serif',
    }
    expect(latch.getState().theme.themeVariables).toEqual(before)
    expect(() => latch.theme.setMode('blue' as never)).toThrowError(/Invalid theme: theme.setMode must be/)
    expect(() => latch.theme.setVariables({ '--latch-accent': 'red;} body{display:none' })).toThrowError(
      /--latch-accent must be a colour/,
    )
    expect(() => latch.theme.setVariables({ '--latch-radius': '8px' } as never)).toThrowError(
      /"--latch-radius" is not a theme variable \(known: --latch-font-family, /,
    )
    expect(() => latch.theme.setVariables({ '--latch-z-index': '9e9' })).toThrowError(
      /--latch-z-index must be an integer, got "9e9"/,
    )
    expect(() => latch.theme.setVariables({ '--latch-font-size-master': 'big' })).toThrowError(
      /--latch-font-size-master must be a length in px, rem or em/,
    )
    expect(() => latch.theme.setVariables({ '--latch-duration-view': '150' })).toThrowError(
      /--latch-duration-view must be a duration in ms or s/,
    )
    expect(() => latch.theme.setVariables({ '--latch-font-family': 'x</style>' })).toThrowError(
      /--latch-font-family must be a font-family list/,
    )
    expect(() => latch.theme.setVariables({ '--latch-link': 7 as never })).toThrowError(
      /--latch-link must be/,
    )
    expect(latch.getState().theme.themeVariables).toEqual(before)
  })

  it('takes every CSS colour notation and refuses the rest', () => {
    for (const ok of [
      '#0af',
      '#00aaff',
      '#00aaff80',
      'rgb(0 170 255 / 50%)',
      'hsl(200, 100%, 50%)',
      'oklch(0.7 0.15 240)',
      'teal',
    ])
      expect(() => checkThemeVariables({ '--latch-accent': ok })).not.toThrow()
    for (const bad of ['#0afz', 'url(x)', 'rgb(0,0,0);', 'var(--x)', '', 'expression(alert(1))'])
      expect(() => checkThemeVariables({ '--latch-accent': bad })).toThrowError(
        /--latch-accent must be a colour/,
      )
  })

  it('a duration variable is read in ms', () => {
    expect(durationMs('0.3s', 500)).toBe(300)
    expect(durationMs('80ms', 500)).toBe(80)
    expect(durationMs(undefined, 500)).toBe(500)
  })

  it('"Animations: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms"', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 })
  })
})
