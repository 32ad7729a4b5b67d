import { describe, expect, it } from 'vitest'
import { createLogger, DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, type LogLevel } from './logger.ts'

/** A console stand-in that records what reaches it. */
const recorder = () => {
  const lines: [LogLevel, string][] = []
  const write = (level: LogLevel) => (message: string) => void lines.push([level, message])
  return {
    lines,
    sink: { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') },
  }
}

describe('logger (SPEC §9 "Log levels: default error (another: info); log buffer 1,024,000 bytes")', () => {
  it('is silent unless debug turned it on', () => {
    const r = recorder()
    const log = createLogger({ enabled: false, sink: r.sink })
    log.error('boom')
    expect(r.lines).toEqual([])
    expect(log.entries()).toEqual([])
  })

  it('keeps entries at its level or more severe: error by default, info when asked', () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    const r = recorder()
    const log = createLogger({ enabled: true, sink: r.sink })
    log.info('connected')
    log.error('failed', { code: 4001 })
    expect(r.lines).toEqual([['error', '[latch] failed']])
    expect(log.entries()).toEqual([
      { at: expect.any(Number), level: 'error', message: 'failed', data: { code: 4001 } },
    ])
    const verbose = createLogger({ enabled: true, level: 'info', sink: recorder().sink })
    verbose.info('connected')
    verbose.debug('noise')
    expect(verbose.entries().map((e) => e.message)).toEqual(['connected'])
  })

  it('holds at most 1,024,000 bytes, dropping the oldest entries first', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    const log = createLogger({ enabled: true, sink: recorder().sink })
    const big = 'x'.repeat(10_000)
    for (let i = 0; i < 200; i++) log.error(`${i} ${big}`)
    const kept = log.entries()
    const bytes = kept.reduce((n, e) => n + JSON.stringify(e).length, 0)
    expect(bytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytes).toBeGreaterThan(LOG_BUFFER_BYTES - 11_000)
    expect(kept.at(-1)?.message.startsWith('199 ')).toBe(true)
    expect(kept[0]?.message.startsWith('0 ')).toBe(false)
  })

  it('survives data that cannot be serialized', () => {
    const log = createLogger({ enabled: true, sink: recorder().sink })
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    log.error('cyclic', cyclic)
    expect(log.entries()).toHaveLength(1)
  })
})
