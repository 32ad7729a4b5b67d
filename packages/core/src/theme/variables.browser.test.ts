import { describe, expect, it } from 'vitest'
import { checkThemeVariables, type ThemeVariables } from './variables.ts'

const refused = (vars: ThemeVariables) => () => checkThemeVariables(vars, 'themeVariables')

describe('theme variables, judged by the browser’s CSS parser', () => {
  it('takes every CSS colour notation and refuses the rest, naming the variable', () => {
    for (const ok of [
      '#0af',
      '#00aaff',
      '#00aaff80',
      'rgb(0 170 255 / 50%)',
      'hsl(200, 100%, 50%)',
      'oklch(0.7 0.15 240)',
      'teal',
      'color-mix(in srgb, red 40%, blue)',
    ])
      expect(refused({ '--latch-accent': ok }), ok).not.toThrow()
    for (const bad of [
      '#0afz',
      'blu',
      'url(x)',
      'rgb(0,0,0);',
      'var(--x)',
      '',
      'inherit',
      'expression(alert(1))',
      '12px',
    ])
      expect(refused({ '--latch-accent': bad }), bad).toThrowError(
        /themeVariables: --latch-accent must be a CSS color/,
      )
  })

  it('checks lengths, durations, integers and font lists by their kind', () => {
    expect(
      refused({
        '--latch-font-size-master': '11px',
        '--latch-modal-width': '24rem',
        '--latch-duration-view': '0.2s',
        '--latch-z-index': '2147483',
      }),
    ).not.toThrow()
    expect(refused({ '--latch-font-size-master': 'big' })).toThrowError(
      /--latch-font-size-master must be a CSS length, got "big"/,
    )
    expect(refused({ '--latch-modal-width': 'auto' })).toThrowError(
      /--latch-modal-width must be a CSS length/,
    )
    expect(refused({ '--latch-border-radius-master': '#fff' })).toThrowError(/must be a CSS length/)
    expect(refused({ '--latch-duration-view': '150' })).toThrowError(
      /--latch-duration-view must be a CSS duration, got "150"/,
    )
    expect(refused({ '--latch-z-index': '9.5' })).toThrowError(
      /--latch-z-index must be a CSS integer, got "9.5"/,
    )
    expect(refused({ '--latch-z-index': 'auto' })).toThrowError(/--latch-z-index must be a CSS integer/)
    expect(refused({ '--latch-font-family': '"Inter", system-ui, sans-serif' })).not.toThrow()
    expect(refused({ '--latch-font-family': '12px' })).toThrowError(
      /--latch-font-family must be a CSS font-family/,
    )
  })
})
