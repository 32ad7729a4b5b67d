/**
 * An npm registry for the `@latch` scope only, on loopback, serving the packed tarballs as if they were
 * published: a fresh app's `.npmrc` says `@latch:registry=<url>` and then the README's own `npm install`
 * lines run verbatim; every other package comes from the npm registry as usual.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, join } from 'node:path'
import { type Packed, ROOT } from '../published.ts'

/** A running scoped registry. */
export type ScopedRegistry = { url: string; npmrc: string; stop: () => Promise<void> }

/**
 * Serves each packed package's packument (its one version, with the tarball's checksums) and tarball.
 *
 * @example
 * const registry = await startScopedRegistry(packPublished(dir))
 * await writeFile(join(app, '.npmrc'), registry.npmrc)
 */
export async function startScopedRegistry(packed: readonly Packed[]): Promise<ScopedRegistry> {
  const tarballs = new Map(packed.map((p) => [basename(p.file), readFileSync(p.file)]))
  let url = ''
  const packument = (p: Packed) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', p.dir, 'package.json'), 'utf8')) as {
      name: string
      version: string
    }
    const tarball = tarballs.get(basename(p.file))!
    return {
      name: manifest.name,
      'dist-tags': { latest: manifest.version },
      versions: {
        [manifest.version]: {
          ...manifest,
          dist: {
            tarball: `${url}/-/${basename(p.file)}`,
            shasum: createHash('sha1').update(tarball).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
          },
        },
      },
    }
  }
  const byName = new Map(packed.map((p) => [p.name, p]))
  // A path of this run's own: npm's cache, keyed by URL, never answers for another run's tarballs.
  const run = `/${randomUUID()}`
  const server = createServer((req, res) => {
    const full = decodeURIComponent(new URL(req.url ?? '/', 'http://registry').pathname)
    const path = full.startsWith(`${run}/`) ? full.slice(run.length) : ''
    const file = path.startsWith('/-/') ? tarballs.get(path.slice(3)) : undefined
    if (file) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      return res.end(file)
    }
    const p = byName.get(path.slice(1))
    if (!p) {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ error: 'not found' }))
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(packument(p)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${run}`
  return {
    url,
    // What npm already holds of the registry's other packages is used as it is (the apps install the
    // same dependencies several times over): the commands stay the README's.
    npmrc: `@latch:registry=${url}/\nprefer-offline=true\n`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
