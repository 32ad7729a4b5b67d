import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './safe-url.ts'

describe('safeImageUrl', () => {
  it('keeps http(s) and image data URLs', () => {
    expect(safeImageUrl('https://x.test/a.png')).toBe('https://x.test/a.png')
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E')
  })
  it('drops script URLs, other data types and non-strings', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '', 42, null])
      expect(safeImageUrl(bad)).toBeUndefined()
  })
})
