/**
 * Inside the workspace, Vite resolves `@latch/*` through the `@latch/source` export condition to the
 * TypeScript sources, so the demo and the tests need no build. (TypeScript gets the same condition from
 * `tsconfig.base.json`, Node from `.npmrc`.) A published package has no such condition set and loads
 * `dist/`, as the size budget and the fresh-app tests do.
 */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/** The export condition naming each package's TypeScript sources. */
export const SOURCE_CONDITION = '@latch/source'

/**
 * Vite resolve options that prefer the sources: for a browser build (`'client'`, the default) or for
 * code that runs in Node (`'server'`: SSR and Vitest's Node tests, which must keep Node's conditions so
 * dependencies load their Node builds).
 *
 * @example
 * export default defineConfig({ ...sourceResolve(), plugins: [react()] })
 */
export function sourceResolve(target: 'client' | 'server' = 'client'): Pick<UserConfig, 'resolve' | 'ssr'> {
  // Vite's server defaults without `module`, which would pick some dependencies' bundler-only builds.
  const server = { conditions: [SOURCE_CONDITION, ...defaultServerConditions.filter((c) => c !== 'module')] }
  return target === 'client'
    ? { resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] }, ssr: { resolve: server } }
    : { resolve: server, ssr: { resolve: server } }
}
