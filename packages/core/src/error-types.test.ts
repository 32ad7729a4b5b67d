/**
 * The exported error types tell the truth: every code an action's module raises (`latchError('…')`,
 * `loadError('…')`) is named in the error types declared for it, and every code named is one Latch has.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERRORS } from './plumbing/errors.ts'

const src = (path: string) => readFileSync(join(import.meta.dirname, path), 'utf8')
/** The codes a module raises. */
const raised = (path: string) => [
  ...new Set([...src(path).matchAll(/(?:latchError|loadError)\('([A-Z0-9_]+)'/g)].map((m) => m[1]!)),
]
/** The codes an error-type module names, in `LatchErrorOf<…>` and its code unions. */
const named = (path: string) => new Set([...src(path).matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!))

/** Each action's module, and where its error types are declared. */
const DECLARED: [modules: string[], types: string][] = [
  [
    ['connect/manager.ts', 'connect/module.ts', 'connect/switch-network.ts', 'connect/pairing.ts'],
    'connection/errors.ts',
  ],
  [['account/send.ts'], 'account/types.ts'],
  [['names/names.ts'], 'names/types.ts'],
  [['swap/flow.ts'], 'swap/types.ts'],
  [
    [
      'embedded-wallet/flow.ts',
      'embedded-wallet/login.ts',
      'embedded-wallet/methods.ts',
      'embedded-wallet/frame-session.ts',
      'embedded-wallet/account-type.ts',
      'embedded-wallet/frame-params.ts',
      'embedded-wallet/update-email.ts',
    ],
    'embedded-wallet/types.ts',
  ],
  [['catalogue/locale-module.ts'], 'catalogue/locale-module.ts'],
  [['calls/run.ts'], 'calls/types.ts'],
]

describe('error types', () => {
  it.each(DECLARED)('%j raise only the codes %s declares', (modules, types) => {
    const declared = named(types)
    const missing = modules.flatMap((m) =>
      raised(m)
        .filter((code) => !declared.has(code))
        .map((c) => `${m}: ${c}`),
    )
    expect(missing).toEqual([])
  })

  it('name only codes of the catalogue', () => {
    const all = new Set(Object.keys(ERRORS))
    const files = [
      'connection/errors.ts',
      'account/types.ts',
      'names/types.ts',
      'swap/types.ts',
      'embedded-wallet/types.ts',
      'calls/types.ts',
      'plumbing/latch-error.ts',
    ]
    const unknown = files.flatMap((f) =>
      [...src(f).matchAll(/LatchErrorOf<([^>]*)>/g)]
        .flatMap((m) => [...m[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((c) => c[1]!))
        .filter((code) => !all.has(code))
        .map((code) => `${f}: ${code}`),
    )
    expect(unknown).toEqual([])
  })
})
