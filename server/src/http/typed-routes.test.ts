import { API_PATHS } from '@latch/protocol/api'
import { balanceAnswer } from '@latch/protocol/api/answers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../test/harness.ts'
import { OPENAPI_PATH } from './typed-routes.ts'

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[]
  requestBody?: unknown
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  >
}
type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> }

/** An API path as OpenAPI writes it: `{address}` for Fastify's `:address`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe('the OpenAPI document', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let doc: OpenApi
  beforeAll(async () => {
    server = await startTestServer({ kind: 'pglite' })
    const res = await fetch(`${server.base}${OPENAPI_PATH}`)
    expect(res.status).toBe(200)
    doc = (await res.json()) as OpenApi
  })
  afterAll(() => server.stop())

  it('is served without a project, as OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Latch API')
  })

  it('lists every route of the API', () => {
    for (const path of Object.values(API_PATHS)) expect(doc.paths, path).toHaveProperty([openApiPath(path)])
  })

  it("describes a route's parameters and body from the schemas that validate them", () => {
    const balance = doc.paths[openApiPath(API_PATHS.balance)]?.get
    expect(balance?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'address', required: true }),
        expect.objectContaining({ in: 'query', name: 'chainId' }),
        expect.objectContaining({ in: 'query', name: 'forceUpdate' }),
      ]),
    )
    expect(doc.paths[openApiPath(API_PATHS.fungiblePrice)]?.post?.requestBody).toBeDefined()
  })

  it('describes every JSON answer with the schema the client parses it with', () => {
    // Not JSON of Latch's own: images, the JSON-RPC proxy, analytics' empty answer, the provider's webhook.
    const other = new Set<string>([
      API_PATHS.walletImage,
      API_PATHS.tokenImage,
      API_PATHS.rpc,
      API_PATHS.analytics,
      API_PATHS.onrampWebhook,
    ])
    const missing = Object.values(API_PATHS)
      .filter((path) => !other.has(path))
      .flatMap((path) =>
        Object.entries(doc.paths[openApiPath(path)] ?? {})
          .filter(([, op]) => !op.responses?.['200']?.content?.['application/json']?.schema)
          .map(([method]) => `${method} ${path}`),
      )
    expect(missing).toEqual([])
    const balance = doc.paths[openApiPath(API_PATHS.balance)]?.get?.responses?.['200']
    const schema = balance?.content?.['application/json']?.schema
    expect(Object.keys(schema?.properties ?? {})).toEqual(Object.keys(balanceAnswer.shape))
  })

  it('refuses a request part its schema does not read, naming the field, as every route does', async () => {
    const res = await fetch(server.q('/v1/account/0x123/balance'))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Invalid params.address: Invalid address',
      field: 'params.address',
    })
    const bad = await fetch(
      server.q('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance', { chainId: 'nope' }),
    )
    expect(((await bad.json()) as { field: string }).field).toBe('query.chainId')
  })
})
