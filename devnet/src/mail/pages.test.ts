import { describe, expect, it } from 'vitest'
import { linkify } from './pages.ts'

describe('the inbox shows mail as text', () => {
  it('makes links clickable and leaves everything else inert', () => {
    expect(linkify('Open http://127.0.0.1:8788/auth/v1/device/approve?token=abc&x=1 now')).toBe(
      'Open <a href="http://127.0.0.1:8788/auth/v1/device/approve?token=abc&amp;x=1">http://127.0.0.1:8788/auth/v1/device/approve?token=abc&amp;x=1</a> now',
    )
    const hostile = linkify('<script>alert(1)</script> http://a.example/"onmouseover="x')
    expect(hostile).not.toContain('<script')
    expect(hostile).toContain('href="http://a.example/&quot;onmouseover=&quot;x"')
  })
})
