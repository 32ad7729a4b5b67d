/**
 * Builds small pages for the size budget and the benchmarks (with Vite, or with esbuild as an app built
 * with it would), and serves them on loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import react from '@vitejs/plugin-react'
import { build as esbuild } from 'esbuild'
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
 * Builds the page in `root` with esbuild instead: bundled, split at every dynamic import, minified, for
 * production, as an app built with esbuild ships it. Returns the folder, its `index.html` loading the
 * entry `main.js`.
 *
 * @example
 * const dir = await buildPageWithEsbuild(join(here, 'host'))
 */
export async function buildPageWithEsbuild(root: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'latch-esbuild-'))
  await esbuild({
    entryPoints: { main: join(root, 'main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: outDir,
    logLevel: 'warning',
  })
  const html = readFileSync(join(root, 'index.html'), 'utf8').replace('./main.tsx', './main.js')
  writeFileSync(join(outDir, 'index.html'), html)
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
    try {
      // A path that is no URL path ('//x' reads as a host) is a 404 like any missing file.
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^\/+/,
        '',
      )
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

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for a server started by another process.
 *
 * @example
 * const port = await freePort()
 */
export function freePort(): Promise<number> {
  const server = createServer()
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
