import { AUTH_PATHS } from '@latch/protocol/embedded'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPENAPI_PATH } from '../http/typed-routes.ts'
import { startTestSecureSite } from '../test/harness.ts'

type Operation = {
  parameters?: { in: string; name: string }[]
  requestBody?: unknown
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
type OpenApi = { info: { title: string }; paths: Record<string, Record<string, Operation>> }

/** An auth path as OpenAPI writes it: `{file}` for Fastify's `:file`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/** The calls whose bodies the frame sends: each is described by the schema that reads it. */
const WITH_BODY: readonly [method: 'post' | 'put', path: string][] = [
  ['post', AUTH_PATHS.startEmail],
  ['post', AUTH_PATHS.verifyEmail],
  ['post', AUTH_PATHS.deviceStatus],
  ['post', AUTH_PATHS.approveDevice],
  ['post', AUTH_PATHS.deviceRequest],
  ['post', AUTH_PATHS.revokeDevice],
  ['put', AUTH_PATHS.wallet],
  ['put', AUTH_PATHS.authShare],
  ['post', AUTH_PATHS.updateEmail],
  ['post', AUTH_PATHS.updateEmailPrimary],
  ['post', AUTH_PATHS.updateEmailSecondary],
  ['post', AUTH_PATHS.removeMethod],
  ['post', AUTH_PATHS.passkeyRegisterOptions],
  ['post', AUTH_PATHS.passkeyRegister],
  ['post', AUTH_PATHS.passkeyLoginOptions],
  ['post', AUTH_PATHS.passkeyLogin],
  ['post', AUTH_PATHS.paymaster],
  ['post', AUTH_PATHS.bundler],
  ['post', AUTH_PATHS.socialStart],
  ['post', AUTH_PATHS.socialLinkStart],
  ['post', AUTH_PATHS.socialVerify],
  ['post', AUTH_PATHS.socialLink],
  ['post', AUTH_PATHS.farcasterPoll],
]

describe("the secure site's OpenAPI document", () => {
  let site: Awaited<ReturnType<typeof startTestSecureSite>>
  let doc: OpenApi
  beforeAll(async () => {
    site = await startTestSecureSite({ kind: 'pglite' })
    const res = await site.call('GET', OPENAPI_PATH)
    expect(res.status).toBe(200)
    doc = (await res.json()) as OpenApi
  })
  afterAll(() => site.stop())

  it('lists every route of the auth API', () => {
    expect(doc.info.title).toBe('Latch secure site')
    for (const path of Object.values(AUTH_PATHS)) expect(doc.paths, path).toHaveProperty([openApiPath(path)])
  })

  it('describes each body the frame sends, and each query, from the schema that validates it', () => {
    for (const [method, path] of WITH_BODY)
      expect([method, path, doc.paths[openApiPath(path)]?.[method]?.requestBody]).toEqual([
        method,
        path,
        expect.anything(),
      ])
    expect(doc.paths[openApiPath(AUTH_PATHS.socialProviders)]?.get?.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'projectId' }),
    ])
  })

  it('describes every JSON answer with the schema the frame reads it with', () => {
    // Not JSON answers of the frame's calls: pages, the callback, the proxies' pass-through answers.
    const other = new Set<string>([
      AUTH_PATHS.frame,
      AUTH_PATHS.review,
      AUTH_PATHS.socialLoading,
      AUTH_PATHS.socialCallback,
      AUTH_PATHS.rpc,
      AUTH_PATHS.bundler,
    ])
    const missing = Object.values(AUTH_PATHS)
      .filter((path) => !other.has(path))
      .flatMap((path) =>
        Object.entries(doc.paths[openApiPath(path)] ?? {})
          .filter(([, op]) => !op.responses?.['200']?.content?.['application/json']?.schema)
          .map(([method]) => `${method} ${path}`),
      )
    // The approval link opens a page at the path its POST answers JSON on.
    expect(missing).toEqual([`get ${AUTH_PATHS.approveDevice}`])
  })

  it('refuses a body its schema does not read, naming the field, before anything is looked up', async () => {
    const res = await site.call('POST', AUTH_PATHS.passkeyLogin, {
      projectId: 'latch-demo',
      deviceId: 'short',
      sessionPublicKey: 'x',
      credential: {},
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid body.deviceId: Invalid device id',
      field: 'body.deviceId',
    })
  })
})
