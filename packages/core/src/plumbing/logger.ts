/** Log levels, most severe first. */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug'
/** The level the logger starts at when `debug` is on without one (SPEC §9). */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'
/** The most the log buffer holds, in bytes of its JSON entries; the oldest go first (SPEC §9). */
export const LOG_BUFFER_BYTES = 1_024_000

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 }

/** One buffered log entry. */
export type LogEntry = { at: number; level: LogLevel; message: string; data?: unknown }

/** The logger of one instance: silent unless `debug` is on. */
export type Logger = {
  readonly enabled: boolean
  readonly level: LogLevel
  error: (message: string, data?: unknown) => void
  warn: (message: string, data?: unknown) => void
  info: (message: string, data?: unknown) => void
  debug: (message: string, data?: unknown) => void
  /** What the buffer holds, oldest first. */
  entries: () => readonly LogEntry[]
}

const sizeOf = (e: LogEntry): number => {
  try {
    return JSON.stringify(e).length
  } catch {
    return e.message.length + 64
  }
}

/**
 * Creates a logger. When enabled, entries at `level` or more severe go to the console and to a buffer
 * of at most {@link LOG_BUFFER_BYTES}; when disabled, every call does nothing.
 *
 * @example
 * const log = createLogger({ enabled: true, level: 'info' })
 * log.info('connected', { connectorId: 'io.metamask' })
 * log.entries().length // 1
 */
export function createLogger(opts: {
  enabled: boolean
  level?: LogLevel
  sink?: Pick<Console, LogLevel>
}): Logger {
  const level = opts.level ?? DEFAULT_LOG_LEVEL
  const sink = opts.sink ?? globalThis.console
  const buffer: { entry: LogEntry; size: number }[] = []
  let bytes = 0
  const write = (l: LogLevel) => (message: string, data?: unknown) => {
    if (!opts.enabled || RANK[l] > RANK[level]) return
    const entry: LogEntry = { at: Date.now(), level: l, message, ...(data === undefined ? {} : { data }) }
    const size = sizeOf(entry)
    buffer.push({ entry, size })
    bytes += size
    while (bytes > LOG_BUFFER_BYTES && buffer.length > 0) bytes -= buffer.shift()!.size
    sink?.[l]?.(`[latch] ${message}`, ...(data === undefined ? [] : [data]))
  }
  return {
    enabled: opts.enabled,
    level,
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    entries: () => buffer.map((b) => b.entry),
  }
}
