import { describe, expect, it } from 'vitest'
import { agentOf, readAgent } from './agent.ts'

describe('browser names from user agents', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      'Chrome|Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari|macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome|iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox|Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge|Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      'Samsung Internet|Android',
    ],
  ])('%s', (ua, expected) => {
    expect(agentOf(ua)).toBe(expected)
  })

  it('names nothing it does not know, and never echoes what a client sends', () => {
    expect(agentOf('<script>alert(1)</script>')).toBe('|')
    expect(agentOf(undefined)).toBe('|')
    expect(readAgent(null)).toEqual({ browser: '', os: '' })
    expect(readAgent('Chrome|Linux')).toEqual({ browser: 'Chrome', os: 'Linux' })
  })
})
