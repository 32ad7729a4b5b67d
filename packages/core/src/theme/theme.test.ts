import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions } from '../test-support.ts'
import { ANIMATION_MS } from './theme.ts'
import { checkThemeVariables } from './variables.ts'

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
      /theme.setVariables: --latch-accent must be a CSS color, got "red;} body{display:none"/,
    )
    expect(() => latch.theme.setVariables({ '--latch-radius': '8px' } as never)).toThrowError(
      /"--latch-radius" is not a theme variable \(known: --latch-font-family, /,
    )
    expect(() => latch.theme.setVariables({ constructor: 'x' } as never)).toThrowError(/not a theme variable/)
    expect(() => latch.theme.setVariables({ '--latch-font-family': 'x</style>' })).toThrowError(
      /--latch-font-family must be a CSS font-family/,
    )
    expect(() => latch.theme.setVariables({ '--latch-link': 7 as never })).toThrowError(
      /--latch-link must be/,
    )
    expect(latch.getState().theme.themeVariables).toEqual(before)
  })

  it('without a browser (server rendering) still refuses every value that could leave its declaration', () => {
    expect(globalThis.CSS).toBeUndefined()
    for (const bad of ['red;}', 'url(x)', 'var(--x)', 'inherit', '', 'a\\62 c', 'x</style>'])
      expect(() => checkThemeVariables({ '--latch-accent': bad }), bad).toThrowError(/--latch-accent must be/)
    expect(() => checkThemeVariables({ '--latch-z-index': 'auto' })).toThrowError(
      /--latch-z-index must be a CSS integer/,
    )
  })

  it('"Animations: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms"', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 })
  })
})
