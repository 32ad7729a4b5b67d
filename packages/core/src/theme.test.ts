import { describe, expect, it } from 'vitest'
import { createLatch } from './latch.ts'
import { baseOptions } from './test-support.ts'
import { ANIMATION_MS } from './theme.ts'

describe('theme (SPEC §3, §9)', () => {
  it('"Theme: themeMode (light or dark, default dark)", plus system', () => {
    const latch = createLatch(baseOptions())
    expect(latch.getState().theme).toEqual({ themeMode: 'dark', themeVariables: {} })
    latch.theme.setMode('light')
    latch.theme.setMode('system')
    expect(latch.getState().theme.themeMode).toBe('system')
  })

  it('merges theme variables and refuses malformed ones with a clear error', () => {
    const latch = createLatch(baseOptions({ themeVariables: { '--latch-accent': '#00f' } }))
    latch.theme.setVariables({ '--latch-radius': '8px' })
    expect(latch.getState().theme.themeVariables).toEqual({
      '--latch-accent': '#00f',
      '--latch-radius': '8px',
    })
    expect(() => latch.theme.setMode('blue' as never)).toThrowError(/Invalid theme: theme.setMode must be/)
    expect(() => latch.theme.setVariables({ '--latch-x': 'red;} body{display:none' })).toThrowError(
      /plain CSS value/,
    )
    expect(() => latch.theme.setVariables({ color: 'red' } as never)).toThrowError(
      /must look like --latch-name/,
    )
    expect(latch.getState().theme.themeVariables).toEqual({
      '--latch-accent': '#00f',
      '--latch-radius': '8px',
    })
  })

  it('"Animations: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms"', () => {
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 })
  })
})
