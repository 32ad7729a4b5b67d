import type { CSSProperties } from 'react'

/** The host's theme variables as inline custom properties on the modal root only. */
export function themeStyle(vars: Record<string, string>): CSSProperties {
  return { ...vars } as CSSProperties
}
