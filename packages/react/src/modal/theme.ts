import type { ThemeVariables } from '@latch/core'
import type { CSSProperties } from 'react'

/** The host's theme variables (validated by core) as inline custom properties on the modal root only. */
export function themeStyle(vars: Readonly<ThemeVariables>): CSSProperties {
  return { ...vars } as CSSProperties
}
