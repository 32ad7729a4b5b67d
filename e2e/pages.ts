/** Builds small Vite pages for the size budget and the benchmarks, and serves them on loopback. */
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/**
 * Builds the page in `root` for production into a fresh temporary folder; returns the folder.
 *
 * @example
 * const dir = await buildPage(join(here, 'host'))
 */
export async function buildPage(root: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'latch-page-'))
  await build({
    root,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  })
  return outDir
}

/**
 * Serves a built folder on 127.0.0.1 (a free port, or `port`).
 *
 * @example
 * const { url, close } = await serve(dir)
 */
export function serve(dir: string, port = 0): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    )
    try {
      const body = readFileSync(join(dir, path || 'index.html'))
      res.writeHead(200, {
        'content-type': types[extname(path || 'index.html')] ?? 'application/octet-stream',
      })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${bound}/`, close: () => server.close() })
    }),
  )
}
