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
 * Vite resolve options that prefer the sources, for the browser and for SSR/Node.
 *
 * @example
 * export default defineConfig({ ...sourceResolve(), plugins: [react()] })
 */
export function sourceResolve(): Pick<UserConfig, 'resolve' | 'ssr'> {
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  }
}
